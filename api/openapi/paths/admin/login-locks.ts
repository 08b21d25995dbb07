/** Descriptions of api/routes/admin/login-locks.ts: the login locks in force and lifting one. */
import { z } from 'zod';
import { loginLockEntrySchema, loginLockLiftSchema } from '../../../../shared/schemas/login-locks';
import { errorExample, errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';

const tag = 'login-locks';

export const loginLockOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/admin/login-locks', tag, summary: 'The login locks in force',
    responses: { 200: json('The locks', z.object({ items: z.array(loginLockEntrySchema) })), ...errors(401) },
    examples: [
      { name: 'none', status: 200, value: { items: [] }, call: { path: '/api/admin/login-locks' } },
      { name: 'one', status: 200, value: { items: [{ account: 'editor1', addressBlock: '203.0.113.7', failures: 5, until: '2026-06-01T12:15:00.000Z' }] } },
      unauthorizedExample('/api/admin/login-locks'),
    ],
  }),
  op({
    method: 'POST', path: '/api/admin/login-locks/lift', tag, summary: 'Lift the locks of an account and/or address block', body: loginLockLiftSchema,
    responses: { 200: json('How many were lifted', z.object({ lifted: z.number().int() })), ...errors(400, 401, 403, 404, 415) },
    examples: [
      { name: 'lifted', status: 200, value: { lifted: 1 } },
      errorExample('no such lock', 404, 'not_found', 'Nenhum bloqueio de login em vigor para esta conta e este endereço.', { path: '/api/admin/login-locks/lift', body: { account: 'ninguem', addressBlock: null } }),
      unauthorizedExample('/api/admin/login-locks/lift'),
    ],
  }),
];
