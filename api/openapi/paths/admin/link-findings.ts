/** Descriptions of api/routes/admin/link-findings.ts: the link check's findings per product. */
import { z } from 'zod';
import { idSchema } from '../../../../shared/schemas/common';
import { productFindingsSchema } from '../../answers';
import { errorExample, errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';
import { sample } from '../../samples';

const tag = 'products';

export const linkFindingOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/admin/products/:id/findings', tag, summary: "The link check's latest finding of each kind about a product",
    params: z.object({ id: idSchema }),
    responses: { 200: json('Findings, in the order the admin lists them', productFindingsSchema), ...errors(400, 401, 404) },
    examples: [
      { name: 'none', status: 200, value: { items: [] }, call: { path: '/api/admin/products/1/findings' } },
      { name: 'unavailable', status: 200, value: { items: [{ kind: 'unavailable', detail: 'Amazon: UNAVAILABLE', foundAt: sample.T1 }] } },
      errorExample('no such product', 404, 'not_found', "No product '999999'", { path: '/api/admin/products/999999/findings' }),
      unauthorizedExample('/api/admin/products/1/findings'),
    ],
  }),
];
