/**
 * Demo posts of one locale. Titles come from the combination space (./combos) phrased by the
 * locale's vocabulary; most posts are published, spread over the last ~400 days with the newest
 * within two days of `now`; a few are drafts and two are scheduled for the coming days.
 */
import type { NewPost } from '../../../shared/db/schema';
import { reservedWords } from '../../../shared/locales';
import { CATALOG, type TopicKey } from './catalog';
import { LIST_OF, type Combo } from './combos';
import { DAY, HOUR, MINUTE, isoAt } from './dates';
import { postContent, withProductLists } from './post-content';
import type { GeneratedProduct } from './products';
import { rngFor } from './prng';
import { SlugRegistry } from './slug-registry';
import { searchColumns } from './text';
import type { ContentLocale, LocaleVocab } from './vocab';
import { titleWords } from './words';
import type { CategorySlug } from '../../../shared/categories';

export type PostSeed = Omit<NewPost, 'category_id' | 'created_at' | 'updated_at' | 'version' | 'id'> & {
  categorySlug: string | null;
  createdAt: string;
};

/** Share of combinations whose posts are linked across locales by a translation key. */
const TRANSLATED = (combo: Combo) => combo.repeat === 0 && combo.id % 5 < 3;

/**
 * Posts kept from the public site: a few percent drafts (at least one) and one scheduled post, two
 * from 100 posts on. The default 32 posts thus leave 30 published, the visible minimum.
 */
const draftCount = (n: number) => Math.max(1, Math.round(n * 0.03));
/** Posts of the corpus scheduled for later: the newest ones (index.ts picks the compared topic past them). */
export const scheduledCount = (n: number) => (n >= 100 ? 2 : 1);
/** Published posts span this far back. */
const SPAN_MS = 398 * DAY;

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export interface PostOptions {
  locale: ContentLocale;
  vocab: LocaleVocab;
  combos: readonly Combo[];
  products: readonly GeneratedProduct[];
  nowMs: number;
  seed: number;
}

/** Posts of one locale, oldest first (index order is publication order). */
export function generatePosts({ locale, vocab, combos, products, nowMs, seed }: PostOptions): PostSeed[] {
  const rng = rngFor(seed, `${locale}:posts`);
  const n = combos.length;
  const slugs = new SlugRegistry(reservedWords(locale), 'post');

  // Pass 1: titles, slugs and editorial state, so pass 2 can link to any published post.
  const plans = combos.map((combo) => {
    const words = titleWords(vocab, combo.topic, combo.qualifier, combo.n);
    const template = vocab.titles[combo.kind];
    const baseTitle = template.text(words);
    return { combo, words, baseTitle, title: baseTitle + (template.date ?? ''), slug: slugs.claim(baseTitle) };
  });

  const status: ('published' | 'draft' | 'scheduled')[] = new Array(n).fill('published');
  const scheduled = Math.min(scheduledCount(n), Math.max(0, n - 1));
  for (let k = 0; k < scheduled; k++) status[n - 1 - k] = 'scheduled';
  const drafts = Math.min(draftCount(n), Math.max(0, n - scheduled - 1));
  for (let placed = 0; placed < drafts; ) {
    const i = rng.int(0, n - scheduled - 1);
    if (status[i] === 'published') {
      status[i] = 'draft';
      placed++;
    }
  }

  // Newest published first: k = 0 within the last 36 h, the others evenly back to ~400 days.
  const published: number[] = [];
  for (let i = n - 1; i >= 0; i--) if (status[i] === 'published') published.push(i);
  const spacing = SPAN_MS / Math.max(1, published.length - 1);
  const publishedMs = new Array<number>(n).fill(0);
  published.forEach((i, k) => {
    publishedMs[i] = k === 0 ? nowMs - rng.float(1, 36) * HOUR : nowMs - 2 * DAY - (k - 1 + rng.float(0.1, 0.9)) * spacing;
  });

  const publishedByCategory = new Map<CategorySlug, number[]>();
  for (const i of published) {
    const category = CATALOG[plans[i]!.combo.topic].category;
    pushTo(publishedByCategory, category, i);
  }
  const productsByTopic = new Map<TopicKey, GeneratedProduct[]>();
  const productsByCategory = new Map<CategorySlug, GeneratedProduct[]>();
  for (const product of products) {
    const category = CATALOG[product.topic].category;
    pushTo(productsByTopic, product.topic, product);
    pushTo(productsByCategory, category, product);
  }

  // The newest published post whose topic has enough products of its own shows the comparison.
  const comparedPost = published.find((i) => (productsByTopic.get(plans[i]!.combo.topic)?.length ?? 0) >= 3) ?? -1;

  // Pass 2: bodies and dates.
  return plans.map(({ combo, words, title, slug }, i): PostSeed => {
    const category = CATALOG[combo.topic].category;
    // Only products of the post's own kind: a smartwatch box in a smart-TV article misleads (issue
    // 24). index.ts makes enough products that every post's topic has one; the fallbacks are for
    // callers that pass fewer.
    const pool = productsByTopic.get(combo.topic) ?? productsByCategory.get(category) ?? products;
    const embedded = rng.sample(pool, rng.int(1, 3));

    const sameCategory = publishedByCategory.get(category) ?? [];
    const candidates = sameCategory.length > 1 ? sameCategory : published;
    let target = candidates.length > 0 ? rng.pick(candidates) : -1;
    if (target === i) target = candidates.length > 1 ? candidates[(candidates.indexOf(i) + 1) % candidates.length]! : -1;
    const related = target >= 0 ? { title: plans[target]!.baseTitle, href: `/${locale}/${plans[target]!.slug}` } : null;

    const body = postContent({
      vocab,
      words,
      category,
      listKind: LIST_OF[combo.kind],
      models: CATALOG[combo.topic].models,
      embedAsins: embedded.map((p) => p.row.asin),
      related,
      rng,
    });
    // One post of each locale shows a comparison table and a ranked list of its topic's products
    // (the demo of `::products`); every other body is as generated.
    // Compared only with products of the same kind (not sneakers and a suitcase in a backpack table).
    const compared = productsByTopic.get(combo.topic)?.map((p) => p.row.asin) ?? [];
    const content = i === comparedPost && compared.length >= 3 ? withProductLists(body, compared.slice(0, 4), compared.slice(0, 3).reverse()) : body;
    const excerpt = rng.pick(vocab.post.excerpts)(words);

    let createdMs: number;
    let publishAt: string | null = null;
    let publishedAt: string | null = null;
    if (status[i] === 'published') {
      createdMs = publishedMs[i]! - rng.float(30 * MINUTE, 72 * HOUR);
      publishedAt = isoAt(publishedMs[i]!);
    } else if (status[i] === 'scheduled') {
      createdMs = nowMs - rng.float(6 * HOUR, 5 * DAY);
      // Editors schedule on the hour.
      publishAt = isoAt(Math.ceil((nowMs + rng.float(1, 14) * DAY) / HOUR) * HOUR);
    } else {
      createdMs = nowMs - rng.float(HOUR, 30 * DAY);
    }

    return {
      locale,
      slug,
      title,
      excerpt,
      content,
      image_url: embedded[0]?.row.image_url ?? null,
      keyword: vocab.keyword(words),
      status: status[i]!,
      publish_at: publishAt,
      published_at: publishedAt,
      ...searchColumns(title, excerpt, locale, nowMs),
      translation_key: TRANSLATED(combo)
        ? `${combo.topic}-${combo.kind}${combo.qualifier === 'none' ? '' : `-${combo.qualifier}`}`
        : null,
      categorySlug: category,
      createdAt: isoAt(createdMs),
    };
  });
}
