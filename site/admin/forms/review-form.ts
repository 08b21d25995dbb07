/** The review editor's values (a product's review: rating, pros, cons, verdict, body). */
import type { Locale } from '../../../shared/locales';
import type { AdminReview } from '../../../shared/schemas/review';
import { datetimeLocalToIso, isoToDatetimeLocal } from '../lib/datetime';
import type { FieldSpec } from '../lib/diff';
import { authorIdsPayload, orNull } from './blank';
import { decimalTextToNumber, numberToDecimalText } from './numbers';
import type { ContentStatus } from './statuses';

export interface ReviewFormValues {
  locale: Locale;
  productId: number;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  /** Editor's rating as typed ('4,5'). */
  rating: string;
  pros: string[];
  cons: string[];
  verdict: string;
  /** "Como testamos" (issue 25 item 5); dates `YYYY-MM-DD`, '' for none. */
  testedText: string;
  testedFrom: string;
  testedTo: string;
  testedPhotos: string[];
  status: ContentStatus;
  publishAt: string;
  translationKey: string;
  /** Per-page SEO (issue 16); empty: the site's defaults. */
  seoTitle: string;
  seoDescription: string;
  noindex: boolean;
  /** Author profile ids in byline order, joined by commas (issue 25 item 4); '' on a new review: its creator's. */
  authorIds: string;
}

export function emptyReview(productId: number, locale: Locale): ReviewFormValues {
  return {
    locale,
    productId,
    title: '',
    slug: '',
    excerpt: '',
    body: '',
    rating: '',
    pros: [''],
    cons: [''],
    verdict: '',
    testedText: '',
    testedFrom: '',
    testedTo: '',
    testedPhotos: [],
    status: 'draft',
    publishAt: '',
    translationKey: '',
    seoTitle: '',
    seoDescription: '',
    noindex: false,
    authorIds: '',
  };
}

export function reviewToForm(r: AdminReview): ReviewFormValues {
  return {
    locale: r.locale,
    productId: r.productId,
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    body: r.body,
    rating: numberToDecimalText(r.rating),
    pros: [...r.pros],
    cons: [...r.cons],
    verdict: r.verdict,
    testedText: r.testedText,
    testedFrom: r.testedFrom ?? '',
    testedTo: r.testedTo ?? '',
    testedPhotos: [...r.testedPhotos],
    status: r.status,
    publishAt: isoToDatetimeLocal(r.publishAt),
    translationKey: r.translationKey ?? '',
    seoTitle: r.seoTitle ?? '',
    seoDescription: r.seoDescription ?? '',
    noindex: r.noindex,
    authorIds: r.authorIds.join(','),
  };
}

/** Blank list rows are an unfinished thought, not content: they are dropped, not rejected. */
const points = (items: string[]) => items.map((s) => s.trim()).filter((s) => s !== '');

export function formToReviewPayload(v: ReviewFormValues, version?: number) {
  const payload = {
    locale: v.locale,
    productId: v.productId,
    slug: v.slug.trim(),
    title: v.title,
    excerpt: v.excerpt,
    body: v.body,
    // A missing rating is sent as undefined so the schema says "rating must be a number".
    rating: decimalTextToNumber(v.rating) ?? undefined,
    pros: points(v.pros),
    cons: points(v.cons),
    verdict: v.verdict,
    testedText: v.testedText,
    testedFrom: orNull(v.testedFrom),
    testedTo: orNull(v.testedTo),
    testedPhotos: v.testedPhotos,
    status: v.status,
    publishAt: datetimeLocalToIso(v.publishAt),
    translationKey: orNull(v.translationKey),
    seoTitle: orNull(v.seoTitle),
    seoDescription: orNull(v.seoDescription),
    noindex: v.noindex,
    ...authorIdsPayload(v.authorIds, version !== undefined),
  };
  return version === undefined ? payload : { ...payload, version };
}

export const REVIEW_DIFF_FIELDS: FieldSpec<ReviewFormValues>[] = [
  { key: 'title', label: 'Título' },
  { key: 'slug', label: 'Slug' },
  { key: 'status', label: 'Status' },
  { key: 'publishAt', label: 'Publicação' },
  { key: 'rating', label: 'Nota do editor' },
  { key: 'pros', label: 'Prós' },
  { key: 'cons', label: 'Contras' },
  { key: 'verdict', label: 'Veredito' },
  { key: 'testedText', label: 'Como testamos' },
  { key: 'testedFrom', label: 'Início do teste' },
  { key: 'testedTo', label: 'Fim do teste' },
  { key: 'testedPhotos', label: 'Fotos do teste' },
  { key: 'excerpt', label: 'Resumo' },
  { key: 'body', label: 'Texto' },
  { key: 'translationKey', label: 'Chave de tradução' },
  { key: 'seoTitle', label: 'Título SEO' },
  { key: 'seoDescription', label: 'Meta descrição' },
  { key: 'noindex', label: 'Não indexar', format: (value) => (value ? 'Sim' : 'Não') },
  { key: 'authorIds', label: 'Autores' },
];
