/**
 * A product's price history (issue 27 item 1), for the admin product screen's chart:
 *
 *   GET /products/:id/price-history?days=30|90|365|730 → `{ productId, days, since, to, points }`;
 *   the points since `since`, led by the one in force then; 404 for no such product.
 */
import { Hono } from 'hono';
import { priceHistoriesSince } from '../../../shared/db/queries/price-history';
import { idSchema } from '../../../shared/schemas/common';
import { priceHistoryQuerySchema, type PriceHistoryAnswer } from '../../../shared/schemas/price-history';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { methodNotAllowed, notFound, parseOr400 } from '../../http/errors';
import { readQuery } from './http';

/** The price-history route; mounted by ./index.ts behind the session gate. */
export function priceHistoryRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();

  app.get('/products/:id/price-history', async (c) => {
    const id = parseOr400(idSchema, c.req.param('id'), 'invalid product id');
    const { days } = readQuery(c, priceHistoryQuerySchema);
    const exists = await deps.db.kysely.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw notFound(`No product '${id}'`);
    const to = deps.now();
    const since = new Date(to.getTime() - days * 86_400_000).toISOString();
    const points = (await priceHistoriesSince(deps.db, [id], since)).get(id) ?? [];
    c.header('Cache-Control', 'no-store');
    const answer: PriceHistoryAnswer = { productId: id, days, since, to: to.toISOString(), points };
    return c.json(answer);
  });

  app.all('/products/:id/price-history', methodNotAllowed(['GET', 'HEAD']));
  return app;
}
