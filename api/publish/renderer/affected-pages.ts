/**
 * The pages an accepted content change affects: the row's own page (before and after a rename or a
 * move), the lists, feeds and sitemaps of its locales, the pages of its categories, its
 * translations (hreflang alternates), and for a product its reviews, the bodies embedding it and
 * its marketplace page. A page listed here that no longer exists renders as 404 and is removed.
 *
 * Not listed: the "related posts" cards of other posts of the category, which every post of the
 * category shows. Republishing a thousand posts per edit would break the edit-to-live budget, so
 * the publisher follows incremental renders with a coalesced full build a few minutes later
 * (docs/decisions.md).
 */
import type { Db } from '../../../shared/db/connect';
import { bodiesEmbedding, categorySlugs, productPages, rowsWithTranslationKeys } from '../../../shared/db/queries/affected-pages';
import { contentPaths } from '../../../shared/content-paths';
import { isLocale } from '../../../shared/locales';
import type { ContentChange } from '../publisher';
import { PAGE } from './routes';
import type { PageEntry, SiteRenderer } from './site-renderer';

/** Entities whose change shows on every page (site name, categories, locale switches): full build. */
export const SITE_WIDE = new Set<ContentChange['entity']>(['category', 'setting', 'locale-config']);


/** The pages `change` affects, each once. Call only for entities not in SITE_WIDE. */
export async function affectedPages(renderer: SiteRenderer, db: Db, change: ContentChange, now: Date): Promise<PageEntry[]> {
  const locales = change.locales.filter(isLocale);
  const slugs = [change.slugBefore, change.slugAfter].filter((s): s is string => Boolean(s));
  const pages: PageEntry[] = [];
  const add = (component: string, path: string) => pages.push(renderer.entry(component, path));

  // Lists, feeds and sitemaps of the locales: every page of these routes that belongs to them.
  const listRoutes: string[] = [PAGE.home, PAGE.rss, PAGE.sitemap, PAGE.categories];
  if (change.entity !== 'post') listRoutes.push(PAGE.reviews, PAGE.launches, PAGE.launchDay);
  if (!change.categoryIds) listRoutes.push(PAGE.category);
  const inLocales = (p: PageEntry) => locales.some((l) => p.path === `/${l}` || p.path.startsWith(`/${l}/`) || p.path === `/sitemap-${l}.xml`);
  pages.push(...(await renderer.listRoutePages(listRoutes, { now, db })).filter(inLocales));
  for (const slug of await categorySlugs(db, change.categoryIds ?? [])) for (const l of locales) add(PAGE.category, `/${l}/categoria/${slug}`);

  if (change.entity === 'post') {
    for (const l of locales) for (const slug of slugs) add(PAGE.post, contentPaths.post(l, slug));
    for (const t of await rowsWithTranslationKeys(db, 'posts', change.translationKeys ?? [])) if (isLocale(t.locale)) add(PAGE.post, contentPaths.post(t.locale, t.slug));
  } else if (change.entity === 'review') {
    for (const l of locales) for (const slug of slugs) add(PAGE.review, contentPaths.review(l, slug));
    for (const t of await rowsWithTranslationKeys(db, 'reviews', change.translationKeys ?? [])) if (isLocale(t.locale)) add(PAGE.review, contentPaths.review(t.locale, t.slug));
    add(PAGE.testProducts, '/test-products');
  } else if (change.entity === 'product') {
    const product = await productPages(db, Number(change.id));
    if (product && isLocale(product.locale)) {
      for (const slug of product.reviewSlugs) add(PAGE.review, contentPaths.review(product.locale, slug));
      const embedding = await bodiesEmbedding(db, product.locale, product.asin);
      for (const slug of embedding.posts) add(PAGE.post, contentPaths.post(product.locale, slug));
      for (const slug of embedding.reviews) add(PAGE.review, contentPaths.review(product.locale, slug));
    }
    if (locales.includes('br')) for (const slug of slugs) add(PAGE.marketplace, contentPaths.marketplace(slug));
    add(PAGE.testProducts, '/test-products');
  }

  const seen = new Set<string>();
  return pages.filter((p) => (seen.has(p.path) ? false : (seen.add(p.path), true)));
}
