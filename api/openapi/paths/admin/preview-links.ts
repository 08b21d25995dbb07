/** Descriptions of api/routes/admin/preview-links.ts: creating, listing and revoking preview links. */
import { z } from 'zod';
import { pagedSchema } from '../../../../shared/schemas/admin';
import { idSchema } from '../../../../shared/schemas/common';
import { previewLinkInputSchema, previewLinkListQuerySchema } from '../../../../shared/schemas/preview-link';
import { adminPreviewLinkSchema, createdPreviewLinkSchema } from '../../answers';
import { errorExample, errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';
import { sample } from '../../samples';

const tag = 'preview-links';
const link = { id: 1, kind: 'post', itemId: 2, createdAt: sample.T1, expiresAt: '2026-06-08T12:00:00.000Z', createdBy: 'editor1' };

export const previewLinkAdminOperations: OperationDoc[] = [
  op({
    method: 'POST', path: '/api/admin/preview-links', tag, summary: 'Create a preview link of a draft or scheduled item', body: previewLinkInputSchema,
    responses: { 201: json('The link; `url` holds the token and is shown only now', createdPreviewLinkSchema), ...errors(400, 401, 403, 404, 409, 415) },
    examples: [
      { name: 'created', status: 201, value: { ...link, url: '/api/preview/0123456789abcdefghijABCDEFGHIJ_-0123456789a' }, call: { path: '/api/admin/preview-links', body: { kind: 'post', id: 2 } } },
      unauthorizedExample('/api/admin/preview-links'),
    ],
  }),
  op({
    method: 'GET', path: '/api/admin/preview-links', tag, summary: 'The live preview links of one item (paged)', query: previewLinkListQuerySchema,
    responses: { 200: json('One page', pagedSchema(adminPreviewLinkSchema)), ...errors(400, 401) },
    examples: [
      { name: 'none', status: 200, value: { items: [], total: 0, limit: 50, offset: 0 }, call: { path: '/api/admin/preview-links?kind=post&id=2' } },
      { name: 'one', status: 200, value: { items: [link], total: 1, limit: 50, offset: 0 } },
      errorExample('no kind', 400, 'bad_request', 'kind must be post or review', { path: '/api/admin/preview-links?id=2' }),
      unauthorizedExample('/api/admin/preview-links?kind=post&id=2'),
    ],
  }),
  op({
    method: 'DELETE', path: '/api/admin/preview-links/:id', tag, summary: 'Revoke a preview link', params: z.object({ id: idSchema }),
    responses: { 204: { description: 'Revoked' }, ...errors(400, 401, 403, 404) },
    examples: [{ name: 'revoked', status: 204 }, unauthorizedExample('/api/admin/preview-links/1')],
  }),
];
