/** Description of api/routes/openapi.ts: this document. */
import { z } from 'zod';
import { json, op, type OperationDoc } from '../registry';

export const openApiOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/openapi.json', tag: 'public', summary: 'This OpenAPI 3.1 document',
    responses: { 200: json('The document', z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({ title: z.string() }), paths: z.record(z.string(), z.unknown()) })) },
    examples: [{ name: 'document', status: 200, value: { openapi: '3.1.0', info: { title: 'Review site API', version: '1' }, paths: {} }, call: { path: '/api/openapi.json' } }],
  }),
];
