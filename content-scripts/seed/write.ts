/**
 * Writes a generated corpus into an empty database in one transaction: either all of it lands or
 * none of it does.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../shared/db/connect';
import type { Database } from '../../shared/db/schema';
import { rebuildMediaUses } from '../../shared/db/queries/media-uses';
import { rebuildProductEmbeds } from '../../shared/db/queries/product-embeds';
import { DEMO_SEED_SETTING } from '../../shared/db/queries/demo-seed';
import type { Corpus } from './corpus';
import { demoPriceHistory } from './price-history';

/** Content tables the seed fills, children first (the order `--reset` empties them in). */
export const CONTENT_TABLES = ['item_authors', 'authors', 'price_points', 'product_embeds', 'product_link_findings', 'revisions', 'preview_links', 'reviews', 'posts', 'products', 'category_names', 'categories', 'locale_configs', 'settings'] as const;

export interface SeedCounts {
  posts: number;
  products: number;
  reviews: number;
  categories: number;
  localeConfigs: number;
}

/** True when no content table holds a row. */
export async function isContentEmpty(db: Db): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const row = await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(row.n) > 0) return false;
  }
  return true;
}

/** Deletes every content row (admin users, messages, audit and build history are kept). */
export async function resetContent(db: Db): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    for (const table of CONTENT_TABLES) await trx.deleteFrom(table).execute();
  });
}

/**
 * Rows per INSERT: large enough to amortise statement overhead, small enough to stay under
 * SQLite's 32,766 and PostgreSQL's 65,535 bound parameters with ~20 columns.
 */
const BATCH = 500;

async function insertBatched<T extends keyof Database & string>(
  trx: Kysely<Database>,
  table: T,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx.insertInto(table).values(rows.slice(i, i + BATCH) as any).execute();
  }
}

/** Writes `corpus` with timestamps from `now`; returns what was written. */
export async function writeCorpus(db: Db, corpus: Corpus, now: Date): Promise<SeedCounts> {
  const at = now.toISOString();
  return db.kysely.transaction().execute(async (trx: Transaction<Database>) => {
    // The marker: this database holds the invented demo (the demo retailer may price it).
    await insertBatched(trx, 'settings', [...corpus.settings, { key: DEMO_SEED_SETTING, value: at }].map((s) => ({ ...s, updated_at: at })));
    await insertBatched(trx, 'locale_configs', corpus.localeConfigs.map((c) => ({ ...c, updated_at: at })));

    const categoryIds = new Map<string, number>();
    for (const category of corpus.categories) {
      const { id } = await trx
        .insertInto('categories')
        .values({ slug: category.slug, sort_order: category.sortOrder, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(category.slug, id);
      await trx.insertInto('category_names')
        .values(Object.entries(category.names).map(([locale, name]) => ({ category_id: id, locale, name })))
        .execute();
    }
    const categoryId = (slug: string | null) => {
      if (slug === null) return null;
      const id = categoryIds.get(slug);
      if (id === undefined) throw new Error(`corpus refers to unknown category "${slug}"`);
      return id;
    };

    const productIds = new Map<string, number>();
    for (let i = 0; i < corpus.products.length; i += BATCH) {
      const batch = corpus.products.slice(i, i + BATCH).map(({ categorySlug, createdAt, ...p }) => ({
        ...p, category_id: categoryId(categorySlug), created_at: createdAt, updated_at: createdAt,
      }));
      const ids = await trx.insertInto('products').values(batch).returning(['id', 'locale', 'slug', 'currency', 'price_cents', 'availability', 'price_updated_at']).execute();
      for (const r of ids) productIds.set(`${r.locale}/${r.slug}`, r.id);
      // Months of refreshes, as a live site has (issue 27 item 5): the pages show lows, badges and charts.
      await insertBatched(trx, 'price_points', ids.flatMap((r) =>
        demoPriceHistory({ id: r.id, locale: r.locale, currency: r.currency, priceCents: r.price_cents, availability: r.availability, priceAt: r.price_updated_at ?? at }, now)));
    }

    await insertBatched(trx, 'reviews', corpus.reviews.map(({ productSlug, createdAt, ...r }) => {
      const productId = productIds.get(`${r.locale}/${productSlug}`);
      if (productId === undefined) throw new Error(`review "${r.slug}" refers to unknown product "${productSlug}"`);
      return { ...r, product_id: productId, created_at: createdAt, updated_at: r.published_at ?? createdAt };
    }));

    // Last edited when it went live: what an editor's publish would have left.
    await insertBatched(trx, 'posts', corpus.posts.map(({ categorySlug, createdAt, ...p }) => ({
      ...p, category_id: categoryId(categorySlug), created_at: createdAt, updated_at: p.published_at ?? createdAt,
    })));
    // Which bodies embed which products, as an editor's save would have recorded (one pass over them).
    await rebuildProductEmbeds(trx);
    // Which rows show which media-library images (issue 14), as the editors' saves would record.
    await rebuildMediaUses(trx);

    return {
      posts: corpus.posts.length,
      products: corpus.products.length,
      reviews: corpus.reviews.length,
      categories: corpus.categories.length,
      localeConfigs: corpus.localeConfigs.length,
    };
  });
}
