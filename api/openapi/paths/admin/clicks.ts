/** Descriptions of api/routes/admin/clicks.ts: click analytics. */
import { clickQuerySchema } from '../../../../shared/schemas/click-analytics';
import { clickDailySchema, topPagesSchema, topProductsSchema } from '../../answers';
import { errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';

const tag = 'clicks';
const period = { from: '2026-05-26', to: '2026-06-01', days: 7 };

export const clickAnalyticsOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/admin/clicks/daily', tag, summary: 'Clicks per day of the period, per region', query: clickQuerySchema,
    responses: { 200: json('Every day, zeros included, oldest first', clickDailySchema), ...errors(400, 401) },
    examples: [{ name: 'a day', status: 200, value: { ...period, total: 3, points: [{ day: '2026-06-01', clicks: 3, byLocale: { br: 3 } }] }, call: { path: '/api/admin/clicks/daily?days=7' } }, unauthorizedExample('/api/admin/clicks/daily')],
  }),
  op({
    method: 'GET', path: '/api/admin/clicks/top-products', tag, summary: 'The most clicked products of the period', query: clickQuerySchema,
    responses: { 200: json('Products, most clicks first', topProductsSchema), ...errors(400, 401) },
    examples: [{ name: 'top', status: 200, value: { ...period, items: [{ productId: 1, title: 'Fone X', locale: 'br', clicks: 3 }] }, call: { path: '/api/admin/clicks/top-products?days=7' } }, unauthorizedExample('/api/admin/clicks/top-products')],
  }),
  op({
    method: 'GET', path: '/api/admin/clicks/top-pages', tag, summary: 'The pages whose buy links were clicked most', query: clickQuerySchema,
    responses: { 200: json('Pages, most clicks first', topPagesSchema), ...errors(400, 401) },
    examples: [{ name: 'top', status: 200, value: { ...period, items: [{ page: '/br/melhores-fones-bluetooth', clicks: 3 }] }, call: { path: '/api/admin/clicks/top-pages?days=7' } }, unauthorizedExample('/api/admin/clicks/top-pages')],
  }),
];
