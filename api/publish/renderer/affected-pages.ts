/**
 * The pages an accepted content change affects, and only those (issue 13: a save costs what it
 * changes, never what the site holds). Every list is paginated and ordered newest first, so where
 * a row sits is a count of the rows before it (an indexed COUNT), read for its place before and
 * after the change:
 * - same place (a title edit): the one page of each list that shows it;
 * - a new place (published, unpublished, deleted, re-dated or moved to another category): that
 *   list's pages from the earlier of the two places to its end, since every item after it shifts;
 * - home, feed and /test when the row is among the items they show, before or after;
 * - the row's own page (old and new slug), its translations when its slug, key or visibility
 *   changed, and the related cards of the few posts around it (site/lib/pages/post.ts);
 * - for products: their reviews' pages and places, the bodies embedding them, the pages of the
 *   unbuyable products offering them as substitute (their boxes name them), launch and
 *   marketplace pages;
 * - for a self-refreshing list whose items changed: the pages of the posts showing it, nothing
 *   else (no list, feed or sitemap shows a list's items).
 * - the author pages that list a post or review, like its category pages (issue 25 item 4); for an
 *   author profile change, the author's pages in every locale and, when the name, slug or photo
 *   changed, the pages of the author's items (their bylines), read in batches by the author's index.
 * A page listed here that no longer exists renders as 404 and is removed.
 */
import type { Db } from '../../../shared/db/connect';
import { itemAuthorIds, itemsOfAuthor } from '../../../shared/db/queries/authors';
import { authorSlugs, categorySlugs, currentPlacement, productPages, productPlacement, productsOffering, reviewPlacement, rowsWithTranslationKeys } from '../../../shared/db/queries/affected-pages';
import { bodiesEmbedding } from '../../../shared/db/queries/product-embeds';
import { postsShowingList } from '../../../shared/db/queries/retailer-lists';
import { countPostsNewerThan, countPublishedPosts, listNeighbourPosts, type ListKey } from '../../../shared/db/queries/posts';
import { countPublishedReviews, countReviewsNewerThan } from '../../../shared/db/queries/reviews';
import { countLaunches } from '../../../shared/db/queries/products';
import { contentPaths } from '../../../shared/content-paths';
import { LIMITS } from '../../../shared/constants';
import { isLocale, LOCALE_INFO, type Locale } from '../../../shared/locales';
import { listPagePath, PAGE_SIZE, pageCount, pageOf, postsAndReviewsPageCount } from '../../../shared/pagination';
import { sitemapChunkOf, type SitemapKind } from '../../../shared/db/queries/sitemap';
import type { ContentChange, Placement } from '../publisher';
import { PAGE } from './routes';
import type { PageEntry, SiteRenderer } from './site-renderer';

/** Entities whose change shows on every page (site name, categories, locale switches): full build. */
export const SITE_WIDE = new Set<ContentChange['entity']>(['category', 'setting', 'locale-config']);

/** Posts the home shows: the hero and the first grid. */
const HOME_POSTS = 1 + LIMITS.homeGridInitial;
/** Reviews and posts `/test` shows. */
const TEST_ITEMS = 3;

/** A row's place in the public lists at `now`: undefined when the public does not see it. */
interface Place {
  key: ListKey;
  categoryId: number | null;
  /** The editor's noindex switch (issue 16): listed on the site, but not in the feed or sitemaps. */
  noindex: boolean;
}

function placeOf(id: number, placement: Placement | null | undefined, now: Date): Place | undefined {
  if (!placement || placement.status !== 'published' || !placement.publishedAt || placement.publishedAt > now.toISOString()) return undefined;
  return { key: { publishedAt: placement.publishedAt, id }, categoryId: placement.categoryId ?? null, noindex: Boolean(placement.noindex) };
}

const samePlace = (a: Place | undefined, b: Place | undefined) =>
  a?.key.publishedAt === b?.key.publishedAt && a?.categoryId === b?.categoryId && Boolean(a) === Boolean(b);

