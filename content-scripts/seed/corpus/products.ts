/**
 * Demo products of one locale: real brands and models from the catalog, named the way the
 * locale's Amazon store titles them, with store prices, ratings, launch dates and (br only) a
 * Mercado Livre link. Product j of every locale is the same item, so products share translation
 * keys, ASINs and image URLs across locales as the same item does across Amazon stores.
 */
import type { NewProduct } from '../../../shared/db/schema';
import { LOCALE_INFO, reservedWords } from '../../../shared/locales';
import { slugify } from '../../../shared/format/slug';
import { CATALOG, TOPIC_KEYS, VARIANT_VALUES, VARIANTS_PER_MODEL, type CatalogModel, type TopicKey } from './catalog';
import { DAY, HOUR, isoAt, isoDay, startOfDay } from './dates';
import { storePrice } from './prices';
import { rngFor, type Rng } from './prng';
import { demoProductImageUrl, mercadoLivreUrl, randomAsin } from './retailer';
import { SlugRegistry } from './slug-registry';
import type { ContentLocale, LocaleVocab } from './vocab';

export type ProductSeed = Omit<NewProduct, 'category_id' | 'created_at' | 'updated_at' | 'version' | 'id'> & {
  categorySlug: string;
  createdAt: string;
};

/** A generated product row plus what the review and post generators need to know about it. */
export interface GeneratedProduct {
  row: ProductSeed;
  topic: TopicKey;
  model: CatalogModel;
  createdMs: number;
}

const MODELS_PER_TOPIC = 6;
const BASE_PRODUCTS = TOPIC_KEYS.length * MODELS_PER_TOPIC;

/** Launch days shared by several products, so /lancamento/{date} pages group them. */
const RECENT_LAUNCH_DAYS = [-4, -11, -18];
const UPCOMING_LAUNCH_DAYS = [9, 23];

function variantLabel(vocab: LocaleVocab, topic: TopicKey, variant: number): { text: string; priceFactor: number } {
  const kind = CATALOG[topic].variant;
  switch (kind) {
    case 'color':
      return { text: ` - ${vocab.product.colors[VARIANT_VALUES.color[variant - 1]!]}`, priceFactor: 1 };
    case 'pack': {
      const k = VARIANT_VALUES.pack[variant - 1]!;
      return { text: ` - ${vocab.product.pack(k)}`, priceFactor: k * 0.88 };
    }
    case 'weight': {
      const kg = VARIANT_VALUES.weight[variant - 1]!;
      return { text: ` ${vocab.product.weight(kg)}`, priceFactor: Math.max(0.25, (kg / 3) ** 0.85) };
    }
    case 'screen': {
      const inches = VARIANT_VALUES.screen[variant - 1]!;
      return { text: ` ${vocab.product.screen(inches)}`, priceFactor: (inches / 55) ** 1.8 };
    }
  }
}

/** Launch date: mostly months ago, some on a few shared recent days, a few in the coming weeks. */
function launchDay(j: number, today: number, rng: Rng): { ms: number; upcoming: boolean } {
  if (j % 10 === 5) return { ms: today + UPCOMING_LAUNCH_DAYS[Math.floor(j / 20) % UPCOMING_LAUNCH_DAYS.length]! * DAY, upcoming: true };
  if (j % 10 === 3 || j % 10 === 7) return { ms: today + RECENT_LAUNCH_DAYS[Math.floor(j / 10) % RECENT_LAUNCH_DAYS.length]! * DAY, upcoming: false };
  return { ms: today - rng.int(30, 720) * DAY, upcoming: false };
}

export interface ProductOptions {
  locale: ContentLocale;
  vocab: LocaleVocab;
  count: number;
  nowMs: number;
  seed: number;
  /** Topics in the order products should cover them (topics of the newest posts first). */
  topicOrder: readonly TopicKey[];
}

