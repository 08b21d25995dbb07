/**
 * /api/admin/sessions (issue 17): the admins' live sessions, and ending them.
 *
 *   GET    /sessions              → `{ items: AdminSessionEntry[] }`, most recently used first; `current`
 *                                  marks the session of the request, `mine` the signed-in admin's
 *   DELETE /sessions/:id          → 204; that session's next request answers 401. 404 when there is no
 *                                  such session. Ending one's own current session also clears its cookie.
 *   POST   /sessions/end-others   → `{ ended }`: every other session of the signed-in admin ends
 *
 * A session is named by its row id only: its token and the token's hash never leave the server.
 * Every admin may end any admin's session (admins have no ranks here, and a stolen session of a
 * colleague is exactly what to end); each ending is an audit entry.
 */
import { Hono, type Context } from 'hono';
import type { Db } from '../../../shared/db/connect';
import { insertAudit } from '../../../shared/db/queries/admin/audit-log';
import { deleteSessionById, deleteSessionsOfUser, listLiveSessions, type SessionListRow } from '../../../shared/db/queries/sessions';
import { idSchema } from '../../../shared/schemas/common';
import type { AdminSessionEntry } from '../../../shared/schemas/sessions';
import { summarizeUserAgent } from '../../../shared/user-agent';
import type { AdminEnv } from '../../auth/require-admin';
import { clearSessionCookie, SESSION_IDLE_MS } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { ForbiddenError, methodNotAllowed, notFound, parseOr400 } from '../../http/errors';
import { can } from '../../../shared/auth/roles';

/** Audit entity of an ended session. */
export const SESSION_ENTITY = 'admin-session';

const entry = (row: SessionListRow, adminId: number, sessionId: number): AdminSessionEntry => ({
  id: row.id,
  username: row.username,
  mine: row.userId === adminId,
  current: row.id === sessionId,
  createdAt: row.createdAt,
  lastSeenAt: row.lastSeenAt,
  expiresAt: row.expiresAt,
  ip: row.ip,
  device: summarizeUserAgent(row.userAgent) ?? null,
});

/** The session routes; mounted by ./index.ts behind the session gate. */
export function sessionRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  const live = (now: Date) => listLiveSessions(deps.db, now, new Date(now.getTime() - SESSION_IDLE_MS));
  const audit = (tx: Db, c: Context<AdminEnv>, id: number, before: unknown, at: Date) =>
    insertAudit(tx.kysely, { userId: c.var.admin.id, action: 'delete', entity: SESSION_ENTITY, entityId: id, before, after: null, at: at.toISOString() });

  // Issue 25: only account managers see and end other accounts' sessions; everyone else their own.
  const seesAll = (c: Context<AdminEnv>) => can(c.var.admin, 'accounts.manage');

  app.get('/sessions', async (c) => {
    const rows = (await live(deps.now())).filter((r) => seesAll(c) || r.userId === c.var.admin.id);
    return c.json({ items: rows.map((r) => entry(r, c.var.admin.id, c.var.sessionId)) });
  });

  app.post('/sessions/end-others', async (c) => {
    const now = deps.now();
    const others = (await live(now)).filter((r) => r.userId === c.var.admin.id && r.id !== c.var.sessionId);
    const ended = await deps.db.kysely.transaction().execute(async (trx) => {
      const tx = { ...deps.db, kysely: trx };
      const count = await deleteSessionsOfUser(tx, c.var.admin.id, c.var.sessionId);
      for (const r of others) await audit(tx, c, r.id, { username: r.username, createdAt: r.createdAt, ip: r.ip }, now);
      return count;
    });
    return c.json({ ended });
  });
  // Before DELETE /sessions/:id, which would otherwise take "end-others" for an id.
  app.all('/sessions/end-others', methodNotAllowed(['POST']));

  app.delete('/sessions/:id', async (c) => {
    const id = parseOr400(idSchema, c.req.param('id'), 'invalid id');
    const now = deps.now();
    const row = (await live(now)).find((r) => r.id === id);
    // Another account's session is "not found" unless it is visible to this account.
    if (row && row.userId !== c.var.admin.id && !seesAll(c)) throw new ForbiddenError('accounts.manage', 'Só administradores encerram sessões de outras contas.');
    const ended = await deps.db.kysely.transaction().execute(async (trx) => {
      const tx = { ...deps.db, kysely: trx };
      const gone = await deleteSessionById(tx, id);
      if (gone) await audit(tx, c, id, row ? { username: row.username, createdAt: row.createdAt, ip: row.ip } : { id }, now);
      return gone;
    });
    if (!ended) throw notFound('Sessão não encontrada: ela já foi encerrada ou expirou.');
    if (id === c.var.sessionId) clearSessionCookie(c, deps.siteUrl);
    return c.body(null, 204);
  });

  app.all('/sessions', methodNotAllowed(['GET', 'HEAD']));
  app.all('/sessions/:id', methodNotAllowed(['DELETE']));
  return app;
}
