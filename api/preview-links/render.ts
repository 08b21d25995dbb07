/**
 * The page a preview link shows: the post or review rendered as it will look once published.
 *
 * - Self-hosted (`deps.site`): the public page itself, by the publisher's renderer with the row
 *   as its draft (the admin's crawler preview, api/routes/admin/rendering.ts), so layout, styles,
 *   product cards and inline scripts are those of the live page.
 * - Without a local renderer (Netlify: the function has no site bundle; most API tests): a
 *   standalone document of the same Markdown pipeline the editor's live preview uses
 *   (api/routes/admin/preview.ts), title, excerpt and body, sanitized, without the site's chrome;
 *   a post's self-refreshing lists show their current items, as on the public page (issue 27 item 3).
 *
 * Either way the page says `noindex` in a robots meta tag as well as in the response header.
 */
import { contentPaths } from '../../shared/content-paths';
import { loadEmbedContext } from '../../shared/db/queries/admin/preview';
import type { PreviewKind } from '../../shared/db/queries/preview-links';
import { loadRetailerListItems } from '../../shared/db/queries/retailer-lists';
import { applyTitlePlaceholders } from '../../shared/format/title';
import { isLocale, LOCALE_INFO, type Locale } from '../../shared/locales';
import { extractProductAsins } from '../../shared/markdown';
import type { AppDeps } from '../deps';
import { renderDraftMarkdown, withDraftMarkdown } from '../http/draft-markdown';
import { PAGE } from '../publish/renderer/routes';

export const NOINDEX_META = '<meta name="robots" content="noindex, nofollow">';

/** The HTML of `kind` `id` as its public page at `now`, or undefined when there is no such page. */
export async function renderPreviewPage(deps: AppDeps, kind: PreviewKind, id: number, now: Date): Promise<string | undefined> {
  return deps.site ? sitePage(deps, kind, id, now) : standalonePage(deps, kind, id, now);
}

async function sitePage(deps: AppDeps, kind: PreviewKind, id: number, now: Date): Promise<string | undefined> {
  const row = await deps.db.kysely.selectFrom(kind === 'post' ? 'posts' : 'reviews').select(['locale', 'slug']).where('id', '=', id).executeTakeFirst();
  if (!row || !isLocale(row.locale)) return undefined;
  const renderer = await deps.site!.renderer();
  const path = kind === 'post' ? contentPaths.post(row.locale, row.slug) : contentPaths.review(row.locale, row.slug);
  const entry = renderer.entry(kind === 'post' ? PAGE.post : PAGE.review, path);
  const page = await withDraftMarkdown(deps, (markdown) => renderer.render(entry, { now, db: deps.db, draft: { kind, id }, markdown }));
  return page.status === 200 ? withNoindex(page.body) : undefined;
}

/** `html` with its robots meta tag (if any) saying noindex, or one added at the top of <head>. */
export function withNoindex(html: string): string {
  const robots = /<meta\s+name=["']?robots["']?[^>]*>/i;
  if (robots.test(html)) return html.replace(robots, NOINDEX_META);
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${NOINDEX_META}`);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

async function standalonePage(deps: AppDeps, kind: PreviewKind, id: number, now: Date): Promise<string | undefined> {
  const row =
    kind === 'post'
      ? await deps.db.kysely.selectFrom('posts').select(['locale', 'title', 'excerpt', 'content as body']).where('id', '=', id).executeTakeFirst()
      : await deps.db.kysely.selectFrom('reviews').select(['locale', 'title', 'excerpt', 'body']).where('id', '=', id).executeTakeFirst();
  if (!row || !isLocale(row.locale)) return undefined;
  const locale: Locale = row.locale;
  const [embeds, retailerLists] = await Promise.all([
    loadEmbedContext(deps.db, locale, extractProductAsins(row.body), now),
    // Lists are a post's only (a review's save refuses them).
    kind === 'post' ? loadRetailerListItems(deps.db, locale, row.body) : undefined,
  ]);
  const body = await renderDraftMarkdown(deps, row.body, { locale, products: embeds.products, retailerLists, store: embeds.store, now, reviewPath: (p) => embeds.reviewPaths.get(p.id) });
  const title = escapeHtml(applyTitlePlaceholders(row.title, locale, now));
  return [
    '<!doctype html>',
    `<html lang="${LOCALE_INFO[locale].language}">`,
    `<head><meta charset="utf-8">${NOINDEX_META}<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${title}</title></head>`,
    `<body><main><article><h1>${title}</h1>`,
    row.excerpt ? `<p>${escapeHtml(row.excerpt)}</p>` : '',
    body.html,
    '</article></main></body></html>',
  ].join('');
}
