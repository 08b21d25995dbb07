/** Description of api/routes/clicks.ts: a followed buy link. */
import { clickPayloadSchema } from '../../../shared/schemas/click';
import { errorExample, errors, op, type OperationDoc } from '../registry';

export const clickOperations: OperationDoc[] = [
  op({
    method: 'POST', path: '/api/clicks', tag: 'public', summary: "Record a followed buy link (JSON or sendBeacon's text/plain; same origin only)",
    body: clickPayloadSchema,
    responses: { 204: { description: 'Recorded (a robot gets the same answer, without a row)' }, ...errors(400, 403, 413, 415, 429) },
    examples: [
      { name: 'recorded', status: 204, call: { path: '/api/clicks', body: { locale: 'br', kind: 'retailer', productId: 1, targetUrl: 'https://www.amazon.com.br/dp/B0FONE0001', sourcePath: '/br/melhores-fones-bluetooth' } } },
      errorExample('foreign link', 400, 'bad_request', "targetUrl must be an https link to the retailer store of locale 'br' (amazon.com.br)", { path: '/api/clicks', body: { locale: 'br', kind: 'retailer', targetUrl: 'https://example.com/x' } }),
    ],
  }),
];
