/**
 * The public read API of SPEC §7. Read-only, cacheable, and only ever shows published content.
 * Handlers stay thin: validation by zod, data by shared/db/queries.
 */
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { z } from 'zod';
import { FALLBACK_LOCALE } from '../../shared/locales';
import { categoryMap, getCategoryById, getCategoryBySlug, popularCategories } from '../../shared/db/queries/categories';
import { getLocaleConfig, listActiveLocaleConfigs, listLocaleConfigs } from '../../shared/db/queries/locale-configs';
import { countPublishedPosts, getPublishedPostBySlug, listPublishedPosts } from '../../shared/db/queries/posts';
import { searchPosts, searchReviews } from '../../shared/db/queries/search';
import { getSiteName } from '../../shared/db/queries/settings';
import { contentPaths } from '../../shared/content-paths';
import { applyTitlePlaceholders } from '../../shared/format/title';
import { idSchema, localeSchema, slugSchema } from '../../shared/schemas/common';
import type { AppDeps } from '../deps';
import { publicCache } from '../http/cache';
import { methodNotAllowed, notFound, validationHook } from '../http/errors';

export const optionalLocale = z.object({ locale: localeSchema.default(FALLBACK_LOCALE) });
export const paging = (defaultLimit: number, maxLimit: number) => ({
  limit: z.coerce.number({ error: `limit must be an integer from 1 to ${maxLimit}` }).int(`limit must be an integer from 1 to ${maxLimit}`)
    .min(1, `limit must be an integer from 1 to ${maxLimit}`).max(maxLimit, `limit must be an integer from 1 to ${maxLimit}`).default(defaultLimit),
  offset: z.coerce.number({ error: 'offset must be a non-negative integer' }).int('offset must be a non-negative integer')
    .min(0, 'offset must be a non-negative integer').max(1_000_000, 'offset is too large').default(0),
});
export const searchQuery = z.string().max(50, 'q is too long: at most 50 characters (SPEC §5)').optional();
/** Full-text search: a query of 1–50 characters, at most 48 results (header: 10; review list: a page's worth). */
export const fullTextQuery = z.object({
  q: z.string({ error: 'q is required' }).min(1, 'q is required').max(50, 'q is too long: at most 50 characters (SPEC §5)'),
  limit: z.coerce.number({ error: 'limit must be an integer from 1 to 48' }).int('limit must be an integer from 1 to 48').min(1, 'limit must be an integer from 1 to 48').max(48, 'limit must be an integer from 1 to 48').default(10),
});

/** Every public path and the one method it answers (HEAD comes with GET). */
export const PUBLIC_ROUTES = [
  '/settings/site_name',
  '/locale-configs/all-locales',
  '/locale-configs/active-locales',
  '/locale-configs/:locale',
  '/home-data',
  '/posts/by-locale/:locale',
  '/posts/by-slug/:slug',
  '/categories/popular',
  '/categories/by-slug/:slug',
  '/categories/:id',
  '/search/posts/:locale',
  '/search/reviews/:locale',
] as const;

