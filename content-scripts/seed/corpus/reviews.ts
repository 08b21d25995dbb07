/**
 * One editor's review per demo product: Markdown body under headings, a 3.0–5.0 rating in steps
 * of 0.1 near the customers' rating, pros and cons as JSON text arrays, and a short verdict.
 */
import type { NewReview } from '../../../shared/db/schema';
import { CATALOG } from './catalog';
import { DAY, HOUR, isoAt } from './dates';
import type { GeneratedProduct } from './products';
import { rngFor } from './prng';
import { lowerFirst, searchColumns } from './text';
import type { ContentLocale, LocaleVocab } from './vocab';
import { productWords } from './words';

export type ReviewSeed = Omit<NewReview, 'product_id' | 'created_at' | 'updated_at' | 'version' | 'id'> & {
  productSlug: string;
  createdAt: string;
};

export interface ReviewOptions {
  locale: ContentLocale;
  vocab: LocaleVocab;
  products: readonly GeneratedProduct[];
  nowMs: number;
  seed: number;
}

/** Reviews of `products`, in the same order; one or two are left as drafts. */
export function generateReviews({ locale, vocab, products, nowMs, seed }: ReviewOptions): ReviewSeed[] {
  const rng = rngFor(seed, `${locale}:reviews`);
  const v = vocab.review;
  const drafts = new Set<number>();
  const draftCount = products.length > 10 ? rng.int(1, 2) : 0;
  while (drafts.size < draftCount) drafts.add(rng.int(0, products.length - 1));

  return products.map((product, j) => {
    const { row, topic, model } = product;
    const category = CATALOG[topic].category;
    const p = productWords(vocab, topic, row.title, model.brand, model.model);
    const pros = rng.sample([...v.pros[category], ...v.genericPros], rng.int(3, 5));
    const cons = rng.sample([...v.cons[category], ...v.genericCons], rng.int(3, 5));
    const rating = Math.min(5, Math.max(3, Math.round(((row.rating ?? 4.2) + rng.float(-0.6, 0.4)) * 10) / 10));
    const band = rating >= 4.5 ? 'high' : rating >= 3.8 ? 'mid' : 'low';
    const formatted = v.formatRating(rating);
    const verdictSentences = rng.sample(v.verdicts[band], rng.int(1, 2)).map((f) => f(p, formatted));
    const verdict = verdictSentences.join(' ');

    const body = [
      `## ${rng.pick(v.headings.first)}`,
      rng.pick(v.first)(p),
      `## ${rng.pick(v.headings.design)}`,
      rng.pick(v.design)(p),
      `## ${rng.pick(v.headings.performance)}`,
      rng.pick(v.performance)(p, lowerFirst(pros[0]!), lowerFirst(cons[0]!)),
      `## ${rng.pick(v.headings.audience)}`,
      rng.pick(v.audience)(p),
      // The verdict is its own field, shown under its own heading after pros and cons: repeating it
      // at the end of the body showed "Verdict" and its paragraph twice on the page (issue 24).
    ].join('\n\n');

    const title = `${v.titlePrefix}: ${row.title}`;
    const excerpt = rng.pick(v.excerpts)(p);
    // Written after the product page existed, published a day or two later, never in the future.
    const createdMs = Math.min(product.createdMs + rng.float(0.5, 10) * DAY, nowMs - rng.float(3, 6) * HOUR);
    const publishedMs = Math.min(createdMs + rng.float(1, 48) * HOUR, nowMs - HOUR);
    const draft = drafts.has(j);

    return {
      locale,
      slug: row.slug,
      title,
      excerpt,
      body,
      rating,
      pros: JSON.stringify(pros),
      cons: JSON.stringify(cons),
      verdict,
      status: draft ? 'draft' : 'published',
      publish_at: null,
      published_at: draft ? null : isoAt(publishedMs),
      ...searchColumns(title, excerpt, locale, nowMs),
      translation_key: row.translation_key ?? null,
      productSlug: row.slug,
      createdAt: isoAt(createdMs),
    };
  });
}
