/** Descriptions of api/routes/public.ts: the public read API (cacheable, published content only). */
import { z } from 'zod';
import { categorySchema, categoryMapSchema } from '../../../shared/schemas/category';
import { idSchema, localeSchema, slugSchema } from '../../../shared/schemas/common';
import { adminLocaleConfigSchema } from '../../../shared/schemas/locale-config';
import { postSchema, postSummarySchema } from '../../../shared/schemas/post';
import { fullTextQuery, optionalLocale, paging, searchQuery } from '../../routes/public';
import { errorExample, errors, json, op, type OperationDoc } from '../registry';
import { sample } from '../samples';

const tag = 'public';
const localeParam = z.object({ locale: localeSchema });
const badLocale = (path: string) => errorExample('unknown locale', 400, 'bad_request', "Unknown locale 'fr': expected one of br, it, mx, es, us", { path });

/** GET /api/search/reviews/{locale}: one hit (see the route's mapping). */
export const reviewHitSchema = z.object({
  id: idSchema,
  href: z.string(),
  title: z.string(),
  excerpt: z.string(),
  rating: z.number(),
  productTitle: z.string(),
  imageUrl: z.string().nullable(),
});

/** The public locale config answer carries the row's `updatedAt` and `version` too. */
const localeConfigSchema = adminLocaleConfigSchema;
/** Popular categories carry how many published items each has. */
const popularCategorySchema = categorySchema.extend({ itemCount: z.number().int().nonnegative() });

export const publicOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/settings/site_name', tag, summary: 'The site name',
    responses: { 200: json('The setting', z.object({ key: z.literal('site_name'), value: z.string() })) },
    examples: [{ name: 'site name', status: 200, value: { key: 'site_name', value: 'Ofertas Testadas' }, call: { path: '/api/settings/site_name' } }],
  }),
  op({
    method: 'GET', path: '/api/locale-configs/all-locales', tag, summary: 'Every locale config (br it mx es us)',
    responses: { 200: json('All five, by id', z.array(localeConfigSchema)) },
    examples: [{ name: 'all', status: 200, value: [sample.adminLocaleConfig], call: { path: '/api/locale-configs/all-locales' } }],
  }),
  op({
    method: 'GET', path: '/api/locale-configs/active-locales', tag, summary: 'The active locale configs',
    responses: { 200: json('The active ones, by id', z.array(localeConfigSchema)) },
    examples: [{ name: 'active', status: 200, value: [sample.adminLocaleConfig], call: { path: '/api/locale-configs/active-locales' } }],
  }),
  op({
    method: 'GET', path: '/api/locale-configs/:locale', tag, summary: 'One locale config', params: localeParam,
    responses: { 200: json('The config', localeConfigSchema), ...errors(400, 404) },
    examples: [
      { name: 'br', status: 200, value: sample.adminLocaleConfig, call: { path: '/api/locale-configs/br' } },
      badLocale('/api/locale-configs/fr'),
    ],
  }),
  op({
    method: 'GET', path: '/api/home-data', tag, summary: 'Home page: newest published posts and their categories',
    query: optionalLocale.extend(paging(50, 200)),
    responses: {
      200: json('The posts (the first is the hero)', z.object({ locale: localeSchema, posts: z.array(postSummarySchema), categoryMap: categoryMapSchema, total: z.number().int(), limit: z.number().int(), offset: z.number().int() })),
      ...errors(400),
    },
    examples: [
      { name: 'br', status: 200, value: { locale: 'br', posts: [sample.postSummary], categoryMap: { [sample.category.id]: sample.category }, total: 1, limit: 50, offset: 0 }, call: { path: '/api/home-data?locale=br' } },
      errorExample('bad limit', 400, 'bad_request', 'limit must be an integer from 1 to 200', { path: '/api/home-data?limit=0' }),
    ],
  }),
  op({
    method: 'GET', path: '/api/posts/by-locale/:locale', tag, summary: 'Published posts of a locale, newest first (or ranked by `q`)',
    description: 'Without `q` the answer carries `X-Total-Count`; with `q` it is one ranked page of at most 48.',
    params: localeParam, query: z.object({ q: searchQuery, ...paging(100, 500) }),
    responses: { 200: json('Post summaries', z.array(postSummarySchema)), ...errors(400) },
    examples: [
      { name: 'br', status: 200, value: [sample.postSummary], call: { path: '/api/posts/by-locale/br?limit=5' } },
      badLocale('/api/posts/by-locale/fr'),
    ],
  }),
  op({
    method: 'GET', path: '/api/posts/by-slug/:slug', tag, summary: 'One published post', params: z.object({ slug: slugSchema }), query: optionalLocale,
    responses: { 200: json('The post', postSchema), ...errors(400, 404) },
    examples: [
      { name: 'found', status: 200, value: sample.post, call: { path: `/api/posts/by-slug/${sample.post.slug}?locale=br` } },
      errorExample('unknown', 404, 'not_found', "No published post 'no-such-post' in locale 'br'", { path: '/api/posts/by-slug/no-such-post' }),
    ],
  }),
  op({
    method: 'GET', path: '/api/categories/popular', tag, summary: 'The ten categories with the most published posts', query: optionalLocale,
    responses: { 200: json('Categories, most published items first', z.array(popularCategorySchema)), ...errors(400) },
    examples: [{ name: 'br', status: 200, value: [{ ...sample.category, itemCount: 2 }], call: { path: '/api/categories/popular?locale=br' } }],
  }),
  op({
    method: 'GET', path: '/api/categories/by-slug/:slug', tag, summary: 'One category by slug', params: z.object({ slug: slugSchema }), query: optionalLocale,
    responses: { 200: json('The category', categorySchema), ...errors(400, 404) },
    examples: [
      { name: 'found', status: 200, value: sample.category, call: { path: `/api/categories/by-slug/${sample.category.slug}` } },
      errorExample('unknown', 404, 'not_found', "No category 'nada'", { path: '/api/categories/by-slug/nada' }),
    ],
  }),
  op({
    method: 'GET', path: '/api/categories/:id', tag, summary: 'One category by id', params: z.object({ id: idSchema }), query: optionalLocale,
    responses: { 200: json('The category', categorySchema), ...errors(400, 404) },
    examples: [
      { name: 'found', status: 200, value: sample.category, call: { path: `/api/categories/${sample.category.id}` } },
      errorExample('bad id', 400, 'bad_request', 'id must be a positive integer', { path: '/api/categories/abc' }),
      errorExample('unknown', 404, 'not_found', 'No category with id 999999', { path: '/api/categories/999999' }),
    ],
  }),
  op({
    method: 'GET', path: '/api/search/posts/:locale', tag, summary: 'Full-text search of published posts', params: localeParam, query: fullTextQuery,
    responses: { 200: json('Ranked post summaries', z.array(postSummarySchema)), ...errors(400) },
    examples: [
      { name: 'hit', status: 200, value: [sample.postSummary], call: { path: '/api/search/posts/br?q=fone' } },
      errorExample('no q', 400, 'bad_request', 'q is required', { path: '/api/search/posts/br' }),
    ],
  }),
  op({
    method: 'GET', path: '/api/search/reviews/:locale', tag, summary: 'Full-text search of published reviews', params: localeParam, query: fullTextQuery,
    responses: { 200: json('Ranked review hits', z.array(reviewHitSchema)), ...errors(400) },
    examples: [{ name: 'hit', status: 200, value: [sample.reviewHit], call: { path: '/api/search/reviews/br?q=fone' } }],
  }),
];