/** The public routes, to be mounted under `/api`. */
export function publicRoutes({ db, now }: AppDeps) {
  const app = new Hono();
  // Only the public reads are cacheable and revalidated by ETag. This sub-app is mounted at the API
  // root, so a bare `use` would also reach contact, clicks and the admin, whose answers are personal.
  app.on('GET', [...PUBLIC_ROUTES], etag(), publicCache());

  app.get('/settings/site_name', async (c) => c.json({ key: 'site_name', value: await getSiteName(db) }));

  app.get('/locale-configs/all-locales', async (c) => c.json(await listLocaleConfigs(db)));
  app.get('/locale-configs/active-locales', async (c) => c.json(await listActiveLocaleConfigs(db)));
  app.get('/locale-configs/:locale', zValidator('param', z.object({ locale: localeSchema }), validationHook), async (c) => {
    const { locale } = c.req.valid('param');
    const config = await getLocaleConfig(db, locale);
    if (!config) throw notFound(`Locale '${locale}' is not configured`);
    return c.json(config);
  });

  app.get(
    '/home-data',
    zValidator('query', optionalLocale.extend(paging(50, 200)), validationHook),
    async (c) => {
      const { locale, limit, offset } = c.req.valid('query');
      const at = now();
      const [posts, total] = await Promise.all([
        listPublishedPosts(db, { locale, limit, offset, now: at }),
        countPublishedPosts(db, { locale, now: at }),
      ]);
      const ids = posts.flatMap((p) => (p.categoryId === null ? [] : [p.categoryId]));
      return c.json({ locale, posts, categoryMap: await categoryMap(db, locale, ids), total, limit, offset });
    },
  );

  app.get(
    '/posts/by-locale/:locale',
    zValidator('param', z.object({ locale: localeSchema }), validationHook),
    zValidator('query', z.object({ q: searchQuery, ...paging(100, 500) }), validationHook),
    async (c) => {
      const { locale } = c.req.valid('param');
      const { q, limit, offset } = c.req.valid('query');
      const at = now();
      // A query goes to the full-text index, ranked, one bounded page (no count over the corpus).
      if (q?.trim()) return c.json(await searchPosts(db, { locale, q, limit: Math.min(limit, 48), now: at }));
      const [posts, total] = await Promise.all([listPublishedPosts(db, { locale, limit, offset, now: at }), countPublishedPosts(db, { locale, now: at })]);
      c.header('X-Total-Count', String(total));
      return c.json(posts);
    },
  );

  // Full-text search (shared/db/queries/search.ts): the header's live search and the review list's ?q=.
  app.get(
    '/search/posts/:locale',
    zValidator('param', z.object({ locale: localeSchema }), validationHook),
    zValidator('query', fullTextQuery, validationHook),
    async (c) => {
      const { locale } = c.req.valid('param');
      const { q, limit } = c.req.valid('query');
      return c.json(await searchPosts(db, { locale, q, limit, now: now() }));
    },
  );

  app.get(
    '/search/reviews/:locale',
    zValidator('param', z.object({ locale: localeSchema }), validationHook),
    zValidator('query', fullTextQuery, validationHook),
    async (c) => {
      const { locale } = c.req.valid('param');
      const { q, limit } = c.req.valid('query');
      const at = now();
      const reviews = await searchReviews(db, { locale, q, limit, now: at });
      return c.json(
        reviews.map((r) => ({
          id: r.id,
          href: contentPaths.review(locale, r.slug),
          title: applyTitlePlaceholders(r.title, locale, at),
          excerpt: applyTitlePlaceholders(r.excerpt, locale, at),
          rating: r.rating,
          productTitle: r.product.title,
          imageUrl: r.product.imageUrl,
        })),
      );
    },
  );

  app.get(
    '/posts/by-slug/:slug',
    zValidator('param', z.object({ slug: slugSchema }), validationHook),
    zValidator('query', optionalLocale, validationHook),
    async (c) => {
      const { slug } = c.req.valid('param');
      const { locale } = c.req.valid('query');
      const post = await getPublishedPostBySlug(db, locale, slug, now());
      if (!post) throw notFound(`No published post '${slug}' in locale '${locale}'`);
      return c.json(post);
    },
  );

  app.get('/categories/popular', zValidator('query', optionalLocale, validationHook), async (c) => {
    const { locale } = c.req.valid('query');
    return c.json(await popularCategories(db, locale, 10, now()));
  });

  app.get(
    '/categories/by-slug/:slug',
    zValidator('param', z.object({ slug: slugSchema }), validationHook),
    zValidator('query', optionalLocale, validationHook),
    async (c) => {
      const { slug } = c.req.valid('param');
      const { locale } = c.req.valid('query');
      const category = await getCategoryBySlug(db, slug, locale);
      if (!category) throw notFound(`No category '${slug}'`);
      return c.json(category);
    },
  );

  app.get(
    '/categories/:id',
    zValidator('param', z.object({ id: idSchema }), validationHook),
    zValidator('query', optionalLocale, validationHook),
    async (c) => {
      const { id } = c.req.valid('param');
      const { locale } = c.req.valid('query');
      const category = await getCategoryById(db, id, locale);
      if (!category) throw notFound(`No category with id ${id}`);
      return c.json(category);
    },
  );

  // Known paths with another method: 405 naming the allowed ones, not a misleading 404.
  for (const path of PUBLIC_ROUTES) {
    app.all(path, methodNotAllowed(['GET', 'HEAD']));
  }
  return app;
}
