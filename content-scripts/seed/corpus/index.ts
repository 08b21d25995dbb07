/**
 * Deterministic demo corpus: settings, locale configs, categories, and for each active locale
 * (br, it, mx) posts, products and one review per product, all in the locale's language. Pure:
 * no database, no clock, no Math.random; the same options give byte-identical output. The
 * writer (../write.ts) inserts it; `npm run seed -- --scale N` asks for N posts per locale.
 */
import { CATEGORIES } from '../../../shared/categories';
import { TOPIC_KEYS, type TopicKey } from './catalog';
import { comboSequence, type Combo } from './combos';
import { localeConfigs, settings, type LocaleConfigSeed } from './locale-configs';
import { generatePosts, type PostSeed } from './posts';
import { generateProducts, type ProductSeed } from './products';
import { generateReviews, type ReviewSeed } from './reviews';
import { CONTENT_LOCALES, VOCABS } from './vocab';

export interface CorpusOptions {
  /** Posts per active locale; default 32, never fewer than 30. */
  postsPerLocale?: number;
  /** Every date of the corpus is relative to this moment. */
  now: Date;
  /** Varies the corpus (dates, ASINs, picks, title order); default 1. */
  seed?: number;
}

export interface Corpus {
  settings: { key: string; value: string }[];
  localeConfigs: LocaleConfigSeed[];
  categories: typeof CATEGORIES;
  products: ProductSeed[];
  reviews: ReviewSeed[];
  posts: PostSeed[];
}

export type { LocaleConfigSeed, PostSeed, ProductSeed, ReviewSeed };

export const DEFAULT_POSTS_PER_LOCALE = 32;
export const MIN_POSTS_PER_LOCALE = 30;
const DEFAULT_SEED = 1;

/** Products per active locale: at least 20, and one per five posts so large corpora stay varied. */
export function productsPerLocale(postsPerLocale: number): number {
  return Math.max(20, Math.ceil(postsPerLocale / 5));
}

/** Topics of the newest posts first, then the rest: the products cover what the home page shows. */
function topicOrder(combos: readonly Combo[]): TopicKey[] {
  const seen = new Set<TopicKey>();
  for (let i = combos.length - 1; i >= 0 && seen.size < TOPIC_KEYS.length; i--) seen.add(combos[i]!.topic);
  for (const topic of TOPIC_KEYS) seen.add(topic);
  return [...seen];
}

/**
 * Generates the demo corpus.
 *
 * @throws RangeError when `now` is not a valid date or `postsPerLocale`/`seed` is not a finite number.
 */
export function generateCorpus(options: CorpusOptions): Corpus {
  const nowMs = options.now.getTime();
  if (!Number.isFinite(nowMs)) throw new RangeError('generateCorpus: options.now is not a valid date');
  const requested = options.postsPerLocale ?? DEFAULT_POSTS_PER_LOCALE;
  if (!Number.isFinite(requested)) throw new RangeError('generateCorpus: postsPerLocale must be a finite number');
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isFinite(seed)) throw new RangeError('generateCorpus: seed must be a finite number');

  const postCount = Math.max(MIN_POSTS_PER_LOCALE, Math.floor(requested));
  const comboAt = comboSequence(seed);
  const combos = Array.from({ length: postCount }, (_, i) => comboAt(i));
  const order = topicOrder(combos);
  const productCount = productsPerLocale(postCount);

  const corpus: Corpus = {
    settings: settings(),
    localeConfigs: localeConfigs(),
    categories: CATEGORIES,
    products: [],
    reviews: [],
    posts: [],
  };
  for (const locale of CONTENT_LOCALES) {
    const vocab = VOCABS[locale];
    const products = generateProducts({ locale, vocab, count: productCount, nowMs, seed, topicOrder: order });
    // Loops rather than push(...rows): spreading tens of thousands of arguments can overflow the stack.
    for (const p of products) corpus.products.push(p.row);
    for (const r of generateReviews({ locale, vocab, products, nowMs, seed })) corpus.reviews.push(r);
    for (const p of generatePosts({ locale, vocab, combos, products, nowMs, seed })) corpus.posts.push(p);
  }
  return corpus;
}
