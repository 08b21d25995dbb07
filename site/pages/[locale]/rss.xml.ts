/** RSS feed of each active locale: its latest 50 posts (lib/seo/rss.ts). */
import { LIMITS } from '../../../shared/constants';
import type { APIRoute, GetStaticPaths } from 'astro';
import { categoryMap } from '../../../shared/db/queries/categories';
import { listPublishedPosts } from '../../../shared/db/queries/posts';
import { applyTitlePlaceholders } from '../../../shared/format/title';
import { getDictionary } from '../../../shared/i18n';
import { LOCALE_INFO, type Locale } from '../../../shared/locales';
import { buildDb } from '../../lib/build-db';
import { siteNameFor } from '../../lib/layout-data';
import { activeLocales } from '../../lib/locales-at-build';
import { buildNow } from '../../lib/pages/build-now';
import { structuralPaths } from '../../lib/seo/alternates';
import { renderRss } from '../../lib/seo/rss';
import { siteOrigin } from '../../lib/pages/origin';


export const getStaticPaths = (async () => (await activeLocales()).map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
  const locale = params.locale as Locale;
  const origin = site ?? siteOrigin();
  const db = buildDb();
  const now = buildNow();
  const posts = await listPublishedPosts(db, { locale, limit: LIMITS.feedSize, now });
  const [siteName, categories] = await Promise.all([
    siteNameFor(locale),
    categoryMap(db, locale, posts.flatMap((p) => (p.categoryId === null ? [] : [p.categoryId]))),
  ]);
  const d = getDictionary(locale);
  const body = renderRss({
    title: `${siteName} – ${LOCALE_INFO[locale].tagline}`,
    link: new URL(structuralPaths.home(locale), origin).href,
    self: new URL(structuralPaths.rss(locale), origin).href,
    description: d.home.metaDescription,
    language: LOCALE_INFO[locale].language,
    changedAt: posts.reduce<string | null>((newest, p) => (newest === null || p.updatedAt > newest ? p.updatedAt : newest), null),
    items: posts.map((p) => ({
      title: applyTitlePlaceholders(p.title, locale, now),
      link: new URL(`/${locale}/${p.slug}`, origin).href,
      publishedAt: p.publishedAt ?? p.createdAt,
      description: p.excerpt,
      category: p.categoryId === null ? undefined : categories[String(p.categoryId)]?.name,
    })),
  });
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
