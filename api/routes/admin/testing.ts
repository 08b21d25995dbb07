/**
 * Test helpers of the admin resource suites: an app with a logged-in admin, JSON calls, the
 * recording publisher, the media suites' app with its store, and table snapshots to prove a
 * refused request changed nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Db } from '../../../shared/db/connect';
import { createFileMediaStore, type MediaStore } from '../../../shared/media/store';
import type { Database } from '../../../shared/db/schema';
import { snapshotTables } from '../../../shared/db/test-snapshot';
import { createApp } from '../../app';
import { createRecordingPublisher, type RecordingPublisher } from '../../publish/publisher';
import { createTestAdmin, fastTestHasher, loginCookie } from '../../auth/testing';

export const TEST_NOW = new Date('2026-06-01T12:00:00.000Z');
const ORIGIN = 'http://localhost:4321';

export interface AdminTestClient {
  /** JSON call with the admin's session cookie; `body` is sent as JSON. */
  call(method: string, path: string, body?: unknown): Promise<Response>;
  /** Same, returning status and parsed body. */
  json<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** A request with the session cookie and nothing else (for content-type and Origin tests). */
  raw(path: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Response>;
  publisher: RecordingPublisher;
  adminId: number;
  /** Moves the app's clock (every request after this sees the new time). */
  setNow(date: Date): void;
}

/**
 * Creates an admin (an administrator unless `account` names a role, regions…) and logs in through the real session gate. Call once per suite (in beforeAll):
 * the app and its publisher are shared by the suite's tests.
 */
export async function adminClient(db: Db, account: Parameters<typeof createTestAdmin>[1] = {}): Promise<AdminTestClient> {
  const publisher = createRecordingPublisher(() => {});
  let now = TEST_NOW;
  const app = createApp({ db, now: () => now, publisher, siteUrl: ORIGIN, log: () => {}, passwords: fastTestHasher() });
  const admin = await createTestAdmin(db, account);
  const cookie = await loginCookie(app, admin.username, admin.password, ORIGIN);
  const call = async (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        cookie,
        origin: ORIGIN,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    call,
    async json(method, path, body) {
      const res = await call(method, path, body);
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    raw: async (path, init) => app.request(path, { ...init, headers: { cookie, ...init.headers } }),
    publisher,
    adminId: admin.id,
    setNow(date) {
      now = date;
    },
  };
}

/** Every row of the given tables (shared/db/test-snapshot.ts): equal snapshots mean nothing changed. */
export function snapshot(db: Db, tables: (keyof Database)[] = ['posts', 'products', 'reviews', 'categories', 'category_names', 'settings', 'locale_configs', 'contact_messages', 'audit_log', 'authors', 'item_authors']) {
  return snapshotTables(db, tables);
}

/** Asserts `promise` (a request) is refused with `status` and nothing in the database changed. */
export async function expectRefusedUnchanged(db: Db, status: number, request: () => Promise<{ status: number; body: any }>) {
  const before = await snapshot(db);
  const res = await request();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(await snapshot(db)).toEqual(before);
  return res.body;
}

/** The audit rows of one entity id, oldest first. */
export async function auditRows(db: Db, entity: string, entityId: string | number) {
  const rows = await db.kysely.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', String(entityId)).orderBy('id').execute();
  return rows.map((r) => ({ ...r, before: r.before_json && JSON.parse(r.before_json), after: r.after_json && JSON.parse(r.after_json) }));
}

/** A media suite's app: a file media store in a fresh temporary folder, the recording publisher and a logged-in admin. */
export interface MediaTestApp {
  app: ReturnType<typeof createApp>;
  store: MediaStore;
  publisher: RecordingPublisher;
  /** The admin's session cookie (`cookie` header value). */
  cookie: string;
  /** A new app over the same database, store and publisher, as a server restart makes. */
  restart(): ReturnType<typeof createApp>;
  /** Deletes the store's folder (afterAll). */
  remove(): Promise<void>;
}

/** Creates a media suite's app (see MediaTestApp); `background` defers variants to the worker as the server does. */
export async function mediaTestApp(db: Db, { name, maxBytes, background }: { name: string; maxBytes: number; background?: boolean }): Promise<MediaTestApp> {
  const dir = await mkdtemp(join(tmpdir(), `${name}-`));
  const store = createFileMediaStore(dir);
  const publisher = createRecordingPublisher(() => {});
  const restart = () => createApp({ db, now: () => TEST_NOW, publisher, siteUrl: ORIGIN, log: () => {}, passwords: fastTestHasher(), media: { store, limits: { maxBytes, maxPixels: 40_000_000 }, ...(background ? { background } : {}) } });
  const app = restart();
  const admin = await createTestAdmin(db);
  const cookie = await loginCookie(app, admin.username, admin.password, ORIGIN);
  return { app, store, publisher, cookie, restart, remove: () => rm(dir, { recursive: true, force: true }) };
}
