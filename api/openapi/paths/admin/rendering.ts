/** Descriptions of api/routes/admin/rendering.ts: route types, live pages, re-render and crawler preview. */
import { z } from 'zod';
import { pagedSchema, pagingQuery, searchQuery } from '../../../../shared/schemas/admin';
import { localeSchema } from '../../../../shared/schemas/common';
import { previewRequestSchema, renderRequestSchema } from '../../../../shared/schemas/publishing';
import { livePageSchema, previewResultSchema, renderResultSchema, routeInfoSchema } from '../../answers';
import { errorExample, errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';
import { sample } from '../../samples';

const tag = 'rendering';
const selfHostedOnly = errorExample('Netlify mode', 409, 'not_available', 'rendering runs only in the self-hosted mode (PUBLISHER=local)', { path: '/api/admin/rendering/render', body: { path: '/br' } });

export const renderingOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/admin/rendering/routes', tag, summary: 'The kinds of URL the site answers and how each is delivered',
    responses: { 200: json('The route table', z.object({ items: z.array(routeInfoSchema) })), ...errors(401) },
    examples: [{ name: 'routes', status: 200, value: { items: [{ route: '/{locale}/{slug}', label: 'Post', mode: 'pre-rendered', example: '/br/melhores-fones-bluetooth' }] }, call: { path: '/api/admin/rendering/routes' } }, unauthorizedExample('/api/admin/rendering/routes')],
  }),
  op({
    method: 'GET', path: '/api/admin/rendering/pages', tag, summary: 'The live pages with their render time (self-hosted; empty on Netlify)',
    query: z.object({ q: searchQuery, locale: localeSchema.optional(), ...pagingQuery }),
    responses: { 200: json('One page', pagedSchema(livePageSchema)), ...errors(400, 401) },
    examples: [
      { name: 'no live site', status: 200, value: { items: [], total: 0, limit: 50, offset: 0 }, call: { path: '/api/admin/rendering/pages' } },
      { name: 'one', status: 200, value: { items: [{ path: '/br', renderedAt: sample.T1, bytes: 20480 }], total: 1, limit: 50, offset: 0 } },
      unauthorizedExample('/api/admin/rendering/pages'),
    ],
  }),
  op({
    method: 'POST', path: '/api/admin/rendering/render', tag, summary: 'Re-render one page now (self-hosted)', body: renderRequestSchema,
    responses: { 200: json('The page is live (or removed: status 404)', renderResultSchema), ...errors(400, 401, 403, 404, 409, 415) },
    examples: [{ name: 'rendered', status: 200, value: { path: '/br', renderedAt: sample.T1, durationMs: 35, status: 200, build: 7 } }, selfHostedOnly, unauthorizedExample('/api/admin/rendering/render')],
  }),
  op({
    method: 'POST', path: '/api/admin/rendering/preview', tag, summary: "A page (or a draft) as a crawler receives it; writes nothing (self-hosted)", body: previewRequestSchema,
    responses: { 200: json('The page and what a crawler reads from its head', previewResultSchema), ...errors(400, 401, 403, 404, 409, 415) },
    examples: [
      { name: 'preview', status: 200, value: { path: '/br', status: 200, html: '<!doctype html>…', title: 'ReviewHub', description: null, canonical: 'https://example.com/br', robots: null, hreflang: [], jsonLd: [] } },
      unauthorizedExample('/api/admin/rendering/preview'),
    ],
  }),
];
