/**
 * /api/admin/login-locks (issue 17): the login locks in force, and lifting one.
 *
 *   GET  /login-locks        → `{ items: LoginLockEntry[] }` (account, address block, failures, until)
 *   POST /login-locks/lift   body `{ account, addressBlock }` (as listed; one may be null) → 200
 *                            `{ lifted: LoginLockEntry }`, with an 'unlock' audit entry; 404 when no
 *                            such lock is in force
 */
import { Hono } from 'hono';
import { insertAudit } from '../../../shared/db/queries/admin/audit-log';
import { loginLockLiftSchema } from '../../../shared/schemas/login-locks';
import { liftLoginLock, listLoginLocks } from '../../auth/login-locks';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { methodNotAllowed, notFound } from '../../http/errors';
import { readBody } from './http';

/** Audit entity of a lifted lock (the audit screen names it). */
export const LOGIN_LOCK_ENTITY = 'login-lock';

/** The login-lock routes; mounted by ./index.ts behind the session gate. */
export function loginLockRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();

  app.get('/login-locks', async (c) => c.json({ items: await listLoginLocks(deps.db, deps.now()) }));

  app.post('/login-locks/lift', async (c) => {
    const who = await readBody(c, loginLockLiftSchema);
    const now = deps.now();
    const lifted = await deps.db.kysely.transaction().execute(async (trx) => {
      const lock = await liftLoginLock({ ...deps.db, kysely: trx }, who, now);
      if (lock) {
        await insertAudit(trx, {
          userId: c.get('admin').id, action: 'unlock', entity: LOGIN_LOCK_ENTITY,
          entityId: (lock.account ?? lock.addressBlock)!.slice(0, 64), before: lock, after: null, at: now.toISOString(),
        });
      }
      return lock;
    });
    if (!lifted) throw notFound('Nenhum bloqueio de login em vigor para esta conta e este endereço.');
    return c.json({ lifted });
  });

  app.all('/login-locks', methodNotAllowed(['GET', 'HEAD']));
  app.all('/login-locks/lift', methodNotAllowed(['POST']));
  return app;
}
