/**
 * Sitemap index (SPEC §9, issue 13): every sitemap file of the active locales: each locale's
 * structural sitemap and its content chunks (coming-soon placeholders are not listed, issue 17). No lastmod: the index
 * changes only when a chunk appears or disappears, not with every save.
 */
import type { APIRoute } from 'astro';
import { buildDb } from '../lib/build-db';
import { localeConfigs } from '../lib/locales-at-build';
import { buildNow } from '../lib/pages/build-now';
import { renderSitemapIndex } from '../lib/seo/sitemap';
import { listSitemapFiles, sitemapFileName } from '../lib/seo/sitemap-entries';
import { siteOrigin } from '../lib/pages/origin';

export const GET: APIRoute = async ({ site }) => {
  const origin = site ?? siteOrigin();
  const files = await listSitemapFiles({ db: buildDb(), now: buildNow(), configs: await localeConfigs() });
  const body = renderSitemapIndex(files.map((file) => ({ loc: new URL(`/sitemap-${sitemapFileName(file)}.xml`, origin).href })));
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
