/**
 * One router for every editable admin resource: list, create, read, replace and delete, each
 * write going through the audited change runner and, once committed, to the publisher. The
 * resource files (posts.ts, products.ts, …) only declare their schemas, store and list query.
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../../shared/db/connect';
import type { ChangeStore } from '../../../shared/db/queries/admin/store';
import type { Paged } from '../../../shared/schemas/admin';
import { auditedCreate, auditedDelete, auditedUpdate, type Actor } from '../../audit/audited-change';
import type { AdminEnv, AdminUser } from '../../auth/require-admin';
import { assertCanDelete, assertCanRead, assertCanWrite, listRegions, type AccessRules, type GuardedItem } from '../../auth/item-access';
import type { AppDeps } from '../../deps';
import { methodNotAllowed, notFound, parseOr400 } from '../../http/errors';
import type { ChangeAction, ContentChange } from '../../publish/publisher';
import { PUBLISH_BUILD_HEADER } from '../../../shared/schemas/publish';
import { readBody, readQuery, refusalResponse } from './http';
import { revisionRouter, type RevisionSpec } from './revision-routes';

export interface ResourceSpec<Row, Key, CreateIn, UpdateIn, Query, Item> {
  /** Path under /api/admin, e.g. '/posts'. */
  path: string;
  store: ChangeStore<Row, Key, CreateIn, UpdateIn>;
  /** Validates the `{key}` path segment (id, setting key, locale code). */
  key: z.ZodType<Key, any>;
  /** Name of the key in messages: 'id', 'key', 'locale'. */
  keyName: string;
  listQuery: z.ZodType<Query, any>;
  /** The list; `locales` (issue 25) limits it to an account's regions when `access` is set. */
  list(db: Db, query: Query & { locales?: readonly string[] }): Promise<Paged<Item>>;
  /** Create payload; without it there is no POST. */
  create?: z.ZodType<CreateIn, any>;
  /** Update payload; without it there is no PUT. */
  update?: z.ZodType<UpdateIn, any>;
  /** Body field that receives the path key before the update is parsed (settings: `key`). */
  keyField?: string;
  /** Whether DELETE exists (the store must implement `remove`). */
  deletable?: boolean;
  /** What to republish after an accepted change; undefined when the public site does not show it. */
  publish?(action: ChangeAction, before: Row | null, after: Row | null): ContentChange | undefined;
  /**
   * Item-level role rules (issue 25): 'editorial' (own items, publishing, regions) for posts and
   * reviews, 'regional' (the region limit only) for other rows with a `locale`; none: only the
   * route's permission applies.
   */
  access?: AccessRules;
  /**
   * A resource's own item rule, run before a create (`before` null) or an update with the row as
   * it is; throws ForbiddenError to refuse (author profiles: an author edits only their own).
   */
  guard?(admin: AdminUser, before: Row | null, after: CreateIn | UpdateIn): void;
  /**
   * Revisions (issue 16): list, read and restore routes under `{key}/revisions`. The store must
   * record them (revisioned-store.ts), the key must be a numeric id and `update` must be set.
   */
  revisions?: RevisionSpec;
}

