/**
 * Issue 25 item 1: the role matrix, checked over HTTP for every operation of /api/openapi.json and
 * every role (plus an editor limited to br). Each operation's permission comes from
 * api/auth/permission-table.ts; which roles hold it is restated here from the issue, so a change of
 * either shows up. An operation missing from the table fails the first test by name.
 */
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../shared/db/testing';
import { insertLocaleConfigs } from '../../shared/db/test-fixtures';
import { createApp } from '../app';
import { openApiPath } from '../openapi/document';
import { ROUTE_PERMISSIONS } from './permission-table';
import { registeredRoutes, requirePermission } from './permissions';
import type { AdminEnv } from './require-admin';
import { adminHeaders, createTestAdmin, fastTestHasher, loginCookie } from './testing';
import type { Role } from '../../shared/auth/roles';
import type { Locale } from '../../shared/locales';

const ORIGIN = 'http://localhost';
const ALL: Role[] = ['owner', 'administrator', 'editor', 'author', 'contributor'];
const EDITORS: Role[] = ['owner', 'administrator', 'editor'];
const ADMINS: Role[] = ['owner', 'administrator'];

/** Who holds each permission, as issue 25 defines the roles; `siteWide`: refused to region-limited accounts. */
const EXPECTED: Record<string, { roles: Role[]; siteWide?: true }> = {
  'account.self': { roles: ALL },
  'content.read': { roles: ALL },
  'content.write': { roles: ALL },
  'content.publish': { roles: ['owner', 'administrator', 'editor', 'author'] },
  'content.others': { roles: EDITORS },
  'authors.manage': { roles: EDITORS },
  'products.write': { roles: EDITORS },
  'media.upload': { roles: ALL },
  'media.manage': { roles: EDITORS },
  'inbox.manage': { roles: EDITORS },
  'site.build': { roles: EDITORS },
  'site.structure': { roles: EDITORS, siteWide: true },
  'settings.manage': { roles: ADMINS, siteWide: true },
  'audit.read': { roles: ADMINS, siteWide: true },
  'accounts.manage': { roles: ADMINS, siteWide: true },
};

interface Principal {
  name: string;
  role: Role;
  regions: Locale[];
}

const PRINCIPALS: Principal[] = [
  ...ALL.map((role) => ({ name: role, role, regions: [] as Locale[] })),
  { name: 'editor limited to br', role: 'editor', regions: ['br'] },
];

const tableKey = (method: string, openApi: string) => `${method} ${openApi}`;
const TABLE = new Map(Object.entries(ROUTE_PERMISSIONS).map(([key, rule]) => {
  const [method, path] = key.split(' ') as [string, string];
  return [tableKey(method, openApiPath(path)), rule];
}));

/** A concrete path: ids that match no row, so an allowed call is refused by validation or a 404 and writes nothing. */
const concrete = (path: string) => path.replace(/\{name\}/g, 'no-such-job').replace(/\{[^}]+\}/g, '999999');

function allowed(p: Principal, permission: string): boolean {
  const rule = EXPECTED[permission];
  if (!rule) throw new Error(`permission '${permission}' is not in the expected matrix of this test`);
  return rule.roles.includes(p.role) && !(rule.siteWide && p.regions.length > 0);
}

describeEachDatabase('Role matrix over every admin operation of /api/openapi.json', (getDb) => {
  let app: ReturnType<typeof createApp>;
  let operations: { method: string; path: string }[];
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    const db = getDb();
    await insertLocaleConfigs(db);
    app = createApp({ db, passwords: fastTestHasher() });
    for (const [i, p] of PRINCIPALS.entries()) {
      const admin = await createTestAdmin(db, { username: `matrix${i}`, role: p.role, regions: p.regions });
      cookies.set(p.name, await loginCookie(app, admin.username, admin.password));
    }
    const doc = (await (await app.request(`${ORIGIN}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })),
    ).filter((o) => o.path.startsWith('/api/admin/'));
  });

  it('has a permission for every admin operation of the API description (add missing ones to api/auth/permission-table.ts)', () => {
    expect(operations.length).toBeGreaterThan(80);
    const missing = operations.map((o) => tableKey(o.method, o.path)).filter((k) => !TABLE.has(k));
    expect(missing, 'operations without an entry in api/auth/permission-table.ts').toEqual([]);
    const stale = [...TABLE.keys()].filter((k) => !operations.some((o) => tableKey(o.method, o.path) === k));
    expect(stale, 'table entries that name no described operation').toEqual([]);
  });

  it.each(PRINCIPALS.map((p) => [p.name, p] as const))('%s: each operation answers as the matrix says, and a refusal changes nothing', async (_, p) => {
    const db = getDb();
    // Allowed job runs and "build now" are audited as runs (issue 24); every other row would be a write.
    const writes = () => db.kysely.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '!=', 'run').executeTakeFirstOrThrow();
    const auditBefore = Number((await writes()).n);
    const wrong: string[] = [];
    let refusals = 0;
    for (const o of operations) {
      const rule = TABLE.get(tableKey(o.method, o.path));
      if (rule === undefined || rule === 'open') continue;
      const headers = adminHeaders(cookies.get(p.name)!, { Origin: ORIGIN });
      const res = await app.request(`${ORIGIN}${concrete(o.path)}`, {
        method: o.method,
        headers,
        ...(o.method === 'GET' || o.method === 'DELETE' ? {} : { body: '{}' }),
      });
      const body = res.status === 403 ? ((await res.json()) as { error?: string; permission?: string; message?: string }) : undefined;
      if (allowed(p, rule)) {
        if (res.status === 403 || res.status === 401) wrong.push(`${o.method} ${o.path}: expected allowed (${rule}), got ${res.status} ${JSON.stringify(body)}`);
      } else {
        refusals++;
        if (res.status !== 403 || body?.error !== 'forbidden' || body.permission !== rule || !body.message) {
          wrong.push(`${o.method} ${o.path}: expected 403 naming ${rule}, got ${res.status} ${JSON.stringify(body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    if (p.role === 'contributor') expect(refusals).toBeGreaterThan(30);
    // Nothing was written by any of those calls (refused ones in particular).
    const auditAfter = Number((await writes()).n);
    expect(auditAfter).toBe(auditBefore);
  });
});

describe('An admin route missing from the permission table', () => {
  /** The gate as index.ts mounts it, in front of a route another branch added without a table line. */
  function appWith(role: Role) {
    const app = new Hono<AdminEnv>();
    app.use('*', async (c, next) => {
      c.set('admin', { id: 1, username: 'x', email: 'x@example.com', role, regions: [] });
      await next();
    });
    app.use('*', requirePermission(registeredRoutes(app, '')));
    app.get('/api/admin/presence', (c) => c.json({ ok: true }));
    app.get('/api/admin/posts', (c) => c.json({ ok: true }));
    return app;
  }

  it('is refused to accounts below administrator with permission "unlisted"; administrators keep it', async () => {
    const res = await appWith('editor').request('/api/admin/presence');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'forbidden', permission: 'unlisted' });
    expect((await appWith('administrator').request('/api/admin/presence')).status).toBe(200);
    expect((await appWith('owner').request('/api/admin/presence')).status).toBe(200);
    // A listed route next to it is decided by the table.
    expect((await appWith('contributor').request('/api/admin/posts')).status).toBe(200);
    // A path no route has stays the router's 404.
    expect((await appWith('editor').request('/api/admin/nothing-here')).status).toBe(404);
  });
});
