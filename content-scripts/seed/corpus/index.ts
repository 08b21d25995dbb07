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
import { generatePosts, scheduledCount, type PostSeed } from './posts';
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

/** Products of the newest post's topic: its comparison table and ranked list need a few (posts.ts). */
const COMPARED_PER_TOPIC = 3;

/**
 * Products per active locale: at least 20, one per five posts so large corpora stay varied, and
 * enough that every post's topic has a product of its own and the newest post's topic has
 * COMPARED_PER_TOPIC (issue 24: a post showed products of another kind when its own had none).
 */
export function productsPerLocale(postsPerLocale: number, postTopics = 0): number {
  return Math.max(20, Math.ceil(postsPerLocale / 5), postTopics + COMPARED_PER_TOPIC - 1);
}

/**
 * Topics of the newest posts first, the newest published post's topic again so it gets COMPARED_PER_TOPIC
 * products in the first round, then the rest: the products cover what the posts show.
 */
function topicOrder(combos: readonly Combo[]): { order: TopicKey[]; postTopics: number } {
  const seen = new Set<TopicKey>();
  for (let i = combos.length - 1; i >= 0 && seen.size < TOPIC_KEYS.length; i--) seen.add(combos[i]!.topic);
  const postTopics = [...seen];
  const rest = TOPIC_KEYS.filter((t) => !seen.has(t));
  // The newest post not scheduled for later (posts.ts) is the one that shows the comparison.
  const newest = combos[Math.max(0, combos.length - 1 - scheduledCount(combos.length))]?.topic;
  const again = newest ? Array.from({ length: COMPARED_PER_TOPIC - 1 }, () => newest) : [];
  return { order: [...postTopics, ...again, ...rest], postTopics: postTopics.length };
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
  const { order, postTopics } = topicOrder(combos);
  const productCount = productsPerLocale(postCount, postTopics);

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
