/**
 * /api/admin/clicks (issue 15 item 5): the recorded buy-link clicks, summed from the daily rollup.
 * Every route takes `?days=7|30|90` (default 30, today included, UTC days) and `?locale=`; the
 * series and top pages also `?productId=`, the top lists `?limit=` (1–50, default 10). A bad
 * value is a 400 naming the parameter.
 *
 *   GET /clicks/daily         → ClickDailyAnswer (every day of the period, per region)
 *   GET /clicks/top-products  → TopProductsAnswer
 *   GET /clicks/top-pages     → TopPagesAnswer
 */
import { Hono } from 'hono';
import { clickPeriod, clicksPerDay, denseDays, topClickedPages, topClickedProducts, type ClickFilter } from '../../../shared/db/queries/click-analytics';
import { clickQuerySchema, type ClickDailyAnswer, type ClickQuery, type TopPagesAnswer, type TopProductsAnswer } from '../../../shared/schemas/click-analytics';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { methodNotAllowed } from '../../http/errors';
import { readQuery } from './http';

/** The click analytics routes; mounted by ./index.ts behind the session gate. */
export function clickAnalyticsRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  const ask = (query: ClickQuery) => {
    const period = clickPeriod(deps.now(), query.days);
    const filter: ClickFilter = { from: period.from, to: period.to, locale: query.locale, productId: query.productId };
    return { period, filter };
  };

  app.get('/clicks/daily', async (c) => {
    const { period, filter } = ask(readQuery(c, clickQuerySchema));
    const points = denseDays(period.from, period.to, await clicksPerDay(deps.db, filter));
    const answer: ClickDailyAnswer = { ...period, total: points.reduce((n, p) => n + p.clicks, 0), points };
    return c.json(answer);
  });

  app.get('/clicks/top-products', async (c) => {
    const query = readQuery(c, clickQuerySchema);
    const { period, filter } = ask(query);
    const answer: TopProductsAnswer = { ...period, items: await topClickedProducts(deps.db, filter, query.limit) };
    return c.json(answer);
  });

  app.get('/clicks/top-pages', async (c) => {
    const query = readQuery(c, clickQuerySchema);
    const { period, filter } = ask(query);
    const answer: TopPagesAnswer = { ...period, items: await topClickedPages(deps.db, filter, query.limit) };
    return c.json(answer);
  });

  for (const path of ['/clicks/daily', '/clicks/top-products', '/clicks/top-pages']) app.all(path, methodNotAllowed(['GET', 'HEAD']));
  return app;
}
