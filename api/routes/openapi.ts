/**
 * GET /api/openapi.json: the API description (api/openapi/). Public and briefly cacheable: it
 * changes only with a deploy. Built once per app, on the first request.
 */
import { Hono } from 'hono';
import { buildOpenApiDocument } from '../openapi/document';
import { OPERATIONS } from '../openapi/operations';
import { publicCache } from '../http/cache';
import { methodNotAllowed } from '../http/errors';

export function openApiRoutes() {
  const app = new Hono();
  let document: Record<string, unknown> | undefined;
  app.get('/openapi.json', publicCache('public, max-age=300, s-maxage=300'), (c) => c.json((document ??= buildOpenApiDocument(OPERATIONS))));
  app.all('/openapi.json', methodNotAllowed(['GET', 'HEAD']));
  return app;
}
