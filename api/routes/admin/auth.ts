/**
 * POST /login, POST /logout, GET /me and POST /password under /api/admin (DESIGN §7, SPEC §7).
 * Mounted before the session gate; /me and /password bring their own.
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { deleteSessionsOfUser } from '../../../shared/db/queries/sessions';
import { findAdminById, normalizeIdentifier, setAdminPasswordHash } from '../../../shared/db/queries/admin-users';
import { getSiteName } from '../../../shared/db/queries/settings';
import {
  LOGIN_REQUIRED_DESCRIPTION,
  LOGIN_REQUIRED_TITLE,
  isMissingLoginFields,
  loginPayloadSchema,
  passwordChangeSchema,
} from '../../../shared/schemas/auth';
import { insertAudit } from '../../../shared/db/queries/admin/audit-log';
import { LOGIN_REFUSAL_ENTITY, clip, recordRefusal } from '../../audit/security-events';
import { checkLogin } from '../../auth/login';
import { checkPasswordPolicy } from '../../auth/password-policy';
import { recordEvent } from '../../audit/account-events';
import { scryptHasher } from '../../auth/passwords';
import { limitedAttempt, lockMessage, type LockKind } from '../../auth/rate-limit';
import { requireAdmin, type AdminEnv } from '../../auth/require-admin';
import { dropPresentedSession, endSession, startSession } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { requestAddressBlock, requestIp } from '../../http/client-ip';
import { ApiError, jsonError, methodNotAllowed, parseOr400 } from '../../http/errors';
import { readJson } from '../../http/json-body';

/** SPEC §5/§8: the text the login page shows for a refused login. */
export const INVALID_CREDENTIALS_MESSAGE = 'Credenciais inválidas. Verifique seu nome de usuário e senha.';

/** The JSON body, or a 400 naming what is wrong with it (in Portuguese: the login form shows it). */
const readBody = (c: Context) =>
  readJson(c, { notUtf8: 'O corpo da requisição não está em UTF-8 válido.', notJson: 'O corpo da requisição não é um JSON válido.' });

/** The admin UI is Portuguese, so is the message when zod names no field. */
const INVALID_BODY = 'Corpo da requisição inválido.';

/** 'Campos obrigatórios: identifier, password. …' when fields are only missing (the login form's toast). */
const missingLoginFields = (error: z.ZodError) =>
  isMissingLoginFields(error)
    ? `${LOGIN_REQUIRED_TITLE}: ${[...new Set(error.issues.map((i) => i.path.join('.')))].join(', ')}. ${LOGIN_REQUIRED_DESCRIPTION}`
    : undefined;

function tooManyAttempts(c: Context, retryAfter: number) {
  c.header('Retry-After', String(retryAfter));
  return jsonError(c, 429, 'too_many_attempts', lockMessage(retryAfter));
}

/** What the audit log keeps of a login refused by a lock: who was tried, by which lock, for how long. */
interface LockedRefusal {
  identifier: string;
  addressBlock: string;
  lock: LockKind;
  retryAfter: number;
  route: 'login' | 'password';
}

