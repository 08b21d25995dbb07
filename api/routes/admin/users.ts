/**
 * /api/admin/users (issue 25 item 2): the accounts screen. Administrators (and the owner) list,
 * create and change accounts; the permission table gives these routes `accounts.manage`.
 *
 *   GET   /users?q=&limit=&offset=       → { items: Account[], total, limit, offset } (by username)
 *   POST  /users {username, email, role, regions} → 201 { user, setPasswordLink: {url, expiresAt} }
 *   GET   /users/{id}                    → Account
 *   PATCH /users/{id} {role?, regions?, disabled?, version} → Account (409 conflict when stale);
 *         disabling ends every session of the account at once
 *   POST  /users/{id}/set-password-link  → 201 {url, expiresAt}: a new one-time link (48 h)
 *
 * The owner cannot be changed by anyone else (403, permission 'owner') nor demote, limit or disable
 * itself (409 refused: there would be no owner). Nobody disables their own account. Every change
 * is an audit entry (entity 'admin-user'); tokens and hashes never are.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getAccount, listAccounts, updateAccount } from '../../../shared/db/queries/admin/accounts';
import { insertAudit } from '../../../shared/db/queries/admin/audit-log';
import { RefusedError, StaleVersionError } from '../../../shared/db/queries/admin/errors';
import { AdminExistsError, insertAdmin } from '../../../shared/db/queries/admin-users';
import { deleteSessionsOfUser } from '../../../shared/db/queries/sessions';
import type { Account } from '../../../shared/schemas/accounts';
import { accountCreateSchema, accountListQuerySchema, accountUpdateSchema } from '../../../shared/schemas/accounts';
import { idSchema } from '../../../shared/schemas/common';
import { issueSetPasswordLink } from '../../auth/set-password-links';
import { scryptHasher } from '../../auth/passwords';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { ForbiddenError, jsonError, methodNotAllowed, notFound, parseOr400 } from '../../http/errors';
import { readBody, readQuery, refusalResponse } from './http';

/** Audit entity of an account (the same as a password change's). */
export const ACCOUNT_ENTITY = 'admin-user';

export function userRoutes(deps: AppDeps) {
  const { db } = deps;
  const passwords = deps.passwords ?? scryptHasher();
  const app = new Hono<AdminEnv>();
  const idOf = (c: Context) => parseOr400(idSchema, c.req.param('id'), 'invalid id');
  const load = async (id: number) => {
    const account = await getAccount(db.kysely, id, deps.now());
    if (!account) throw notFound(`No account with id '${id}'`);
    return account;
  };
  /** The owner is changed by nobody else, and is never left without its rights by itself. */
  const guardOwner = (c: Context<AdminEnv>, target: Account, what: string) => {
    if (target.role !== 'owner') return;
    if (target.id !== c.var.admin.id) throw new ForbiddenError('owner', `Só o proprietário altera a própria conta (${what}).`);
    throw new RefusedError('O proprietário não pode mudar o próprio papel, limitar as próprias regiões nem se desativar.');
  };
  const refused = async (c: Context, work: () => Promise<Response>) => {
    try {
      return await work();
    } catch (err) {
      return refusalResponse(c, err) ?? Promise.reject(err);
    }
  };

  app.get('/users', async (c) => c.json(await listAccounts(db, readQuery(c, accountListQuerySchema), deps.now())));

  app.post('/users', async (c) => {
    const input = await readBody(c, accountCreateSchema);
    const now = deps.now();
    // Until the link is used the account has a password nobody knows (a hash of random bytes, so
    // a login attempt costs what any other does).
    const passwordHash = await passwords.hash(randomBytes(24).toString('base64url'));
    try {
      const created = await db.kysely.transaction().execute(async (trx) => {
        const tx = { ...db, kysely: trx };
        const { id } = await insertAdmin(tx, { username: input.username, email: input.email, passwordHash, role: input.role, regions: input.regions }, now);
        const setPasswordLink = await issueSetPasswordLink(trx, id, now);
        const user = (await getAccount(trx, id, now))!;
        await insertAudit(trx, { userId: c.var.admin.id, action: 'create', entity: ACCOUNT_ENTITY, entityId: id, before: null, after: user, at: now.toISOString() });
        return { user, setPasswordLink };
      });
      c.header('Location', `/api/admin/users/${created.user.id}`);
      return c.json(created, 201);
    } catch (err) {
      if (err instanceof AdminExistsError) {
        const message = err.field === 'username' ? 'Este nome de usuário já está em uso.' : 'Este e-mail já está em uso.';
        return jsonError(c, 409, 'duplicate', message, [{ path: err.field, message }]);
      }
      throw err;
    }
  });

  app.get('/users/:id', async (c) => c.json(await load(idOf(c))));

  app.patch('/users/:id', async (c) => {
    const id = idOf(c);
    const change = await readBody(c, accountUpdateSchema);
    return refused(c, async () => {
      const now = deps.now();
      const after = await db.kysely.transaction().execute(async (trx) => {
        const before = await getAccount(trx, id, now);
        if (!before) throw notFound(`No account with id '${id}'`);
        guardOwner(c, before, 'papel, regiões ou acesso');
        if (change.disabled && id === c.var.admin.id) throw new RefusedError('Você não pode desativar a sua própria conta.');
        if (change.version !== before.version || !(await updateAccount(trx, before, change, now))) {
          throw new StaleVersionError('account', before, change.version, before.version);
        }
        // "Sessions end at once": the gate already refuses a disabled account; the rows go too.
        const ended = change.disabled ? await deleteSessionsOfUser({ ...db, kysely: trx }, id) : 0;
        const updated = (await getAccount(trx, id, now))!;
        await insertAudit(trx, {
          userId: c.var.admin.id, action: 'update', entity: ACCOUNT_ENTITY, entityId: id, before,
          after: ended > 0 ? { ...updated, sessionsEnded: ended } : updated, at: now.toISOString(),
        });
        return updated;
      });
      return c.json(after);
    });
  });

  app.post('/users/:id/set-password-link', async (c) => {
    const id = idOf(c);
    return refused(c, async () => {
      const now = deps.now();
      const link = await db.kysely.transaction().execute(async (trx) => {
        const target = await getAccount(trx, id, now);
        if (!target) throw notFound(`No account with id '${id}'`);
        if (target.role === 'owner' && target.id !== c.var.admin.id) throw new ForbiddenError('owner', 'Só o proprietário cria um link de senha para a própria conta.');
        if (target.disabled) throw new RefusedError('A conta está desativada: reative-a antes de criar um link de senha.');
        const issued = await issueSetPasswordLink(trx, id, now);
        await insertAudit(trx, {
          userId: c.var.admin.id, action: 'set-password-link', entity: ACCOUNT_ENTITY, entityId: id, before: null,
          after: { username: target.username, expiresAt: issued.expiresAt }, at: now.toISOString(),
        });
        return issued;
      });
      c.header('Cache-Control', 'no-store');
      return c.json(link, 201);
    });
  });

  app.all('/users', methodNotAllowed(['GET', 'HEAD', 'POST']));
  app.all('/users/:id', methodNotAllowed(['GET', 'HEAD', 'PATCH']));
  app.all('/users/:id/set-password-link', methodNotAllowed(['POST']));
  return app;
}
