/**
 * A post `/L/{slug}` (SPEC §2): title with `{month}`/`{year}` filled, the Markdown body rendered
 * and sanitized with its product embeds, related posts, JSON-LD Article, description 'we reviewed
 * and found deals for {title}', hreflang alternates from `translation_key`.
 */
import type { Db } from '../../../shared/db/connect';
import { getPublishedPostBySlug, listPublishedPosts } from '../../../shared/db/queries/posts';
import { applyTitlePlaceholders } from '../../../shared/format/title';
import { LOCALE_INFO, type Locale } from '../../../shared/locales';
import { extractProductAsins, renderMarkdownDocument } from '../../../shared/markdown';
import { postCardData, type PostCardData } from '../../components/content/card-data';
import { structuralPaths, translationAlternates } from '../seo/alternates';
import type { PageSeo } from '../seo/types';
import { localeContext } from './context';
import { perBuild } from './memo';
import { absolute } from './origin';
import { contentPaths } from '../../../shared/content-paths';
import { productsForPage } from './products';
import { translationsFor } from './translations';
import { previewId } from './preview';

/** How many related posts a post shows. */
export const RELATED_POSTS = 3;

export interface PostPageData {
  locale: Locale;
  seo: PageSeo;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  bodyHtml: string;
  publishedAt: string | null;
  updatedAt: string;
  category: { name: string; href: string } | null;
  related: PostCardData[];
  /** A product embed shows a price: the page shows the retailer's price disclaimer. */
  priceShown: boolean;
  siteName: string;
}

/** The newest posts of a category (or of the locale), one query per category per build. */
function latestInCategory(db: Db, locale: Locale, categoryId: number | null, now: Date) {
  return perBuild(db, now, `latest:${locale}:${categoryId ?? 'all'}`, () =>
    listPublishedPosts(db, { locale, categoryId: categoryId ?? undefined, limit: RELATED_POSTS + 1, now }),
  );
}

export async function loadPostPage(db: Db, params: { locale: Locale; slug: string }, now: Date): Promise<PostPageData | undefined> {
  const ctx = await localeContext(db, params.locale, now);
  if (!ctx) return undefined;
  const { locale, t } = ctx;
  const post = await getPublishedPostBySlug(db, locale, params.slug, now, previewId('post'));
  if (!post) return undefined;
  const [products, latest, translations] = await Promise.all([
    productsForPage(db, locale, { asins: extractProductAsins(post.content) }, now),
    latestInCategory(db, locale, post.categoryId, now),
    translationsFor(db, 'posts', post.translationKey, now),
  ]);
  const title = applyTitlePlaceholders(post.title, locale, now);
  const path = contentPaths.post(locale, post.slug);
  const category = post.categoryId === null ? undefined : ctx.categories.get(post.categoryId);
  const body = await renderMarkdownDocument(post.content, {
    locale,
    products: products.byAsin,
    store: ctx.store,
    now,
    reviewPath: (p) => products.reviewPathById.get(p.id),
  });
  const description = t('seo.postDescription', undefined, { title });
  const home = absolute(structuralPaths.home(locale));
  const organization = { '@type': 'Organization', name: ctx.siteName, url: home };
  const published = post.publishedAt ?? post.createdAt;
  const cardContext = { locale, recently: t('common.recently'), now };
  return {
    locale,
    seo: {
      title,
      description,
      path,
      alternates: post.translationKey ? translationAlternates(ctx.configs, translations, contentPaths.post) : undefined,
      image: post.imageUrl,
      type: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: title,
          description,
          ...(post.imageUrl ? { image: [post.imageUrl] } : {}),
          datePublished: published,
          dateModified: post.updatedAt,
          inLanguage: LOCALE_INFO[locale].language,
          ...(category ? { articleSection: category.name } : {}),
          ...(post.keyword ? { keywords: post.keyword } : {}),
          mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(path) },
          author: organization,
          publisher: organization,
        },
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
    bodyHtml: body.html,
    publishedAt: published,
    updatedAt: post.updatedAt,
    category: category ? { name: category.name, href: structuralPaths.category(locale, category.slug) } : null,
    related: latest
      .filter((p) => p.id !== post.id)
      .slice(0, RELATED_POSTS)
      .map((p) => postCardData(p, p.categoryId === null ? undefined : ctx.categories.get(p.categoryId), cardContext)),
    priceShown: body.embeds.some((e) => e.priceShown),
    siteName: ctx.siteName,
  };
}
