/**
 * The role gate of the admin API (issue 25 item 1): after the session gate, every /api/admin
 * request is matched against ./permission-table.ts and refused with 403
 * `{error:'forbidden', message, permission}` when the signed-in account does not hold the
 * operation's permission. The refusal happens before the route runs, so it changes nothing.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { can, type Permission } from '../../shared/auth/roles';
import { ROUTE_PERMISSIONS, type RouteRule } from './permission-table';
import type { AdminEnv, AdminUser } from './require-admin';

/** The permission name a 403 carries for a route missing from the table. */
export const UNLISTED = 'unlisted';

interface CompiledRule {
  method: string;
  pattern: RegExp;
  params: number;
  rule: RouteRule;
}

function compile(table: Readonly<Record<string, RouteRule>>): CompiledRule[] {
  return Object.entries(table).map(([key, rule]) => {
    const [method, path] = key.split(' ') as [string, string];
    const source = path.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
    return { method, pattern: new RegExp(`^${source}/?$`), params: (path.match(/:/g) ?? []).length, rule };
  });
}

const COMPILED = compile(ROUTE_PERMISSIONS);

/**
 * The rule of `METHOD path`: the matching entry with the fewest parameters (a literal segment such
 * as `/locale-configs/retailer` wins over `/locale-configs/:key`); 'unlisted' when the path is known
 * for other methods only or not at all is decided by the caller (see `requirePermission`).
 */
export function ruleFor(method: string, path: string, rules: CompiledRule[] = COMPILED): RouteRule | typeof UNLISTED | undefined {
  const m = method === 'HEAD' ? 'GET' : method;
  const matching = rules.filter((r) => r.pattern.test(path));
  const own = matching.filter((r) => r.method === m).sort((a, b) => a.params - b.params)[0];
  if (own) return own.rule;
  return undefined;
}

/** Portuguese text of every refusal (the admin app shows it in a toast). */
export function forbiddenMessage(permission: string): string {
  return `Sua conta não tem permissão para esta ação (${permission}).`;
}

/** The 403 answer naming the missing permission. */
export function forbidden(c: Context, permission: Permission | string, message = forbiddenMessage(permission)): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: 'forbidden', message, permission }, 403);
}

/** Whether `admin` may run the operation of `rule` (administrators run unlisted routes too). */
export function allows(admin: Pick<AdminUser, 'role' | 'regions'>, rule: RouteRule | typeof UNLISTED): boolean {
  if (rule === 'open') return true;
  if (rule === UNLISTED) return admin.role === 'owner' || admin.role === 'administrator';
  return can(admin, rule);
}

/**
 * The middleware. A path that matches no entry for any method is left to the router (404); one
 * known for other methods only too (405 with `Allow`). A registered route missing from the table is
 * 'unlisted'.
 */
export function requirePermission(registered?: (method: string, path: string) => boolean): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const admin = c.var.admin;
    let rule: RouteRule | typeof UNLISTED | undefined = ruleFor(c.req.method, c.req.path);
    if (rule === undefined && registered?.(c.req.method === 'HEAD' ? 'GET' : c.req.method, c.req.path)) rule = UNLISTED;
    if (rule !== undefined && !allows(admin, rule)) return forbidden(c, rule);
    await next();
  };
}

/**
 * `(method, path) → registered?` for the routes of `app` mounted at `prefix` (middleware and the
 * 405 catch-alls excluded); compiled on first use, when every route is mounted.
 */
export function registeredRoutes(app: Hono<any>, prefix: string): (method: string, path: string) => boolean {
  let rules: CompiledRule[] | undefined;
  return (method, path) => {
    rules ??= compile(Object.fromEntries(
      app.routes.filter((r) => r.method !== 'ALL' && !r.path.includes('*')).map((r) => [`${r.method} ${prefix}${r.path}`, 'open' as RouteRule]),
    ));
    return rules.some((r) => r.method === method && r.pattern.test(path));
  };
}
