/** Descriptions of api/routes/admin/sessions.ts: the live admin sessions. */
import { z } from 'zod';
import { idSchema } from '../../../../shared/schemas/common';
import { adminSessionSchema } from '../../answers';
import { errorExample, errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';
import { sample } from '../../samples';

const tag = 'sessions';

export const sessionOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/admin/sessions', tag, summary: 'The live admin sessions (never their tokens)',
    responses: { 200: json('The sessions', z.object({ items: z.array(adminSessionSchema) })), ...errors(401) },
    examples: [
      { name: 'mine', status: 200, value: { items: [{ id: 1, username: 'editor1', mine: true, current: true, createdAt: sample.T1, lastSeenAt: sample.T1, expiresAt: '2026-06-08T12:00:00.000Z', ip: '127.0.0.1', device: null }] }, call: { path: '/api/admin/sessions' } },
      unauthorizedExample('/api/admin/sessions'),
    ],
  }),
  op({
    method: 'POST', path: '/api/admin/sessions/end-others', tag, summary: "End the admin's other sessions",
    responses: { 200: json('How many ended', z.object({ ended: z.number().int() })), ...errors(401, 403) },
    examples: [{ name: 'ended', status: 200, value: { ended: 0 }, call: { path: '/api/admin/sessions/end-others' } }, unauthorizedExample('/api/admin/sessions/end-others')],
  }),
  op({
    method: 'DELETE', path: '/api/admin/sessions/:id', tag, summary: 'End one session', params: z.object({ id: idSchema }),
    responses: { 204: { description: 'Ended' }, ...errors(400, 401, 403, 404) },
    examples: [
      { name: 'ended', status: 204 },
      errorExample('unknown', 404, 'not_found', 'Sessão não encontrada: ela já foi encerrada ou expirou.', { path: '/api/admin/sessions/999999' }),
      unauthorizedExample('/api/admin/sessions/1'),
    ],
  }),
];
