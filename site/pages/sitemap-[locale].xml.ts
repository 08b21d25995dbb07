/** The sitemap of one public locale, with hreflang alternates (lib/seo/sitemap-entries.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Locale } from '../../shared/locales';
import { buildDb } from '../lib/build-db';
import { localeConfigs, publicLocales } from '../lib/locales-at-build';
import { buildNow } from '../lib/pages/build-now';
import { renderUrlset } from '../lib/seo/sitemap';
import { sitemapEntries } from '../lib/seo/sitemap-entries';
import { siteOrigin } from '../lib/pages/origin';

export const getStaticPaths = (async () => (await publicLocales()).map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
  const origin = site ?? siteOrigin();
  const entries = await sitemapEntries(params.locale as Locale, { db: buildDb(), now: buildNow(), site: origin, configs: await localeConfigs() });
  return new Response(renderUrlset(entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
