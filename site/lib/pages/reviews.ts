/**
 * The reviews list `/L/{word}` (paginated: `/L/{word}/pagina/2`…) and a review `/L/{word}/{slug}`
 * (SPEC §2): product box, editor rating, pros and cons, verdict, buy button; JSON-LD Product with
 * the editor's Review, never the retailer's star rating presented as ours.
 */
import type { Db } from '../../../shared/db/connect';
import { contentSeoOf } from '../../../shared/db/queries/page-seo';
import { getPublishedReviewBySlug } from '../../../shared/db/queries/reviews';
import { reviewCheckerName, testedPhotosOf } from '../../../shared/db/queries/review-testing';
import { formatCalendarDate, formatCalendarRange } from '../../../shared/format/date-time';
import type { TFunction } from '../../../shared/i18n';
import { reviewsPage } from './list-pages';
import { listPagePath, PAGE_SIZE, pageCount } from '../../../shared/pagination';
import { pageNav, pagedDescription, pagedTitle, type PageNav } from './page-nav';
import { LOCALE_INFO, type Locale } from '../../../shared/locales';
import { applyTitlePlaceholders } from '../../../shared/format/title';
import type { Product } from '../../../shared/schemas/product';
import { extractProductAsins } from '../../../shared/markdown';
import { reviewCardData, type ReviewCardData } from '../../components/content/card-data';
import { contentAlternates, structuralAlternates, structuralPaths } from '../seo/alternates';
import { jsonLdImages, organizationJsonLd } from '../seo/head';
import type { PageSeo } from '../seo/types';
import { localeContext } from './context';
import { offerView, type OfferView } from './offer';
import { absolute, siteOrigin } from './origin';
import { contentPaths } from '../../../shared/content-paths';
import { productsForPage } from './products';
import { listedProductReviews, productListsJsonLd } from './product-lists';
import { translationsFor } from './translations';
import { previewId, renderBody } from './preview';
import { authorJsonLd, loadByline, type BylineView } from './authors';
import { loadPriceSignals, priceChartView, type PriceChartView, type PriceSignals } from './price-signals';

export interface ReviewsPageData {
  locale: Locale;
  seo: PageSeo;
  /** This page's reviews, newest first. */
  reviews: ReviewCardData[];
  /** Reviews of the locale in all (every page). */
  total: number;
  nav: PageNav;
}

export async function loadReviewsPage(db: Db, params: { locale: Locale; page?: number }, now: Date): Promise<ReviewsPageData | undefined> {
  const ctx = await localeContext(db, params.locale, now);
  if (!ctx) return undefined;
  const { locale, t } = ctx;
  const page = params.page ?? 1;
  const { total, items: reviews } = await reviewsPage(db, { locale, now }, (page - 1) * PAGE_SIZE.reviews, PAGE_SIZE.reviews);
  const pages = pageCount(total, PAGE_SIZE.reviews);
  if (page > pages) return undefined;
  const listPath = structuralPaths.reviews(locale);
  const path = listPagePath(locale, listPath, page);
  return {
    locale,
    seo: {
      title: pagedTitle(t('reviews.title'), page, (n) => t('pagination.page', undefined, { page: n })),
      description: pagedDescription(t('reviews.metaDescription'), page, (n) => t('pagination.page', undefined, { page: n })),
      path,
      // Page n here and page n of a translation list different reviews: alternates on page 1 only.
      alternates: page === 1 ? structuralAlternates(ctx.configs, structuralPaths.reviews) : undefined,
      breadcrumbs: [
        { name: t('header.home'), path: structuralPaths.home(locale) },
        { name: t('reviews.title'), path: listPath },
      ],
    },
    reviews: reviews.map((r) => reviewCardData(r, r.product.categoryId === null ? undefined : ctx.categories.get(r.product.categoryId), { locale, now })),
    total,
    nav: pageNav(locale, listPath, page, pages),
  };
}

export interface ReviewPageData {
  locale: Locale;
  seo: PageSeo;
  title: string;
  excerpt: string;
  bodyHtml: string;
  rating: number;
  pros: string[];
  cons: string[];
  verdict: string;
  publishedAt: string | null;
  updatedAt: string;
  product: Product;
  category: { name: string; href: string } | null;
  offer: OfferView;
  /** The product's price over the last 90 days, while its price is shown (issue 27). */
  priceChart?: PriceChartView;
  /** A price is shown somewhere on the page (product box or embeds): show the disclaimer. */
  priceShown: boolean;
  siteName: string;
  /** "How we tested" under the verdict (issue 25 item 5); undefined when the review has none. */
  testing?: TestingView;
  /** The "reviewed by" line: the account other than its creator that checked it. */
  reviewedBy?: string;
  /** Its authors in byline order (issue 25 item 4); empty: the site signs it. */
  authors: BylineView[];
}

