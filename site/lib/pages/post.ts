/**
 * A post `/L/{slug}` (SPEC §2): title with `{month}`/`{year}` filled, the Markdown body rendered
 * and sanitized with its product embeds, related posts, JSON-LD Article, description 'we reviewed
 * and found deals for {title}', hreflang alternates from `translation_key`.
 */
import { LIMITS } from '../../../shared/constants';
import type { Db } from '../../../shared/db/connect';
import { contentSeoOf } from '../../../shared/db/queries/page-seo';
import { getMediaByKey, toMediaItem } from '../../../shared/db/queries/media';
import { parseMediaUrl } from '../../../shared/media/contract';
import { getPublishedPostBySlug, listNeighbourPosts, listPostsByIds } from '../../../shared/db/queries/posts';
import { neighbourIds } from './list-pages';
import { applyTitlePlaceholders } from '../../../shared/format/title';
import { LOCALE_INFO, type Locale } from '../../../shared/locales';
import { extractProductAsins } from '../../../shared/markdown';
import { postCardData, type PostCardData } from '../../components/content/card-data';
import { contentAlternates, structuralPaths } from '../seo/alternates';
import { jsonLdImages, organizationJsonLd } from '../seo/head';
import type { PageSeo } from '../seo/types';
import { localeContext } from './context';
import { absolute, siteOrigin } from './origin';
import { contentPaths } from '../../../shared/content-paths';
import { productsForPage } from './products';
import { loadRetailerListItems } from '../../../shared/db/queries/retailer-lists';
import { loadPriceSignals, type PriceSignals } from './price-signals';
import { listedProductReviews, productListsJsonLd } from './product-lists';
import { translationsFor } from './translations';
import { previewId, renderBody } from './preview';
import { authorJsonLd, loadByline, type BylineView } from './authors';

/** How many related posts a post shows. */
export const RELATED_POSTS = LIMITS.relatedPosts;

export interface PostPageData {
  locale: Locale;
  seo: PageSeo;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  /**
   * The lead image's alt text in the page's locale (the media library's, issue 14); empty when the
   * image has none there, and then decorative: the title above says what the post is about.
   */
  imageAlt: string;
  bodyHtml: string;
  publishedAt: string | null;
  updatedAt: string;
  category: { name: string; href: string } | null;
  related: PostCardData[];
  /** A product embed shows a price: the page shows the retailer's price disclaimer. */
  priceShown: boolean;
  siteName: string;
  /** Its authors in byline order (issue 25 item 4); empty: the site signs it. */
  authors: BylineView[];
}

/**
 * Related posts: the RELATED_POSTS published just before this one in its category (or its locale),
 * nearest first, filled with the ones just after it when it is among the oldest. A stable
 * neighbourhood: a save changes the related cards of at most the few posts around it, never of
 * every post of the category (api/publish/renderer/affected-pages.ts).
 */
export async function relatedPosts(db: Db, post: { id: number; locale: Locale; categoryId: number | null; publishedAt: string | null; createdAt: string }, now: Date) {
  const list = { locale: post.locale, categoryId: post.categoryId ?? undefined, now };
  // A full build reads them from the list's ids (the query cost 0.4 ms a page at 100,000 posts).
  const known = await neighbourIds(db, list, post.id, RELATED_POSTS);
  if (known) return listPostsByIds(db, [...known.older, ...known.newer].slice(0, RELATED_POSTS));
  const key = { publishedAt: post.publishedAt ?? post.createdAt, id: post.id };
  const older = await listNeighbourPosts(db, list, key, 'older', RELATED_POSTS);
  return older.length < RELATED_POSTS ? [...older, ...(await listNeighbourPosts(db, list, key, 'newer', RELATED_POSTS - older.length))] : older;
}

/**
 * The lead image's alt text in `locale`: the media library's (one indexed read), empty for an image
 * of another address or one without a text in that locale (then decorative beside the title).
 */
export async function leadImageAlt(db: Db, imageUrl: string | null, locale: Locale): Promise<string> {
  const key = parseMediaUrl(imageUrl);
  if (!key) return '';
  const row = await getMediaByKey(db, key);
  return (row && toMediaItem(row).alt[locale]) || '';
}

