/**
 * The sitemaps of the active locales (lib/seo/sitemap-entries.ts): `sitemap-{L}.xml` for a
 * locale's structural pages, `sitemap-{L}-posts-{n}.xml` and `sitemap-{L}-reviews-{n}.xml` for its
 * posts and reviews in chunks of ids (at most 10,000 URLs a file), with hreflang alternates.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { buildDb } from '../lib/build-db';
import { localeConfigs } from '../lib/locales-at-build';
import { buildNow } from '../lib/pages/build-now';
import { renderUrlset } from '../lib/seo/sitemap';
import { listSitemapFiles, parseSitemapFileName, sitemapEntries, sitemapFileName } from '../lib/seo/sitemap-entries';
import { siteOrigin } from '../lib/pages/origin';

export const getStaticPaths = (async () =>
  (await listSitemapFiles({ db: buildDb(), now: buildNow(), configs: await localeConfigs() })).map((file) => ({ params: { name: sitemapFileName(file) } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
  const file = parseSitemapFileName(params.name ?? '');
  if (!file) return new Response(null, { status: 404 });
  const origin = site ?? siteOrigin();
  const entries = await sitemapEntries(file, { db: buildDb(), now: buildNow(), site: origin, configs: await localeConfigs() });
  // A chunk with nothing left in it (its last row unpublished) no longer exists, nor does a
  // sitemap of a locale that is not active (its placeholders are not listed).
  if (entries.length === 0) return new Response(null, { status: 404 });
  return new Response(renderUrlset(entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
