/**
 * POST /api/admin/set-password {token, password} (issue 25 item 2): the public end of a one-time
 * set-password link. Open (the token is the credential), mounted before the session gate; the
 * password policy applies as everywhere. 204 and the link is spent; a token that is unknown, used,
 * expired or of a disabled account is one and the same 400 `invalid_token`.
 */
import { Hono } from 'hono';
import { findBySetPasswordToken, spendSetPasswordLink } from '../../../shared/db/queries/admin/accounts';
import { insertAudit } from '../../../shared/db/queries/admin/audit-log';
import { getSiteName } from '../../../shared/db/queries/settings';
import { setPasswordSchema } from '../../../shared/schemas/accounts';
import { checkPasswordPolicy } from '../../auth/password-policy';
import { scryptHasher } from '../../auth/passwords';
import { hashSetPasswordToken } from '../../auth/set-password-links';
import type { AppDeps } from '../../deps';
import { jsonError, methodNotAllowed } from '../../http/errors';
import { readBody } from './http';
import { ACCOUNT_ENTITY } from './users';

export const INVALID_LINK_MESSAGE = 'Este link de senha é inválido, já foi usado ou expirou. Peça um novo a um administrador.';

export function setPasswordRoutes(deps: AppDeps) {
  const passwords = deps.passwords ?? scryptHasher();
  const app = new Hono();
  app.post('/set-password', async (c) => {
    const { token, password } = await readBody(c, setPasswordSchema);
    const tokenHash = hashSetPasswordToken(token);
    const account = await findBySetPasswordToken(deps.db, tokenHash, deps.now());
    if (!account) return jsonError(c, 400, 'invalid_token', INVALID_LINK_MESSAGE, [{ path: 'token', message: INVALID_LINK_MESSAGE }]);
    const refused = await checkPasswordPolicy(password, { ...account, siteName: await getSiteName(deps.db) });
    if (refused) return jsonError(c, 400, 'weak_password', `password: ${refused.message}`, [{ path: 'password', message: refused.message }]);
    const hash = await passwords.hash(password);
    const now = deps.now();
    const spent = await deps.db.kysely.transaction().execute(async (trx) => {
      if (!(await spendSetPasswordLink(trx, account.id, tokenHash, hash, now))) return false;
      await insertAudit(trx, {
        userId: account.id, action: 'set-password', entity: ACCOUNT_ENTITY, entityId: account.id, before: null,
        after: { username: account.username }, at: now.toISOString(),
      });
      return true;
    });
    if (!spent) return jsonError(c, 400, 'invalid_token', INVALID_LINK_MESSAGE, [{ path: 'token', message: INVALID_LINK_MESSAGE }]);
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
  app.all('/set-password', methodNotAllowed(['POST']));
  return app;
}