/** The "how we tested" section as the page shows it. */
export interface TestingView {
  /** The text's paragraphs (blank lines separate them). */
  paragraphs: string[];
  /** '' without a test period, else the localized line ("Período de teste: 3 – 20 de novembro de 2026"). */
  period: string;
  photos: { url: string; alt: string }[];
}

/**
 * The section of a review's "how we tested" fields, or undefined when they are all empty. A period
 * with one end given says "since" or "until" that day.
 */
export function testingView(
  review: { testedText: string; testedFrom: string | null; testedTo: string | null },
  photos: { url: string; alt: string }[],
  locale: Locale,
  t: TFunction,
): TestingView | undefined {
  const paragraphs = review.testedText.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const { testedFrom: from, testedTo: to } = review;
  const period =
    from && to
      ? t('reviews.testPeriod', undefined, { period: formatCalendarRange(from, to, locale) })
      : from
        ? t('reviews.testedSince', undefined, { date: formatCalendarDate(from, locale) })
        : to
          ? t('reviews.testedUntil', undefined, { date: formatCalendarDate(to, locale) })
          : '';
  if (!paragraphs.length && !period && !photos.length) return undefined;
  return { paragraphs, period, photos };
}

/**
 * Google's review snippets read `positiveNotes`/`negativeNotes` as lists of at least two statements:
 * a list is stated when it has two or more entries and left out otherwise, never sent with fewer.
 */
export function reviewNotesJsonLd(pros: readonly string[], cons: readonly string[]): Record<string, unknown> {
  return {
    ...(pros.length >= 2 ? { positiveNotes: itemList(pros) } : {}),
    ...(cons.length >= 2 ? { negativeNotes: itemList(cons) } : {}),
  };
}

