/**
 * Description of the extra route of api/routes/admin/locale-configs.ts (its CRUD is described with
 * the other resources in ./resources.ts).
 */
import { z } from 'zod';
import { errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';

const account = z.looseObject({
  locale: z.string(), region: z.enum(['na', 'eu']), configured: z.boolean(),
  source: z.enum(['locale', 'fallback', 'demo']).nullable().describe("Where the region's prices come from: its own credentials, the old single pair, the built-in demo retailer (the seeded demo without any credential), or nowhere"),
  variables: z.object({ id: z.string(), secret: z.string() }), tokenUrl: z.string(),
  state: z.looseObject({ locale: z.string(), access: z.string() }).nullable().describe('The last price refresh of the region; null before the first'),
});

export const localeConfigExtraOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/admin/locale-configs/retailer', tag: 'locale-configs', summary: "Each region's retailer account (never its secret) and the last price refresh",
    responses: { 200: json('One entry per locale', z.object({ items: z.array(account) })), ...errors(401) },
    examples: [
      {
        name: 'unconfigured', status: 200, call: { path: '/api/admin/locale-configs/retailer' },
        value: { items: [{ locale: 'br', region: 'na', configured: false, source: null, variables: { id: 'RETAILER_CLIENT_ID_BR', secret: 'RETAILER_CLIENT_SECRET_BR' }, tokenUrl: 'https://api.amazon.com/auth/o2/token', state: null }] },
      },
      unauthorizedExample('/api/admin/locale-configs/retailer'),
    ],
  }),
];