/** Mounts the routes of one resource on a new router (to be `.route('/', …)`-ed by resources.ts). */
export function resourceRouter<Row, Key, CreateIn, UpdateIn, Query, Item>(
  deps: AppDeps,
  spec: ResourceSpec<Row, Key, CreateIn, UpdateIn, Query, Item>,
) {
  const { db } = deps;
  const app = new Hono<AdminEnv>();
  const one = `${spec.path}/:key`;
  const actor = (c: Context<AdminEnv>): Actor => ({ userId: c.var.admin?.id ?? null, now: deps.now() });
  const keyOf = (c: Context<AdminEnv>) => parseOr400(spec.key, c.req.param('key'), `invalid ${spec.keyName}`);

  /**
   * Hands the committed change to the publisher. The build that will publish it, when the publisher
   * records one, is named in the `Publish-Build` header so the editor can follow it to "No ar".
   */
  async function publish(c: Context<AdminEnv>, action: ChangeAction, before: Row | null, after: Row | null) {
    const change = spec.publish?.(action, before, after);
    if (!change) return;
    try {
      const build = await deps.publisher?.request(change);
      if (typeof build === 'number') c.header(PUBLISH_BUILD_HEADER, String(build));
    } catch (err) {
      // The change is committed; a failed publish request must not turn the save into an error.
      (deps.log ?? console.error)(`publish request failed for ${change.entity} ${change.id}`, err);
    }
  }

  /** Runs a write; the data layer's refusals become 4xx answers, anything else goes to onError. */
  async function attempt(c: Context<AdminEnv>, work: () => Promise<Response>): Promise<Response> {
    try {
      return await work();
    } catch (err) {
      const refusal = refusalResponse(c, err);
      if (refusal) return refusal;
      throw err;
    }
  }

  const access = spec.access;
  const guardWrite = (c: Context<AdminEnv>, before: unknown, after: unknown) => {
    if (access) assertCanWrite(c.var.admin, access, before as GuardedItem | null, after as GuardedItem);
    spec.guard?.(c.var.admin, before as Row | null, after as CreateIn | UpdateIn);
  };
  /** The row of `key` (404 when missing) when item rules apply and must see it first. */
  const loadGuarded = async (key: Key) => {
    const row = await spec.store.load(db.kysely, key, { lock: false, dialect: db.dialect });
    if (row === undefined) throw notFound(`No ${spec.store.entity} with ${spec.keyName} '${String(key)}'`);
    return row;
  };

  app.get(spec.path, async (c) => {
    const query = readQuery(c, spec.listQuery);
    // An account limited to some regions lists only their rows.
    const locales = access ? listRegions(c.var.admin, (query as { locale?: string }).locale) : undefined;
    return c.json(await spec.list(db, (locales ? { ...query, locales } : query) as Query & { locales?: readonly string[] }));
  });

  if (spec.create) {
    const schema = spec.create;
    app.post(spec.path, async (c) => {
      const input = await readBody(c, schema);
      guardWrite(c, null, input);
      return attempt(c, async () => {
        const row = await auditedCreate(db, spec.store, input, actor(c));
        await publish(c, 'create', null, row);
        c.header('Location', `${c.req.path.replace(/\/$/, '')}/${encodeURIComponent(String(spec.store.keyOf(row)))}`);
        return c.json(row as object, 201);
      });
    });
  }

  app.get(one, async (c) => {
    const key = keyOf(c);
    const row = await loadGuarded(key);
    if (access) assertCanRead(c.var.admin, row as GuardedItem);
    return c.json(row as object);
  });

  if (spec.update) {
    const schema = spec.update;
    app.put(one, async (c) => {
      const key = keyOf(c);
      const input = await readBody(c, schema, spec.keyField ? { [spec.keyField]: c.req.param('key') } : {});
      if (access || spec.guard) guardWrite(c, await loadGuarded(key), input);
      return attempt(c, async () => {
        const { before, after } = await auditedUpdate(db, spec.store, key, input, actor(c));
        await publish(c, 'update', before, after);
        return c.json(after as object);
      });
    });
  }

  if (spec.deletable) {
    app.delete(one, async (c) => {
      const key = keyOf(c);
      if (access) assertCanDelete(c.var.admin, access, (await loadGuarded(key)) as GuardedItem);
      return attempt(c, async () => {
        const before = await auditedDelete(db, spec.store, key, actor(c));
        await publish(c, 'delete', before, null);
        return c.body(null, 204);
      });
    });
  }

  if (spec.revisions && spec.update) {
    app.route('/', revisionRouter<Row & object, UpdateIn>({
      db,
      path: spec.path,
      store: spec.store as unknown as ChangeStore<Row & object, number, unknown, UpdateIn>,
      update: spec.update,
      spec: spec.revisions,
      actor,
      attempt,
      guard: access ? (c, before, after) => (after ? guardWrite(c, before, after) : assertCanRead(c.var.admin, before as GuardedItem)) : undefined,
      publishUpdate: (c, before, after) => publish(c, 'update', before, after),
    }));
  }

  app.all(spec.path, methodNotAllowed(['GET', 'HEAD', ...(spec.create ? ['POST'] : [])]));
  app.all(one, methodNotAllowed(['GET', 'HEAD', ...(spec.update ? ['PUT'] : []), ...(spec.deletable ? ['DELETE'] : [])]));
  return app;
}