/**
 * Page numbers of one list to republish: `positions` are the row's 0-based places in it before and
 * after (undefined: not in the list then); `total` is the list's length now.
 */
export function listPagesToRender(positions: (number | undefined)[], moved: boolean, total: number, size: number): number[] {
  const places = positions.filter((p): p is number => p !== undefined);
  if (!places.length) return [];
  const first = pageOf(Math.min(...places), size);
  // A row that came or went shifts every item after it; one more page in case the last emptied.
  const last = moved ? pageCount(total + 1, size) : first;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The pages `change` affects, each once. Call only for entities not in SITE_WIDE. */
export async function affectedPages(renderer: SiteRenderer, db: Db, given: ContentChange, now: Date): Promise<PageEntry[]> {
  const change = await withPlacement(db, given);
  const locales = change.locales.filter(isLocale);
  const slugs = [change.slugAfter, change.slugBefore].filter((s): s is string => Boolean(s));
  const pages: PageEntry[] = [];
  const add = (component: string, path: string) => pages.push(renderer.entry(component, path));
  const id = Number(change.id);
  if (change.entity === 'retailer-list') {
    for (const post of await postsShowingList(db, id)) if (isLocale(post.locale)) add(PAGE.post, contentPaths.post(post.locale, post.slug));
    return pages;
  }
  // The row's own page first: ./incremental.ts writes each page once rendered (see the sort below).
  if (change.entity === 'post') {
    for (const l of locales) for (const slug of slugs) add(PAGE.post, contentPaths.post(l, slug));
    for (const l of locales) await postListPages(db, l, id, change, now, add);
    if (translationsChanged(change)) {
      for (const t of await rowsWithTranslationKeys(db, 'posts', change.translationKeys ?? [])) if (isLocale(t.locale)) addTranslation(add, PAGE.post, contentPaths.post(t.locale, t.slug), sitemapPath(t.locale, 'posts', t.id));
    }
  } else if (change.entity === 'review') {
    for (const l of locales) for (const slug of slugs) add(PAGE.review, contentPaths.review(l, slug));
    for (const l of locales) await reviewListPages(db, l, id, change.placement?.before, change.placement?.after, now, add);
    if (translationsChanged(change)) {
      for (const t of await rowsWithTranslationKeys(db, 'reviews', change.translationKeys ?? [])) if (isLocale(t.locale)) addTranslation(add, PAGE.review, contentPaths.review(t.locale, t.slug), sitemapPath(t.locale, 'reviews', t.id));
    }
    const productId = change.placement?.after?.productId ?? change.placement?.before?.productId;
    const product = productId === undefined ? undefined : await productPages(db, productId);
    if (product && isLocale(product.locale)) await launchPages(db, product.locale, productId!, [product.launchDate, product.launchDate], add);
    add(PAGE.testProducts, '/test-products');
  } else if (change.entity === 'author') {
    await authorPages(db, id, change, now, add);
  } else if (change.entity === 'product') {
    const product = await productPages(db, id);
    if (product && isLocale(product.locale)) {
      const locale = product.locale;
      for (const slug of product.reviewSlugs) add(PAGE.review, contentPaths.review(locale, slug));
      // Review cards show the product: the list pages that held its reviews before the change and
      // those that hold them now. A product set to draft takes its reviews out of every list, so
      // the pages that showed them must go too (they named the product); one published brings
      // them in; one moved to another category moves them between category pages.
      const sides = productSides(change);
      for (const review of await reviewPlacement(db, id)) {
        const place = { status: review.status, publishedAt: review.publishedAt, productId: id };
        await reviewListPages(db, locale, review.id, place, place, now, add, sides);
      }
      // The boxes of products that cannot be bought name this one as their substitute (issue 15 item 4).
      const offering = await productsOffering(db, locale, id);
      for (const o of offering) for (const slug of o.reviewSlugs) add(PAGE.review, contentPaths.review(locale, slug));
      // The bodies embedding it or one of those: one read for all of them.
      const embedding = await bodiesEmbedding(db, locale, [product.asin, ...offering.map((o) => o.asin)]);
      for (const slug of embedding.posts) add(PAGE.post, contentPaths.post(locale, slug));
      for (const slug of embedding.reviews) add(PAGE.review, contentPaths.review(locale, slug));
    }
    const cameOrWent = change.placement?.before?.status !== change.placement?.after?.status;
    for (const l of locales) await launchPages(db, l, id, [change.placement?.before?.launchDate, change.placement?.after?.launchDate], add, cameOrWent);
    if (locales.includes('br')) for (const slug of slugs) add(PAGE.marketplace, contentPaths.marketplace(slug));
    add(PAGE.testProducts, '/test-products');
    add(PAGE.test, '/test');
  }

  // Sitemaps: the row's chunk (its URL and lastmod), the locale's structural one (the lists'
  // lastmod), and the index when the row came or went (a chunk may appear or empty).
  const kind = change.entity === 'post' ? 'posts' : change.entity === 'review' ? 'reviews' : undefined;
  // An author page came, went or was renamed: the structural sitemaps list author pages.
  const authorListed = change.entity !== 'author' || change.slugBefore !== change.slugAfter;
  for (const l of locales) {
    if (authorListed) add(PAGE.sitemap, `/sitemap-${l}.xml`);
    if (kind) add(PAGE.sitemap, sitemapPath(l, kind, id));
  }
  if (kind && (visibilityChanged(change, now) || indexingChanged(change, now))) add(PAGE.sitemapIndex, '/sitemap-index.xml');

  const seen = new Set<string>();
  const once = pages.filter((p) => (seen.has(p.path) ? false : (seen.add(p.path), true)));
  // Stable sort into the order a reader needs them: the row's own page (added first), other
  // content pages (cheap), then lists (the heavier pages), sitemaps last.
  const rank = (p: PageEntry, i: number) => (i === 0 ? 0 : CONTENT_PAGES.has(p.component) ? 1 : p.component === PAGE.sitemap || p.component === PAGE.sitemapIndex ? 3 : 2);
  return once.map((p, i) => ({ p, r: rank(p, i) })).sort((a, b) => a.r - b.r).map(({ p }) => p);
}

const CONTENT_PAGES: ReadonlySet<string> = new Set([PAGE.post, PAGE.review, PAGE.marketplace]);

/** A post or review change that did not say where the row sat: it stayed where it is now. */
async function withPlacement(db: Db, change: ContentChange): Promise<ContentChange> {
  if (change.placement || (change.entity !== 'post' && change.entity !== 'review')) return change;
  const now = await currentPlacement(db, change.entity === 'post' ? 'posts' : 'reviews', Number(change.id));
  const placed = now && { ...now, authorIds: await itemAuthorIds(db.kysely, change.entity, Number(change.id)) };
  return { ...change, placement: { before: placed ?? null, after: placed ?? null } };
}

/** Items a batch of an author's byline pages reads at a time. */
const BYLINE_BATCH = 500;

/**
 * An author profile changed: every page of its author page in each locale (under the old and the
 * new slug: the old ones are removed), and, when its byline changed, the page of each of its posts
 * and reviews. The cost is the author's own pages and items, never the site's.
 */
async function authorPages(db: Db, authorId: number, change: ContentChange, now: Date, add: Add): Promise<void> {
  const slugs = [...new Set([change.slugBefore, change.slugAfter].filter((s): s is string => Boolean(s)))];
  for (const locale of change.locales.filter(isLocale)) {
    const list = { locale, authorId, now };
    const pages = postsAndReviewsPageCount(await countPublishedPosts(db, list), await countPublishedReviews(db, list));
    for (const slug of slugs) {
      for (let page = 1; page <= pages; page++) add(page === 1 ? PAGE.author : PAGE.authorPaged, listPagePath(locale, contentPaths.author(locale, slug), page));
    }
  }
  if (!change.bylineChanged) return;
  for (const kind of ['post', 'review'] as const) {
    for (let after = 0; ;) {
      const items = await itemsOfAuthor(db, authorId, kind, after, BYLINE_BATCH);
      for (const item of items) if (isLocale(item.locale)) add(kind === 'post' ? PAGE.post : PAGE.review, contentPaths[kind](item.locale, item.slug));
      if (items.length < BYLINE_BATCH) break;
      after = items[items.length - 1]!.id;
    }
  }
}

/**
 * The author pages listing a post or review before or after a change: each from the row's place
 * there to the end when it came, went or changed authors, else the one page showing it.
 */
async function authorListPages(
  db: Db,
  kind: 'post' | 'review',
  locale: Locale,
  places: { place: Place | undefined; authorIds: readonly number[] }[],
  moved: boolean,
  now: Date,
  add: Add,
): Promise<void> {
  const ids = [...new Set(places.flatMap((p) => (p.place ? p.authorIds : [])))];
  const size = kind === 'post' ? PAGE_SIZE.categoryPosts : PAGE_SIZE.categoryReviews;
  for (const author of await authorSlugs(db, ids)) {
    const list = { locale, authorId: author.id, now };
    const sides = places.map((p) => (p.place && p.authorIds.includes(author.id) ? p.place : undefined));
    const count = kind === 'post' ? countPostsNewerThan : countReviewsNewerThan;
    const positions = await Promise.all(sides.map((p) => (p ? count(db, list, p.key) : undefined)));
    const total = await (kind === 'post' ? countPublishedPosts : countPublishedReviews)(db, list);
    const came = moved || Boolean(sides[0]) !== Boolean(sides[1]);
    for (const page of listPagesToRender(positions, came, total, size)) {
      add(page === 1 ? PAGE.author : PAGE.authorPaged, listPagePath(locale, contentPaths.author(locale, author.slug), page));
    }
  }
}

/** Its slug, translation key, visibility or noindex switch changed: its translations' alternates change. */
function translationsChanged(change: ContentChange): boolean {
  const { before, after } = change.placement ?? {};
  return !before || !after || before.slug !== after.slug || before.translationKey !== after.translationKey || before.status !== after.status || Boolean(before.noindex) !== Boolean(after.noindex);
}

type Add = (component: string, path: string) => void;

/** A translation's page and its sitemap chunk, both of which list the changed row as an alternate. */
function addTranslation(add: Add, component: string, path: string, sitemap: string): void {
  add(component, path);
  add(PAGE.sitemap, sitemap);
}

/** The sitemap chunk listing row `id` (shared/db/queries/sitemap.ts). */
function sitemapPath(locale: Locale, kind: SitemapKind, id: number): string {
  return `/sitemap-${locale}-${kind}-${sitemapChunkOf(id)}.xml`;
}

/**
 * A public row's noindex switch flipped (issue 16): it came into or left its sitemap chunk, which
 * may appear or empty (the index lists chunks).
 */
function indexingChanged(change: ContentChange, now: Date): boolean {
  const id = Number(change.id);
  const before = placeOf(id, change.placement?.before, now);
  const after = placeOf(id, change.placement?.after, now);
  return Boolean(before && after) && before!.noindex !== after!.noindex;
}

/** The row became public or stopped being public. */
function visibilityChanged(change: ContentChange, now: Date): boolean {
  const id = Number(change.id);
  return Boolean(placeOf(id, change.placement?.before, now)) !== Boolean(placeOf(id, change.placement?.after, now));
}

async function postListPages(db: Db, locale: Locale, id: number, change: ContentChange, now: Date, add: Add): Promise<void> {
  const before = placeOf(id, change.placement?.before, now);
  const after = placeOf(id, change.placement?.after, now);
  if (!before && !after) return;
  const moved = !samePlace(before, after);
  const places = [before, after];

  // Locale-wide lists: home (its first posts and the count behind "load more"), feed, /test.
  const shown = Math.max(HOME_POSTS, TEST_ITEMS);
  const inLocale = await Promise.all(places.map((p) => (p ? countPostsNewerThan(db, { locale, now }, p.key, shown) : undefined)));
  const near = (limit: number) => inLocale.some((p) => p !== undefined && p < limit);
  if (moved || near(HOME_POSTS)) add(PAGE.home, `/${locale}`);
  // The feed lists indexable posts only: the row is in it on a side where it was indexable and
  // fewer than feedSize indexable posts are newer (noindex ones do not take a place).
  const inFeed = await Promise.all(places.map((p) => (p && !p.noindex ? countPostsNewerThan(db, { locale, now, indexableOnly: true }, p.key, LIMITS.feedSize) : undefined)));
  if (inFeed.some((p) => p !== undefined && p < LIMITS.feedSize)) add(PAGE.rss, `/${locale}/rss.xml`);
  if (near(TEST_ITEMS)) add(PAGE.test, '/test');
  // Category counts of /L/categorias.
  if (moved) add(PAGE.categories, `/${locale}/categorias`);

  // A change that does not say who wrote the post: its authors as they are now.
  const authorsOf = async (p: Placement | null | undefined) => p?.authorIds ?? (await itemAuthorIds(db.kysely, 'post', id));
  await authorListPages(db, 'post', locale, [
    { place: before, authorIds: await authorsOf(change.placement?.before) },
    { place: after, authorIds: await authorsOf(change.placement?.after) },
  ], moved, now, add);

  // Category pages, and the related cards of the posts around it in each category it was or is in.
  const categories = [...new Set(places.map((p) => p?.categoryId ?? null))];
  const slugs = new Map((await categorySlugs(db, categories.filter((c): c is number => c !== null))).map((c) => [c.id, c.slug]));
  for (const categoryId of categories) {
    const list = { locale, categoryId: categoryId ?? undefined, now };
    const here = places.map((p) => (p && (p.categoryId ?? null) === categoryId ? p : undefined));
    const positions = await Promise.all(here.map((p) => (p ? countPostsNewerThan(db, list, p.key) : undefined)));
    const slug = categoryId === null ? undefined : slugs.get(categoryId);
    if (slug) {
      const total = await countPublishedPosts(db, list);
      for (const page of listPagesToRender(positions, moved, total, PAGE_SIZE.categoryPosts)) {
        add(page === 1 ? PAGE.category : PAGE.categoryPaged, listPagePath(locale, `/${locale}/categoria/${slug}`, page));
      }
    }
    for (const place of here) {
      if (!place) continue;
      for (const direction of ['newer', 'older'] as const) {
        for (const neighbour of await listNeighbourPosts(db, list, place.key, direction, LIMITS.relatedPosts)) if (neighbour.id !== id) add(PAGE.post, contentPaths.post(locale, neighbour.slug));
      }
    }
  }
}

/** Whether a review's product let it be listed, and where (a review's category is its product's). */
interface ProductSide {
  visible: boolean;
  categoryId: number | null;
}

/** A product change's sides as its reviews see them; undefined when the change did not say. */
function productSides(change: ContentChange): { before: ProductSide; after: ProductSide } | undefined {
  if (!change.placement) return undefined;
  const side = (p: Placement | null | undefined): ProductSide => ({ visible: p?.status === 'published', categoryId: p?.categoryId ?? null });
  return { before: side(change.placement.before), after: side(change.placement.after) };
}

/**
 * The review list and category pages that show review `id` before or after a change. `sides`: its
 * product before and after (a product change); without it, the product as it is now on both sides.
 */
async function reviewListPages(
  db: Db,
  locale: Locale,
  id: number,
  beforePlacement: Placement | null | undefined,
  afterPlacement: Placement | null | undefined,
  now: Date,
  add: Add,
  sides?: { before: ProductSide; after: ProductSide },
): Promise<void> {
  if (!sides) {
    const productId = afterPlacement?.productId ?? beforePlacement?.productId;
    const product = productId === undefined ? undefined : await productPlacement(db, productId);
    const current = { visible: product?.status === 'published', categoryId: product?.categoryId ?? null };
    sides = { before: current, after: current };
  }
  const withCategory = (p: Placement | null | undefined, side: ProductSide) => (side.visible && p ? { ...p, categoryId: side.categoryId } : null);
  const before = placeOf(id, withCategory(beforePlacement, sides.before), now);
  const after = placeOf(id, withCategory(afterPlacement, sides.after), now);
  if (!before && !after) return;
  const moved = !samePlace(before, after);
  const places = [before, after];

  const word = LOCALE_INFO[locale].reviewWord;
  const inLocale = await Promise.all(places.map((p) => (p ? countReviewsNewerThan(db, { locale, now }, p.key) : undefined)));
  const total = await countPublishedReviews(db, { locale, now });
  for (const page of listPagesToRender(inLocale, moved, total, PAGE_SIZE.reviews)) add(page === 1 ? PAGE.reviews : PAGE.reviewsPaged, listPagePath(locale, `/${locale}/${word}`, page));
  if (inLocale.some((p) => p !== undefined && p < TEST_ITEMS)) add(PAGE.test, '/test');
  if (moved) add(PAGE.categories, `/${locale}/categorias`);

  // A product change does not say who wrote its reviews: they are as they are now.
  const authorsOf = async (p: Placement | null | undefined) => p?.authorIds ?? (await itemAuthorIds(db.kysely, 'review', id));
  await authorListPages(db, 'review', locale, [
    { place: before, authorIds: await authorsOf(beforePlacement) },
    { place: after, authorIds: await authorsOf(afterPlacement) },
  ], moved, now, add);

  // The category pages it was or is on: each from its place there (to the end when it came or went).
  const categoryIds = [...new Set(places.map((p) => p?.categoryId ?? null))].filter((c): c is number => c !== null);
  for (const category of await categorySlugs(db, categoryIds)) {
    const list = { locale, categoryId: category.id, now };
    const positions = await Promise.all(places.map((p) => (p && p.categoryId === category.id ? countReviewsNewerThan(db, list, p.key) : undefined)));
    const inCategory = await countPublishedReviews(db, list);
    for (const page of listPagesToRender(positions, moved, inCategory, PAGE_SIZE.categoryReviews)) {
      add(page === 1 ? PAGE.category : PAGE.categoryPaged, listPagePath(locale, `/${locale}/categoria/${category.slug}`, page));
    }
  }
}

/**
 * The launch overview pages and day pages that show a product launching on `dates` (before and
 * after): the page of its place when it stays, from its first place to the end when it moved.
 */
async function launchPages(db: Db, locale: Locale, id: number, dates: (string | null | undefined)[], add: Add, cameOrWent = false): Promise<void> {
  if (!LOCALE_INFO[locale].launchPage) return;
  const days = dates.map((d) => d || undefined);
  if (!days.some(Boolean)) return;
  const positions = await Promise.all(days.map((day) => (day ? countLaunches(db, locale, { launchDate: day, id }) : undefined)));
  const moved = cameOrWent || days[0] !== days[1];
  for (const page of listPagesToRender(positions, moved, await countLaunches(db, locale), PAGE_SIZE.launches)) {
    add(page === 1 ? PAGE.launches : PAGE.launchesPaged, listPagePath(locale, `/${locale}/lancamento`, page));
  }
  if (LOCALE_INFO[locale].launchByDate) for (const day of new Set(days)) if (day) add(PAGE.launchDay, contentPaths.launchDay(locale, day));
}
