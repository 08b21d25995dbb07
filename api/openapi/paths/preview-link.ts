/** Description of api/routes/preview-link.ts: the page a preview link shows. */
import { z } from 'zod';
import { errorExample, errors, op, type OperationDoc } from '../registry';

export const previewLinkOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/preview/:token', tag: 'public', summary: 'A draft as it will look when published (noindex, never cached)',
    params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/).describe('From the `url` of POST /api/admin/preview-links') }),
    responses: { 200: { description: 'The page', schema: z.string(), contentType: 'text/html' }, ...errors(404) },
    examples: [
      { name: 'page', status: 200, value: '<!doctype html><html lang="pt-BR">…</html>' },
      errorExample('unknown or expired', 404, 'not_found', 'This preview link does not exist or has expired', { path: '/api/preview/0123456789abcdefghijABCDEFGHIJ_-0123456789a' }),
    ],
  }),
];