export async function loadReviewPage(db: Db, params: { locale: Locale; slug: string }, now: Date): Promise<ReviewPageData | undefined> {
  const ctx = await localeContext(db, params.locale, now);
  if (!ctx) return undefined;
  const { locale, t } = ctx;
  const review = await getPublishedReviewBySlug(db, locale, params.slug, now, previewId('review'));
  if (!review) return undefined;
  const [products, translations, editorSeo, photos, reviewedBy, byline] = await Promise.all([
    productsForPage(db, locale, { ids: [review.productId], asins: extractProductAsins(review.body) }, now),
    translationsFor(db, 'reviews', review.translationKey, now),
    contentSeoOf(db, 'reviews', review.id),
    testedPhotosOf(db, review.testedPhotos, locale),
    reviewCheckerName(db, review.id),
    loadByline(db, 'review', review.id, locale, now),
  ]);
  const testing = testingView(review, photos, locale, t);
  if (!products.byId.has(review.productId)) return undefined;
  const product = review.product;
  // The history of the page's products: the review's and those its body shows (cards and comparisons).
  const shown = [product, ...extractProductAsins(review.body).map((a) => products.byAsin.get(a)).filter((p): p is Product => p !== undefined)];
  const signals = ctx.store.showPrices ? await loadPriceSignals(db, shown, now) : new Map<number, PriceSignals>();
  const title = applyTitlePlaceholders(review.title, locale, now);
  const path = contentPaths.review(locale, review.slug);
  const body = await renderBody(review.body, {
    locale,
    products: products.byAsin,
    store: ctx.store,
    now,
    reviewPath: (p) => (p.id === product.id ? undefined : products.reviewPathById.get(p.id)),
    review: await listedProductReviews(db, locale, review.body, products, now),
    substituteOf: products.substituteOf,
    priceSummary: (p) => signals.get(p.id)?.summary,
  });
  const offer = offerView(product, locale, ctx.store, now, products.substituteOf(product), signals.get(product.id)?.summary);
  const history = signals.get(product.id);
  const priceChart = offer.price && history && product.priceCents !== null ? priceChartView(history.points, { priceCents: product.priceCents, currency: product.currency }, locale, now) : undefined;
  const category = product.categoryId === null ? undefined : ctx.categories.get(product.categoryId);
  const alternates = contentAlternates(ctx.configs, { locale, slug: review.slug }, translations, contentPaths.review);
  // Author and publisher: the site, with its logo; the same node as the WebSite's publisher.
  const organization = organizationJsonLd(locale, ctx.siteName, siteOrigin());
  const excerpt = applyTitlePlaceholders(review.excerpt, locale, now);
  const reviewJsonLd: Record<string, unknown> = {
    '@type': 'Review',
    name: title,
    reviewBody: review.verdict,
    datePublished: review.publishedAt ?? review.createdAt,
    dateModified: review.updatedAt,
    inLanguage: LOCALE_INFO[locale].language,
    url: absolute(path),
    // The editor's rating: the retailer's customer stars are theirs, not ours (SPEC §9).
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 0 },
    // The review's authors as Persons with their pages (issue 25 item 4), else the site.
    author: authorJsonLd(byline.authors, locale, organization),
    publisher: organization,
    ...reviewNotesJsonLd(review.pros, review.cons),
  };
  const productJsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    // The product has no description of its own: the review's summary of it, else the page's.
    description: excerpt || t('seo.postDescription', undefined, { title }),
    // The retailer's id. No GTIN or MPN is known for a product (the model has none), so none is claimed.
    sku: product.asin,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.imageUrl ? { image: jsonLdImages(product.imageUrl, siteOrigin()) } : {}),
    ...(category ? { category: category.name } : {}),
    review: reviewJsonLd,
    ...(offer.price ? { offers: offerJsonLd(product, offer.buyHref, offer.price.asOf, now) } : {}),
  };
  return {
    locale,
    seo: {
      title,
      // The editor's meta description when set (issue 16), else the excerpt, else SPEC §9's pattern.
      description: editorSeo.seoDescription || review.excerpt || t('seo.postDescription', undefined, { title }),
      path,
      alternates,
      image: product.imageUrl,
      seoTitle: editorSeo.seoTitle,
      noindexFollow: editorSeo.noindex,
      type: 'article',
      jsonLd: [productJsonLd, ...productListsJsonLd(body.lists, title)],
      breadcrumbs: [
        { name: t('header.home'), path: structuralPaths.home(locale) },
        { name: t('reviews.title'), path: structuralPaths.reviews(locale) },
        { name: title, path },
      ],
    },
    title,
    excerpt,
    bodyHtml: body.html,
    rating: review.rating,
    pros: review.pros,
    cons: review.cons,
    verdict: review.verdict,
    publishedAt: review.publishedAt,
    updatedAt: review.updatedAt,
    product,
    category: category ? { name: category.name, href: structuralPaths.category(locale, category.slug) } : null,
    offer,
    ...(priceChart ? { priceChart } : {}),
    priceShown: offer.price !== undefined || body.embeds.some((e) => e.priceShown),
    siteName: ctx.siteName,
    ...(testing ? { testing } : {}),
    ...(reviewedBy ? { reviewedBy } : {}),
    authors: byline.view,
  };
}

/**
 * schema.org availability of a retailer offer. Every Offer states one (search engines ask for it):
 * an unknown stock state is `OnlineOnly`, which is true of any retailer listing we link to and
 * claims nothing about stock.
 */
const AVAILABILITY: Record<Product['availability'], string> = {
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  preorder: 'https://schema.org/PreOrder',
  unavailable: 'https://schema.org/Discontinued',
  unknown: 'https://schema.org/OnlineOnly',
};

/**
 * The Offer of a product whose price is current (shown on the page). `priceValidUntil` is a date,
 * read as valid through its end. Only the rest of the day the price was fetched lies wholly inside
 * its 24 h window (DESIGN §8), so that day is stated while it is today; any later date could
 * promise a price the page no longer vouches for, so none is stated then.
 */
export function offerJsonLd(product: Product, buyHref: string, priceAsOf: string, now: Date): Record<string, unknown> {
  const fetchedOn = new Date(priceAsOf).toISOString().slice(0, 10);
  return {
    '@type': 'Offer',
    url: buyHref,
    price: ((product.priceCents ?? 0) / 100).toFixed(2),
    priceCurrency: product.currency,
    availability: AVAILABILITY[product.availability],
    ...(fetchedOn >= now.toISOString().slice(0, 10) ? { priceValidUntil: fetchedOn } : {}),
  };
}

function itemList(items: readonly string[]): Record<string, unknown> {
  return { '@type': 'ItemList', itemListElement: items.map((name, i) => ({ '@type': 'ListItem', position: i + 1, name })) };
}
