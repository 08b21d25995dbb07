/** RSS feed of each active locale: its latest 50 indexable posts (lib/seo/feed.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Locale } from '../../../shared/locales';
import { buildDb } from '../../lib/build-db';
import { siteNameFor } from '../../lib/layout-data';
import { activeLocales } from '../../lib/locales-at-build';
import { buildNow } from '../../lib/pages/build-now';
import { siteOrigin } from '../../lib/pages/origin';
import { localeFeed } from '../../lib/seo/feed';

export const getStaticPaths = (async () => (await activeLocales()).map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
  const locale = params.locale as Locale;
  const body = await localeFeed(buildDb(), { locale, now: buildNow(), origin: site ?? siteOrigin(), siteName: await siteNameFor(locale) });
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
