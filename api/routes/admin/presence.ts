/**
 * /api/admin/presence (issue 26 §4): who else has an item open in the editor. No lock: two
 * editors may still both save, and the 409 merge sorts that out; this only tells them early.
 *
 *   POST   /presence { entity, key }   → 200 { editors: [{ username, since, seenAt }], heartbeatSeconds }
 *          (the caller's heartbeat for the item; `editors` never lists the caller)
 *   DELETE /presence/{entity}/{key}    → 204 (the caller closed the item)
 * Errors: 400 bad_request (`issues` names entity or key).
 */
import { Hono, type Context } from 'hono';
import { heartbeat, leave } from '../../../shared/db/queries/presence';
import { presenceInputSchema, PRESENCE_TIMING, type PresenceAnswer } from '../../../shared/schemas/presence';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { methodNotAllowed, parseOr400 } from '../../http/errors';
import { readBody } from './http';

export function presenceRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AdminEnv>();
  // requireAdmin runs first: there is always an admin here.
  const userId = (c: Context<AdminEnv>) => c.var.admin!.id;

  app.post('/presence', async (c) => {
    const item = await readBody(c, presenceInputSchema);
    const editors = await heartbeat(db, item, userId(c), deps.now());
    c.header('Cache-Control', 'no-store');
    return c.json({ editors, heartbeatSeconds: PRESENCE_TIMING.heartbeatSeconds } satisfies PresenceAnswer);
  });
  app.delete('/presence/:entity/:key', async (c) => {
    const item = parseOr400(presenceInputSchema, { entity: c.req.param('entity'), key: c.req.param('key') }, 'invalid item');
    await leave(db, item, userId(c));
    return c.body(null, 204);
  });
  app.all('/presence', methodNotAllowed(['POST']));
  app.all('/presence/:entity/:key', methodNotAllowed(['DELETE']));
  return app;
}
