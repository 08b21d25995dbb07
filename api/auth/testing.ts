/**
 * Test helpers for anything behind the admin login (resources, admin app, auth itself).
 *
 *   const admin = await createTestAdmin(db);
 *   const cookie = await loginCookie(app, admin.username, admin.password);
 *   await app.request('/api/admin/posts', { headers: adminHeaders(cookie) });
 *
 * Test admins are hashed with a cheap scrypt cost (FAST_TEST_SCRYPT); hashes carry their cost, so
 * they log in through the real verification path in about a millisecond.
 */
import type { Role } from '../../shared/auth/roles';
import type { Db } from '../../shared/db/connect';
import type { Locale } from '../../shared/locales';
import { insertAdmin, type AdminAccount } from '../../shared/db/queries/admin-users';
import { FAST_TEST_SCRYPT, hashPassword, scryptHasher, type PasswordHasher } from './passwords';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './sessions';

/** Password of every test admin unless overridden (passes the policy). */
export const TEST_ADMIN_PASSWORD = 'Test-admin-password-42';

export interface TestAdmin extends AdminAccount {
  password: string;
}

let counter = 0;

/**
 * Inserts an admin with a known password and returns it with that password. Without overrides the
 * username (`editor1`, `editor2`, …) and e-mail are unique, so a test may create several.
 */
export async function createTestAdmin(
  db: Db,
  overrides: Partial<{ username: string; email: string; password: string; role: Role; regions: Locale[] }> = {},
): Promise<TestAdmin> {
  const n = ++counter;
  const username = overrides.username ?? `editor${n}`;
  const email = overrides.email ?? `${username}@example.com`;
  const password = overrides.password ?? TEST_ADMIN_PASSWORD;
  const account = await insertAdmin(db, { username, email, passwordHash: await hashPassword(password, FAST_TEST_SCRYPT), role: overrides.role, regions: overrides.regions });
  return { ...account, password };
}

/** A hasher with the cheap test cost, for `createApp({ passwords })` (also makes the unknown-user dummy hash cheap). */
export function fastTestHasher(): PasswordHasher {
  return scryptHasher(FAST_TEST_SCRYPT);
}

/** Anything with Hono's `request` (an app from createApp or createSiteApp). */
export interface RequestableApp {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

/**
 * Logs in through POST /api/admin/login and returns the `Cookie` header value that carries the
 * session (`admin_session=…`). Throws with the server's answer when the login fails.
 */
export async function loginCookie(app: RequestableApp, identifier: string, password: string, base = 'http://localhost'): Promise<string> {
  const res = await app.request(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  if (res.status !== 200) throw new Error(`login as ${identifier} failed: ${res.status} ${await res.text()}`);
  const cookie = sessionCookieFrom(res);
  if (!cookie) throw new Error('login answered 200 without a session cookie');
  return cookie;
}

/** `name=value` of the session cookie a response sets, or undefined. */
export function sessionCookieFrom(res: Response): string | undefined {
  let found: string | undefined;
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    const [name, value] = pair.split('=');
    // The last non-empty one wins, as in a browser; an empty value is a deletion.
    if ((name === SESSION_COOKIE || name === SECURE_SESSION_COOKIE) && value) found = pair;
  }
  return found;
}

/** Headers of an authenticated JSON call: the session cookie and the JSON content type. */
export function adminHeaders(cookie: string, extra: Record<string, string> = {}): Record<string, string> {
  return { Cookie: cookie, 'Content-Type': 'application/json', ...extra };
}
