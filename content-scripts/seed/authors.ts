/**
 * The demo's authors (issue 25 item 6): four profiles with drawn photos (./illustrations/portrait.ts,
 * ingested like an upload), bios in every locale, links to other profiles, signing the seeded posts
 * and reviews: each item by one of them (by its id), every seventh by two. Two INSERT … SELECT
 * statements: 100,000 posts cost what 30 do.
 */
import sharp from 'sharp';
import { sql } from 'kysely';
import type { Db } from '../../shared/db/connect';
import { syncMediaUses } from '../../shared/db/queries/media-uses';
import { mediaImageUrl } from '../../shared/media/contract';
import { ingestImage } from '../../shared/media/ingest';
import type { MediaStore } from '../../shared/media/store';
import { LOCALES, type Locale } from '../../shared/locales';
import { portraitSvg, type PortraitStyle } from './illustrations/portrait';

interface DemoAuthor {
  slug: string;
  displayName: string;
  expertise: string;
  sameAs: string[];
  bio: Record<Locale, string>;
  style: PortraitStyle;
}

export const DEMO_AUTHORS: readonly DemoAuthor[] = [
  {
    slug: 'ana-souza', displayName: 'Ana Souza', expertise: 'Tecnologia, áudio e smartphones',
    sameAs: ['https://www.linkedin.com/in/ana-souza-demo', 'https://x.com/anasouza_demo'],
    style: { hue: 200, skin: '#c68a63', hair: '#2b1d14', longHair: true },
    bio: {
      br: 'Ana testa fones, celulares e notebooks há dez anos. Antes de recomendar um produto, usa-o por pelo menos duas semanas.',
      it: 'Ana prova cuffie, smartphone e portatili da dieci anni. Prima di consigliare un prodotto lo usa per almeno due settimane.',
      mx: 'Ana prueba audífonos, celulares y laptops desde hace diez años. Antes de recomendar un producto lo usa al menos dos semanas.',
      es: 'Ana prueba auriculares, móviles y portátiles desde hace diez años. Antes de recomendar un producto lo usa al menos dos semanas.',
      us: 'Ana has tested headphones, phones and laptops for ten years. She uses a product for at least two weeks before recommending it.',
    },
  },
  {
    slug: 'bruno-lima', displayName: 'Bruno Lima', expertise: 'Casa, cozinha e ferramentas',
    sameAs: ['https://www.instagram.com/brunolima_demo'],
    style: { hue: 30, skin: '#8d5a3b', hair: '#111111', longHair: false },
    bio: {
      br: 'Bruno reformou a própria casa e desde então compara ferramentas, eletrodomésticos e utensílios de cozinha.',
      it: 'Bruno ha ristrutturato la propria casa e da allora confronta utensili, elettrodomestici e attrezzi da cucina.',
      mx: 'Bruno remodeló su propia casa y desde entonces compara herramientas, electrodomésticos y utensilios de cocina.',
      es: 'Bruno reformó su propia casa y desde entonces compara herramientas, electrodomésticos y utensilios de cocina.',
      us: 'Bruno renovated his own house and has compared tools, appliances and kitchenware ever since.',
    },
  },
  {
    slug: 'carla-mendes', displayName: 'Carla Mendes', expertise: 'Beleza, saúde e bem-estar',
    sameAs: ['https://www.linkedin.com/in/carla-mendes-demo'],
    style: { hue: 320, skin: '#f1c7a5', hair: '#8a4b22', longHair: true },
    bio: {
      br: 'Carla é farmacêutica e escreve sobre cuidados com a pele, suplementos e aparelhos de saúde.',
      it: 'Carla è farmacista e scrive di cura della pelle, integratori e dispositivi per la salute.',
      mx: 'Carla es farmacéutica y escribe sobre cuidado de la piel, suplementos y aparatos de salud.',
      es: 'Carla es farmacéutica y escribe sobre cuidado de la piel, suplementos y aparatos de salud.',
      us: 'Carla is a pharmacist who writes about skincare, supplements and health devices.',
    },
  },
  {
    slug: 'diego-rocha', displayName: 'Diego Rocha', expertise: 'Esportes, lazer e veículos',
    sameAs: ['https://www.youtube.com/@diegorocha_demo'],
    style: { hue: 120, skin: '#e0a878', hair: '#4a3020', longHair: false },
    bio: {
      br: 'Diego pedala, corre e acampa nos fins de semana; testa equipamentos esportivos e acessórios para carro e bicicleta.',
      it: 'Diego pedala, corre e campeggia nei fine settimana; prova attrezzature sportive e accessori per auto e bici.',
      mx: 'Diego anda en bici, corre y acampa los fines de semana; prueba equipo deportivo y accesorios para auto y bicicleta.',
      es: 'Diego pedalea, corre y acampa los fines de semana; prueba material deportivo y accesorios para coche y bicicleta.',
      us: 'Diego rides, runs and camps on weekends; he tests sports gear and accessories for cars and bikes.',
    },
  },
];

const PHOTO_ALT: Record<Locale, (name: string) => string> = {
  br: (n) => `Foto de ${n}`,
  it: (n) => `Foto di ${n}`,
  mx: (n) => `Foto de ${n}`,
  es: (n) => `Foto de ${n}`,
  us: (n) => `Photo of ${n}`,
};

/**
 * Writes the demo authors (photos only with a media store) and signs every post and review: the
 * author of position 0 by the item's id, a second one on every seventh item. Returns the profile ids.
 */
export async function seedAuthors(db: Db, now: Date, media?: MediaStore): Promise<number[]> {
  const at = now.toISOString();
  const ids: number[] = [];
  for (const author of DEMO_AUTHORS) {
    let photoUrl: string | null = null;
    if (media) {
      const png = await sharp(Buffer.from(portraitSvg(author.style))).png().toBuffer();
      const alt = Object.fromEntries(LOCALES.map((l) => [l, PHOTO_ALT[l](author.displayName)]));
      const { item } = await ingestImage(db, media, { bytes: png, originalName: `demo-author-${author.slug}.png`, alt });
      photoUrl = mediaImageUrl(item);
    }
    const { id } = await db.kysely.insertInto('authors').values({
      account_id: null, slug: author.slug, display_name: author.displayName, bio_json: JSON.stringify(author.bio), photo_url: photoUrl,
      expertise: author.expertise, same_as_json: JSON.stringify(author.sameAs), created_at: at, updated_at: at, version: 1,
    }).returning('id').executeTakeFirstOrThrow();
    if (photoUrl) await syncMediaUses(db.kysely, 'author', id, photoUrl);
    ids.push(id);
  }
  // Literal integers: PostgreSQL would type bound CASE results as text.
  const pick = sql.join(ids.map((authorId, i) => sql`when ${sql.lit(i)} then ${sql.lit(authorId)}`), sql` `);
  const n = sql.lit(ids.length);
  for (const [kind, table] of [['post', 'posts'], ['review', 'reviews']] as const) {
    // First author by id; a co-author (the next one) on every seventh item.
    await sql`insert into item_authors (kind, item_id, author_id, position)
      select ${kind}, id, case (id % ${n}) ${pick} end, 0 from ${sql.table(table)}`.execute(db.kysely);
    await sql`insert into item_authors (kind, item_id, author_id, position)
      select ${kind}, id, case ((id + 1) % ${n}) ${pick} end, 1 from ${sql.table(table)} where id % 7 = 0`.execute(db.kysely);
  }
  return ids;
}
