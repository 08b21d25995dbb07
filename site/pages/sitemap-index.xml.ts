/** Sitemap index (SPEC §9): one sitemap per public locale (active or coming_soon). */
import type { APIRoute } from 'astro';
import { publicLocales } from '../lib/locales-at-build';
import { renderSitemapIndex } from '../lib/seo/sitemap';
import { siteOrigin } from '../lib/pages/origin';

export const GET: APIRoute = async ({ site }) => {
  const origin = site ?? siteOrigin();
  const locales = await publicLocales();
  const body = renderSitemapIndex(locales.map((l) => ({ loc: new URL(`/sitemap-${l}.xml`, origin).href })));
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
