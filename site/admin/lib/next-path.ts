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

/** The safe destination after login from a `next` query value. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next) return '/admin';
  if (!/^\/admin(\/|\?|$)/.test(next) || next.startsWith(LOGIN_PATH) || /[\\\s]/.test(next)) return '/admin';
  return next;
}
