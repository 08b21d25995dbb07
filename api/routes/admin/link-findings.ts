/**
 * The link check's findings (issue 15 item 4):
 *
 *   GET /products/:id/findings → `{ items: LinkFinding[] }` (latest finding per kind); 404 for no such product
 *   GET /dashboard             → `{ linkFindings: { products, byKind }, pendingReview: { posts, reviews } }`: how many
 *                                products have findings, how many items wait for review (issue 25)
 */
import { Hono } from 'hono';
import { countLinkFindings, listProductFindings } from '../../../shared/db/queries/link-findings';
import { countPendingReview } from '../../../shared/db/queries/admin/review-queue';
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

  app.get('/dashboard', async (c) => {
    c.header('Cache-Control', 'no-store');
    const regions = c.var.admin.regions;
    const [linkFindings, pendingReview] = await Promise.all([
      countLinkFindings(deps.db),
      // Issue 25: what waits for an editor, of the account's regions.
      countPendingReview(deps.db, regions.length > 0 ? { locales: regions } : {}),
    ]);
    return c.json({ linkFindings, pendingReview });
  });

  app.all('/products/:id/findings', methodNotAllowed(['GET', 'HEAD']));
  app.all('/dashboard', methodNotAllowed(['GET', 'HEAD']));
  return app;
}