/** `count` products of one locale; slugs and ASINs unique within the locale. */
export function generateProducts({ locale, vocab, count, nowMs, seed, topicOrder }: ProductOptions): GeneratedProduct[] {
  const rng = rngFor(seed, `${locale}:products`);
  const slugs = new SlugRegistry(reservedWords(locale), 'produto');
  const asins = new Set<string>();
  const currency = LOCALE_INFO[locale].currency;
  const today = startOfDay(nowMs);
  const out: GeneratedProduct[] = [];

  for (let j = 0; j < count; j++) {
    const topic = topicOrder[j % topicOrder.length]!;
    // Shifting the model by the topic's position mixes entry-level and premium models from the
    // first products on, while every round of 300 still uses each (topic, model) pair once.
    const model = CATALOG[topic].models[(Math.floor(j / topicOrder.length) + (j % topicOrder.length)) % MODELS_PER_TOPIC]!;
    const round = Math.floor(j / BASE_PRODUCTS);
    // Past the last variant the items repeat; they stay valid rows but are no longer translations.
    const repeated = round > VARIANTS_PER_MODEL;
    const variant = round === 0 ? 0 : ((round - 1) % VARIANTS_PER_MODEL) + 1;
    const label = variant === 0 ? { text: '', priceFactor: 1 } : variantLabel(vocab, topic, variant);

    // Same item, same identity in every store: key, ASIN and image derive from the neutral name.
    const itemKey = `${slugify(`${model.brand} ${model.model}`)}${variant ? `-v${variant}` : ''}${repeated ? `-r${j}` : ''}`;
    let asin = randomAsin(rngFor(seed, `asin:${itemKey}`));
    for (let attempt = 1; asins.has(asin); attempt++) asin = randomAsin(rngFor(seed, `asin:${itemKey}:${locale}:${attempt}`));
    asins.add(asin);

    const title = `${vocab.topics[topic].label} ${model.brand} ${model.model}${label.text}`;
    const slug = slugs.claim(title);
    const { priceCents, listPriceCents } = storePrice(model.usd * label.priceFactor, currency, rng);
    const launch = launchDay(j, today, rng);
    const createdMs = launch.upcoming
      ? nowMs - rng.float(1, 10) * DAY
      : Math.min(Math.max(launch.ms + rng.float(0, 20) * DAY, nowMs - rng.float(390, 420) * DAY), nowMs - rng.float(36, 72) * HOUR);
    const r = rng.next();
    const availability = launch.upcoming ? 'preorder' : r < 0.05 ? 'out_of_stock' : r < 0.08 ? 'unknown' : 'in_stock';
    const rating = Math.min(4.9, Math.round((3.5 + 1.4 * Math.sqrt(rng.next())) * 10) / 10);
    // Few ratings yet for items launched in the last month or not launched at all.
    const isNew = launch.ms > nowMs - 30 * DAY;
    const ratingCount = Math.floor(Math.exp(rng.float(Math.log(isNew ? 3 : 15), Math.log(isNew ? 250 : 40_000))));
    const premium = model.premium === true || rng.chance(0.05) ? 1 : 0;

    out.push({
      topic,
      model,
      createdMs,
      row: {
        locale,
        slug,
        asin,
        title,
        brand: model.brand,
        image_url: demoProductImageUrl(rngFor(seed, `image:${itemKey}`)),
        price_cents: priceCents,
        list_price_cents: listPriceCents,
        currency,
        availability,
        price_updated_at: isoAt(nowMs - rng.float(0.2, 23) * HOUR),
        rating,
        rating_count: ratingCount,
        premium,
        launch_date: isoDay(launch.ms),
        marketplace_url: locale === 'br' ? mercadoLivreUrl(rng, slug) : null,
        status: 'published',
        translation_key: repeated ? null : itemKey,
        categorySlug: CATALOG[topic].category,
        createdAt: isoAt(createdMs),
      },
    });
  }
  return out;
}
