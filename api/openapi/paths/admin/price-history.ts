/** Descriptions of api/routes/admin/price-history.ts: a product's price history. */
import { z } from 'zod';
import { idSchema } from '../../../../shared/schemas/common';
import { priceHistoryAnswerSchema, priceHistoryQuerySchema } from '../../../../shared/schemas/price-history';
import { errorExample, errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';
import { sample } from '../../samples';

export const priceHistoryOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/admin/products/:id/price-history', tag: 'products', summary: "A product's price and availability changes over the period",
    params: z.object({ id: idSchema }), query: priceHistoryQuerySchema,
    responses: { 200: json('The points since the start of the period, led by the one in force then, oldest first', priceHistoryAnswerSchema), ...errors(400, 401, 404) },
    examples: [
      {
        name: 'history', status: 200,
        value: { productId: 1, days: 90, since: sample.T1, to: sample.T1, points: [{ at: sample.T1, priceCents: 19990, currency: 'BRL', availability: 'in_stock' }] },
        call: { path: '/api/admin/products/1/price-history?days=90' },
      },
      errorExample('no such product', 404, 'not_found', "No product '999999'", { path: '/api/admin/products/999999/price-history' }),
      unauthorizedExample('/api/admin/products/1/price-history'),
    ],
  }),
];
