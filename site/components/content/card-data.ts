/**
 * The data of a post card and of a review card, computed the same way at build time (pages) and
 * in the browser (the home page's load-more island), so a card looks the same wherever it was made.
 * Pure and light: no dictionary, no database.
 */
import { PASTEL_PALETTE } from '../../../shared/constants';
import { contentPaths } from '../../../shared/content-paths';
import { formatLongDate } from '../../../shared/format/date-time';
import { normalizeForSearch } from '../../../shared/format/search-text';
import { applyTitlePlaceholders } from '../../../shared/format/title';
import type { Locale } from '../../../shared/locales';
import type { Category } from '../../../shared/schemas/category';
import type { PostSummary } from '../../../shared/schemas/post';

export interface PostCardData {
  id: number;
  href: string;
  /** `{month}`/`{year}` already filled. */
  title: string;
  excerpt: string;
  imageUrl: string | null;
  category: { name: string; href: string } | null;
  /** ISO time of publication (the card's `<time datetime>`). */
  date: string | null;
  /**
   * '21 de novembro de 2026', or `common.recently` without a date. The page's script turns a dated
   * one into 'há 3 dias' in the browser (./relative-dates.ts), so the built HTML does not change
   * from one day to the next.
   */
  dateText: string;
  /** Index into PASTEL_PALETTE: by id, so a card keeps its colour wherever it shows. */
  color: number;
}

export interface CardContext {
  locale: Locale;
  /** `common.recently` of the locale, for a post without a date. */
  recently: string;
  now: Date;
}

/** Colour of a post card: the id picks one of the ten pastels (SPEC §9). */
export function pastelIndex(id: number): number {
  return ((id % PASTEL_PALETTE.length) + PASTEL_PALETTE.length) % PASTEL_PALETTE.length;
}

/** Card data of a post summary. */
export function postCardData(post: Pick<PostSummary, 'id' | 'slug' | 'title' | 'excerpt' | 'imageUrl' | 'publishedAt' | 'createdAt'>, category: Category | undefined, ctx: CardContext): PostCardData {
  const date = post.publishedAt ?? post.createdAt ?? null;
  return {
    id: post.id,
    href: `/${ctx.locale}/${post.slug}`,
    title: applyTitlePlaceholders(post.title, ctx.locale, ctx.now),
    excerpt: applyTitlePlaceholders(post.excerpt, ctx.locale, ctx.now),
    imageUrl: post.imageUrl,
    category: category ? { name: category.name, href: `/${ctx.locale}/categoria/${category.slug}` } : null,
    date,
    dateText: formatLongDate(date, ctx.locale) || ctx.recently,
    color: pastelIndex(post.id),
  };
}

export interface ReviewCardData {
  id: number;
  href: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  productTitle: string;
  brand: string | null;
  /** Editor's rating 0–5. */
  rating: number;
  category: { name: string; href: string } | null;
  /** Normalized text the `?q=` filter matches against (title, excerpt, product, brand, category). */
  searchText: string;
}

/** Card data of a review with its product. */
export function reviewCardData(
  review: { id: number; slug: string; title: string; excerpt: string; rating: number; product: { title: string; brand: string | null; imageUrl: string | null } },
  category: Category | undefined,
  ctx: Pick<CardContext, 'locale' | 'now'>,
): ReviewCardData {
  const title = applyTitlePlaceholders(review.title, ctx.locale, ctx.now);
  const excerpt = applyTitlePlaceholders(review.excerpt, ctx.locale, ctx.now);
  return {
    id: review.id,
    href: contentPaths.review(ctx.locale, review.slug),
    title,
    excerpt,
    imageUrl: review.product.imageUrl,
    productTitle: review.product.title,
    brand: review.product.brand,
    rating: review.rating,
    category: category ? { name: category.name, href: `/${ctx.locale}/categoria/${category.slug}` } : null,
    searchText: normalizeForSearch([title, excerpt, review.product.title, review.product.brand ?? '', category?.name ?? ''].join(' ')),
  };
}
