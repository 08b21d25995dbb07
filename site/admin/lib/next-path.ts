/**
 * Where to go after logging in: the admin page the editor was sent away from (`?next=`), so an
 * expired session costs a login, not the place in the work. Only admin paths of this site are
 * accepted; anything else (another origin, `//evil.example`, the login page itself) gives /admin.
 */

export const LOGIN_PATH = '/admin/login';

/** `/admin/login?next=…` for the current location (plain `/admin/login` when coming from /admin). */
export function loginPathFor(current: string): string {
  if (!current || current === '/admin' || current === '/admin/' || current.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?next=${encodeURIComponent(current)}`;
}

/** Any origin will do: only the path that `next` resolves to on it matters. */
const BASE = 'http://admin.invalid';

/**
 * The safe destination after login from a `next` query value. The check is made on the path the
 * browser would resolve `next` to, not on its text: `/admin/..//evil.example` starts with /admin
 * but lands on `//evil.example`, which a later `location = pathname` would take to another site.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !/^\/admin(\/|\?|$)/.test(next) || /[\\\s]/.test(next)) return '/admin';
  const url = new URL(next, BASE);
  if (url.origin !== BASE || !/^\/admin(\/|$)/.test(url.pathname) || url.pathname.startsWith(LOGIN_PATH)) return '/admin';
  return url.pathname + url.search + url.hash;
}
