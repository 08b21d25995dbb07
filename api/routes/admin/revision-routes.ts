/**
 * The revisions of one editable resource (issue 16 item 2), mounted by resource-router.ts under
 * the item's path:
 *
 *   GET  /<resource>/{id}/revisions?limit=&offset=          → `{ items, total, limit, offset }` of
 *        RevisionSummary `{id, kind, itemId, itemVersion, userId, username, title, createdAt}`,
 *        newest first; 404 for an unknown item
 *   GET  /<resource>/{id}/revisions/{revisionId}            → Revision (the summary + `fields`: the
 *        item's admin shape as that save left it); 404 for an unknown revision or item
 *   POST /<resource>/{id}/revisions/{revisionId}/restore    body `{ version }` (the item's version
 *        on the editor's screen) → 200 + the item after the restore, which is a new save: its own
 *        revision, audit row, version+1, publish, and the same answers as a PUT (409 conflict with
 *        `current` when `version` is stale, 400 when the restored fields no longer validate, e.g.
 *        a category deleted since).
 *
 * A restore brings back the fields named by the resource's `restored` list (what the editor
 * wrote); the item's address, publication state and retailer-fed data stay as they are now
 * (docs/decisions.md, "Revisions").
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../../shared/db/connect';
import { getRevision, listRevisions } from '../../../shared/db/queries/admin/revisions';
import type { ChangeStore } from '../../../shared/db/queries/admin/store';
import { idSchema } from '../../../shared/schemas/common';
import { revisionListQuerySchema, revisionRestoreSchema, type RevisionKind } from '../../../shared/schemas/revision';
import { auditedUpdate, type Actor } from '../../audit/audited-change';
import type { AdminEnv } from '../../auth/require-admin';
import { methodNotAllowed, notFound, parseOr400 } from '../../http/errors';
import { readBody, readQuery } from './http';

/** What a resource declares to have revisions. */
export interface RevisionSpec {
  kind: RevisionKind;
  /** Fields of the admin shape a restore takes from the revision; every other one stays current. */
  restored: readonly string[];
}

/** What the resource router lends: its store, update schema and the way it runs and publishes writes. */
export interface RevisionRouteContext<Row, UpdateIn> {
  db: Db;
  path: string;
  store: ChangeStore<Row, number, unknown, UpdateIn>;
  update: z.ZodType<UpdateIn, any>;
  spec: RevisionSpec;
  actor(c: Context<AdminEnv>): Actor;
  attempt(c: Context<AdminEnv>, work: () => Promise<Response>): Promise<Response>;
  /** Publishes a restore like a save (its answer names the publishing build too). */
  publishUpdate(c: Context<AdminEnv>, before: Row, after: Row): Promise<void>;
  /** Item-level role rules (issue 25): reading the item's revisions (no `after`) or restoring one. */
  guard?(c: Context<AdminEnv>, before: Row, after?: unknown): void;
}

/**
 * The body of the save a restore makes: the item as it is now, the revision's `restored` fields
 * over it, and the version the editor sent.
 */
export function restoreBody(current: object, fields: Record<string, unknown>, restored: readonly string[], version: number): Record<string, unknown> {
  const body: Record<string, unknown> = { ...current };
  for (const key of restored) if (key in fields) body[key] = fields[key];
  return { ...body, version };
}

export function revisionRouter<Row extends object, UpdateIn>(ctx: RevisionRouteContext<Row, UpdateIn>) {
  const { db, store, spec } = ctx;
  const app = new Hono<AdminEnv>();
  const list = `${ctx.path}/:key/revisions`;
  const one = `${list}/:revision`;
  const restore = `${one}/restore`;
  const itemId = (c: Context) => parseOr400(idSchema, c.req.param('key'), 'invalid id');
  const revisionId = (c: Context) => parseOr400(idSchema, c.req.param('revision'), 'invalid revision id');

  async function loadItem(id: number): Promise<Row> {
    const row = await store.load(db.kysely, id, { lock: false, dialect: db.dialect });
    if (row === undefined) throw notFound(`No ${store.entity} with id '${id}'`);
    return row;
  }

  async function loadRevision(id: number, revision: number) {
    const found = await getRevision(db.kysely, spec.kind, id, revision);
    if (!found) throw notFound(`No revision ${revision} of ${store.entity} ${id}`);
    return found;
  }

  app.get(list, async (c) => {
    const id = itemId(c);
    const query = readQuery(c, revisionListQuerySchema);
    ctx.guard?.(c, await loadItem(id));
    return c.json(await listRevisions(db, spec.kind, id, query));
  });

  app.get(one, async (c) => {
    const id = itemId(c);
    const revision = revisionId(c);
    ctx.guard?.(c, await loadItem(id));
    return c.json(await loadRevision(id, revision));
  });

  app.post(restore, async (c) => {
    const id = itemId(c);
    const revision = revisionId(c);
    const { version } = await readBody(c, revisionRestoreSchema);
    const current = await loadItem(id);
    const saved = await loadRevision(id, revision);
    const input = parseOr400(ctx.update, restoreBody(current, saved.fields, spec.restored, version), `revision ${revision} cannot be restored`);
    ctx.guard?.(c, current, input);
    return ctx.attempt(c, async () => {
      const { before, after } = await auditedUpdate(db, store, id, input, ctx.actor(c));
      await ctx.publishUpdate(c, before, after);
      return c.json(after);
    });
  });

  app.all(list, methodNotAllowed(['GET', 'HEAD']));
  app.all(one, methodNotAllowed(['GET', 'HEAD']));
  app.all(restore, methodNotAllowed(['POST']));
  return app;
}