export async function loadPostPage(db: Db, params: { locale: Locale; slug: string }, now: Date): Promise<PostPageData | undefined> {
  const ctx = await localeContext(db, params.locale, now);
  if (!ctx) return undefined;
  const { locale, t } = ctx;
  const post = await getPublishedPostBySlug(db, locale, params.slug, now, previewId('post'));
  if (!post) return undefined;
  const [products, related, translations, editorSeo, imageAlt, retailerLists, byline] = await Promise.all([
    productsForPage(db, locale, { asins: extractProductAsins(post.content) }, now),
    relatedPosts(db, post, now),
    translationsFor(db, 'posts', post.translationKey, now),
    contentSeoOf(db, 'posts', post.id),
    leadImageAlt(db, post.imageUrl, locale),
    // The current items of its self-refreshing lists (issue 27 item 3): two reads, none without a list.
    loadRetailerListItems(db, locale, post.content),
    loadByline(db, 'post', post.id, locale, now),
  ]);
  const title = applyTitlePlaceholders(post.title, locale, now);
  const path = contentPaths.post(locale, post.slug);
  const category = post.categoryId === null ? undefined : ctx.categories.get(post.categoryId);
  // The price history of the products the body shows (comparison rows and cards; issue 27).
  const shown = [...extractProductAsins(post.content).map((a) => products.byAsin.get(a)).filter((p) => p !== undefined), ...[...retailerLists.values()].flat()];
  const signals = ctx.store.showPrices ? await loadPriceSignals(db, shown, now) : new Map<number, PriceSignals>();
  const body = await renderBody(post.content, {
    locale,
    products: products.byAsin,
    retailerLists,
    store: ctx.store,
    now,
    reviewPath: (p) => products.reviewPathById.get(p.id),
    review: await listedProductReviews(db, locale, post.content, products, now),
    substituteOf: products.substituteOf,
    priceSummary: (p) => signals.get(p.id)?.summary,
  });
  // The editor's meta description when set (issue 16), else SPEC §9's pattern.
  const description = editorSeo.seoDescription || t('seo.postDescription', undefined, { title });
  // Publisher: the site, with its logo (search engines ask a publisher for one); author: the
  // post's authors as Persons with their pages, else the site as before authors existed.
  const organization = organizationJsonLd(locale, ctx.siteName, siteOrigin());
  const published = post.publishedAt ?? post.createdAt;
  const cardContext = { locale, recently: t('common.recently'), now };
  return {
    locale,
    seo: {
      title,
      description,
      path,
      alternates: contentAlternates(ctx.configs, { locale, slug: post.slug }, translations, contentPaths.post),
      image: editorSeo.socialImage ?? post.imageUrl,
      seoTitle: editorSeo.seoTitle,
      noindexFollow: editorSeo.noindex,
      type: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: title,
          description,
          ...(post.imageUrl ? { image: jsonLdImages(post.imageUrl, siteOrigin()) } : {}),
          datePublished: published,
          dateModified: post.updatedAt,
          inLanguage: LOCALE_INFO[locale].language,
          ...(category ? { articleSection: category.name } : {}),
          ...(post.keyword ? { keywords: post.keyword } : {}),
          mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(path) },
          author: authorJsonLd(byline.authors, locale, organization),
          publisher: organization,
        },
        ...productListsJsonLd(body.lists, title),
      ],
      breadcrumbs: [
        { name: t('header.home'), path: structuralPaths.home(locale) },
        ...(category ? [{ name: category.name, path: structuralPaths.category(locale, category.slug) }] : []),
        { name: title, path },
      ],
    },
    title,
    excerpt: applyTitlePlaceholders(post.excerpt, locale, now),
    imageUrl: post.imageUrl,
    imageAlt,
    bodyHtml: body.html,
    publishedAt: published,
    updatedAt: post.updatedAt,
    category: category ? { name: category.name, href: structuralPaths.category(locale, category.slug) } : null,
    related: related.map((p) => postCardData(p, p.categoryId === null ? undefined : ctx.categories.get(p.categoryId), cardContext)),
    priceShown: body.embeds.some((e) => e.priceShown),
    siteName: ctx.siteName,
    authors: byline.view,
  };
}
