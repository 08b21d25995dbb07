/** Descriptions of api/routes/admin/redirects.ts: automatic and manual redirects. */
import { z } from 'zod';
import { pagedSchema } from '../../../../shared/schemas/admin';
import { idSchema } from '../../../../shared/schemas/common';
import { redirectCheckQuerySchema, redirectInputSchema, redirectListQuerySchema } from '../../../../shared/schemas/redirect';
import { adminRedirectSchema } from '../../answers';
import { errorExample, errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';
import { sample } from '../../samples';

const tag = 'redirects';
const params = z.object({ id: idSchema });
const manual = { id: 1, from: '/br/antigo', to: '/br/melhores-fones-bluetooth', status: 301, prefix: false, source: 'manual', entity: null, entityId: null, createdAt: sample.T1, updatedAt: sample.T1 };

export const redirectOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/admin/redirects', tag, summary: 'Every redirect, automatic and manual (paged)', query: redirectListQuerySchema,
    responses: { 200: json('One page', pagedSchema(adminRedirectSchema)), ...errors(400, 401) },
    examples: [
      { name: 'empty', status: 200, value: { items: [], total: 0, limit: 50, offset: 0 }, call: { path: '/api/admin/redirects' } },
      { name: 'one', status: 200, value: { items: [manual], total: 1, limit: 50, offset: 0 } },
      errorExample('bad source', 400, 'bad_request', 'source must be auto or manual', { path: '/api/admin/redirects?source=x' }),
      unauthorizedExample('/api/admin/redirects'),
    ],
  }),
  op({
    method: 'GET', path: '/api/admin/redirects/check', tag, summary: 'The redirect covering an address, if any (before a new slug takes it)', query: redirectCheckQuerySchema,
    responses: { 200: json('The redirect or null', z.object({ redirect: adminRedirectSchema.nullable() })), ...errors(400, 401) },
    examples: [{ name: 'free', status: 200, value: { redirect: null }, call: { path: '/api/admin/redirects/check?path=/br/livre' } }, unauthorizedExample('/api/admin/redirects/check?path=/br/livre')],
  }),
  op({
    method: 'POST', path: '/api/admin/redirects', tag, summary: 'Add a manual redirect (loops refused)', body: redirectInputSchema,
    responses: { 201: json('The redirect', adminRedirectSchema), ...errors(400, 401, 403, 409, 415) },
    examples: [
      { name: 'created', status: 201, value: manual, call: { path: '/api/admin/redirects', body: { from: manual.from, to: manual.to } } },
      errorExample('loop', 400, 'bad_request', 'from and to are the same address: the redirect would loop', { path: '/api/admin/redirects', body: { from: '/br/a', to: '/br/a' } }),
      unauthorizedExample('/api/admin/redirects'),
    ],
  }),
  op({
    method: 'PUT', path: '/api/admin/redirects/:id', tag, summary: 'Change a manual redirect', params, body: redirectInputSchema,
    responses: { 200: json('The redirect', adminRedirectSchema), ...errors(400, 401, 403, 404, 409, 415) },
    examples: [{ name: 'saved', status: 200, value: { ...manual, to: '/br/audio' }, call: { path: '/api/admin/redirects/1', body: { from: manual.from, to: '/br/audio' } } }, unauthorizedExample('/api/admin/redirects/1')],
  }),
  op({
    method: 'DELETE', path: '/api/admin/redirects/:id', tag, summary: 'Delete a manual redirect', params,
    responses: { 204: { description: 'Deleted' }, ...errors(400, 401, 403, 404, 409) },
    examples: [
      { name: 'deleted', status: 204, call: { path: '/api/admin/redirects/1' } },
      errorExample('unknown', 404, 'not_found', 'No redirect with id 999999', { path: '/api/admin/redirects/999999' }),
      unauthorizedExample('/api/admin/redirects/1'),
    ],
  }),
];
