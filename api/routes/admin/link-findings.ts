/**
 * The link check's findings (issue 15 item 4):
 *
 *   GET /products/:id/findings → `{ items: LinkFinding[] }` (latest finding per kind); 404 for no such product
 *
 * Their count and the latest products with findings are on the dashboard (./dashboard.ts).
 */
import { Hono } from 'hono';
import { listProductFindings } from '../../../shared/db/queries/link-findings';
import { idSchema } from '../../../shared/schemas/common';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { methodNotAllowed, notFound, parseOr400 } from '../../http/errors';

/** The findings routes; mounted by ./index.ts behind the session gate. */
export function linkFindingRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();

  app.get('/products/:id/findings', async (c) => {
    const id = parseOr400(idSchema, c.req.param('id'), 'invalid product id');
    const items = await listProductFindings(deps.db, id);
    if (!items) throw notFound(`No product '${id}'`);
    c.header('Cache-Control', 'no-store');
    return c.json({ items });
  });

  app.all('/products/:id/findings', methodNotAllowed(['GET', 'HEAD']));
  return app;
}
