/** Descriptions of api/routes/admin/presence.ts: who else has an item open in the editor. */
import { z } from 'zod';
import { presenceAnswerSchema, presenceInputSchema } from '../../../../shared/schemas/presence';
import { errorExample, errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';
import { sample } from '../../samples';

const tag = 'presence';

export const presenceOperations: OperationDoc[] = [
  op({
    method: 'POST', path: '/api/admin/presence', tag, summary: 'Heartbeat of an open editor; answers the other admins with the same item open', body: presenceInputSchema,
    description: 'Send every `heartbeatSeconds` while the item is open; an editor whose last beat is older than 45 s is no longer listed. Nothing is locked.',
    responses: { 200: json('The other editors of the item (never the caller)', presenceAnswerSchema), ...errors(400, 401, 403, 415) },
    examples: [
      { name: 'alone', status: 200, value: { editors: [], heartbeatSeconds: 15 }, call: { path: '/api/admin/presence', body: { entity: 'post', key: '1' } } },
      { name: 'someone else', status: 200, value: { editors: [{ username: 'alice', since: sample.T1, seenAt: sample.T1 }], heartbeatSeconds: 15 } },
      errorExample('unknown entity', 400, 'bad_request', 'entity must be one of post, product, review, category, setting, locale_config', { path: '/api/admin/presence', body: { entity: 'user', key: '1' } }),
      unauthorizedExample('/api/admin/presence'),
    ],
  }),
  op({
    method: 'DELETE', path: '/api/admin/presence/:entity/:key', tag, summary: 'The caller closed the item: others stop seeing them at once',
    params: z.object({ entity: presenceInputSchema.shape.entity, key: presenceInputSchema.shape.key }),
    responses: { 204: { description: 'Left' }, ...errors(400, 401, 403) },
    examples: [{ name: 'left', status: 204 }, unauthorizedExample('/api/admin/presence/post/1')],
  }),
];