export function authRoutes(deps: AppDeps) {
  // One hasher per app: it caches the dummy hash that unknown users are checked against.
  const passwords = deps.passwords ?? scryptHasher();
  const app = new Hono<AdminEnv>();
  const recordLockedRefusal = (r: LockedRefusal) =>
    recordRefusal(deps.db, {
      entity: LOGIN_REFUSAL_ENTITY,
      addressBlock: r.addressBlock,
      details: { account: clip(r.identifier), lock: r.lock, retryAfterSeconds: r.retryAfter, route: r.route },
      now: deps.now(),
    }, deps.log);

  app.post('/login', async (c) => {
    const { identifier, password } = parseOr400(loginPayloadSchema, await readBody(c), INVALID_BODY, missingLoginFields);
    const addressBlock = requestAddressBlock(c, deps);
    const result = await checkLogin({ db: deps.db, now: deps.now, passwords }, identifier, password, addressBlock);
    if (result.kind === 'locked') {
      await recordLockedRefusal({ identifier: result.identifier, addressBlock, lock: result.lock, retryAfter: result.retryAfter, route: 'login' });
      return tooManyAttempts(c, result.retryAfter);
    }
    if (result.kind === 'invalid') {
      // A refused login is shown in the audit log (issue 26): the account tried and from where, at
      // most once per account per interval, so guesses spread over many addresses add one entry.
      const account = normalizeIdentifier(identifier);
      await recordRefusal(deps.db, { entity: LOGIN_REFUSAL_ENTITY, action: 'wrong-password', entityId: account, addressBlock, details: { account: clip(account) }, now: deps.now() }, deps.log);
      return jsonError(c, 401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
    }
    // A session the browser still had ends here (its cookie is overwritten): every login gets a fresh token.
    await dropPresentedSession(c, deps);
    await startSession(c, deps, result.user.id, requestIp(c, deps));
    await recordEvent(deps.db, { userId: result.user.id, action: 'login', entity: 'session', entityId: result.user.id, details: { username: result.user.username, addressBlock }, now: deps.now() }, deps.log);
    c.header('Cache-Control', 'no-store');
    return c.json({ user: result.user });
  });

  // Works with or without a session: the point is that none is left afterwards.
  app.post('/logout', async (c) => {
    const userId = await endSession(c, deps);
    if (userId !== undefined) await recordEvent(deps.db, { userId, action: 'logout', entity: 'session', entityId: userId, details: { addressBlock: requestAddressBlock(c, deps) }, now: deps.now() }, deps.log);
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  app.get('/me', requireAdmin(deps), (c) => c.json({ user: c.var.admin }));

  app.post('/password', requireAdmin(deps), async (c) => {
    const body = parseOr400(passwordChangeSchema, await readBody(c), INVALID_BODY);
    const admin = c.var.admin;
    const account = await findAdminById(deps.db, admin.id);
    if (!account) throw new ApiError(401, 'unauthorized', 'Sessão ausente ou expirada. Faça login novamente.');
    // A stolen session must not become a way around the login limits: wrong current passwords count.
    const identifier = normalizeIdentifier(account.username);
    const addressBlock = requestAddressBlock(c, deps);
    const attempt = await limitedAttempt(deps.db, { identifier, ip: addressBlock, now: deps.now() }, () =>
      passwords.verify(body.currentPassword, account.passwordHash),
    );
    if ('lock' in attempt) {
      await recordLockedRefusal({ identifier, addressBlock, lock: attempt.lock, retryAfter: attempt.locked, route: 'password' });
      return tooManyAttempts(c, attempt.locked);
    }
    if (!('ok' in attempt) || !attempt.ok) {
      const message = 'A senha atual está incorreta.';
      return jsonError(c, 400, 'invalid_current_password', message, [{ path: 'currentPassword', message }]);
    }
    if (body.newPassword === body.currentPassword) {
      const message = 'A nova senha deve ser diferente da senha atual.';
      return jsonError(c, 400, 'bad_request', `newPassword: ${message}`, [{ path: 'newPassword', message }]);
    }
    const refused = await checkPasswordPolicy(body.newPassword, { ...account, siteName: await getSiteName(deps.db) });
    if (refused) {
      return jsonError(c, 400, 'weak_password', `newPassword: ${refused.message}`, [{ path: 'newPassword', message: refused.message }]);
    }
    const hash = await passwords.hash(body.newPassword);
    const at = deps.now();
    await deps.db.kysely.transaction().execute(async (trx) => {
      const tx = { ...deps.db, kysely: trx };
      await setAdminPasswordHash(tx, admin.id, hash, at);
      // Whoever else holds a session (perhaps the reason for the change) is logged out.
      const ended = await deleteSessionsOfUser(tx, admin.id, c.var.sessionId);
      // Who changed it, when, from where and what it ended; never the password or its hash.
      await insertAudit(trx, {
        userId: admin.id,
        action: 'password-change',
        entity: 'admin-user',
        entityId: admin.id,
        before: null,
        after: { username: admin.username, addressBlock, otherSessionsEnded: ended },
        at: at.toISOString(),
      });
    });
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  // Known paths with another method: 405 naming the right one, not "no such route" (or the session
  // gate's 401 for the open login and logout). /me and /password stay behind the gate, like every
  // other admin path: without a session they answer 401 whatever the method.
  app.all('/login', methodNotAllowed(['POST']));
  app.all('/logout', methodNotAllowed(['POST']));
  app.all('/me', requireAdmin(deps), methodNotAllowed(['GET', 'HEAD']));
  app.all('/password', requireAdmin(deps), methodNotAllowed(['POST']));
  return app;
}
