/**
 * Redirects that follow content (issue 16, migration 0013): what the Node server answers on a
 * request no file serves, what the Netlify build writes into `_redirects`, and the admin's list.
 *
 * Rules kept on every write, so a request costs one index probe and one hop:
 * - one row per address (`from_path` unique); an address a page takes back stops redirecting;
 * - chains are collapsed when written: a redirect never points at an address that redirects;
 * - a loop is refused (InvalidReferenceError naming the addresses), never stored.
 * A save costs what it changes: the rows at and pointing to the addresses involved, by index.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../connect';
import type { Database, RedirectsTable } from '../schema';
import type { Selectable } from 'kysely';
import type { Paged } from '../../schemas/admin';
import type { AdminRedirect, RedirectInput, RedirectListQuery } from '../../schemas/redirect';
import { DuplicateError, InvalidReferenceError, RefusedError, RowNotFoundError, translateConstraintError } from './admin/errors';
import { insertAudit } from './admin/audit-log';
import { fetchPage } from './admin/paging';

type Ex = Kysely<Database>;
type RedirectRow = Selectable<RedirectsTable>;

/** What a path answers: a 301 to `location`, or 410 Gone. */
export type RedirectAnswer = { status: 301; location: string } | { status: 410 };

export function toAdminRedirect(row: RedirectRow): AdminRedirect {
  return {
    id: row.id,
    from: row.from_path,
    to: row.to_path,
    status: Number(row.status) === 410 ? 410 : 301,
    prefix: Number(row.is_prefix) === 1,
    source: row.source,
    entity: row.entity,
    entityId: row.entity_id === null ? null : Number(row.entity_id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** `/a/b/c` → `['/a/b/c', '/a/b', '/a']`: the addresses whose prefix rules may cover a path. */
function selfAndAncestors(path: string): string[] {
  const out = [path];
  for (let end = path.lastIndexOf('/'); end > 0; end = path.lastIndexOf('/', end - 1)) out.push(path.slice(0, end));
  return out;
}

/** The row that decides `path`: its own, else the longest prefix rule above it. */
async function ruleFor(ex: Ex, path: string): Promise<RedirectRow | undefined> {
  const candidates = selfAndAncestors(path);
  const rows = await ex.selectFrom('redirects').selectAll().where('from_path', 'in', candidates).execute();
  return rows
    .filter((r) => r.from_path === path || Number(r.is_prefix) === 1)
    .sort((a, b) => b.from_path.length - a.from_path.length)[0];
}

function answerOf(row: RedirectRow, path: string): RedirectAnswer {
  if (Number(row.status) === 410 || row.to_path === null) return { status: 410 };
  return { status: 301, location: row.to_path + path.slice(row.from_path.length) };
}

/**
 * What `path` (normalized: percent-encoded, no trailing slash) answers, or undefined when no
 * redirect covers it. At most one indexed query over the path and its ancestors.
 */
export async function lookupRedirect(db: Db, path: string): Promise<RedirectAnswer | undefined> {
  const row = await ruleFor(db.kysely, path);
  if (!row) return undefined;
  const answer = answerOf(row, path);
  // A redirect an editor set to content deleted since (deletes keep manual redirects) would send the
  // reader one hop to a 410: answer the 410 here (issue 24). One more indexed probe, for 301s only.
  if (answer.status === 301) {
    const next = await ruleFor(db.kysely, answer.location.split('?')[0]!);
    if (next && answerOf(next, answer.location).status === 410) return { status: 410 };
  }
  return answer;
}

/** The redirect that covers `path`, for the admin's warning before a slug takes it. */
export async function redirectCovering(db: Db, path: string): Promise<AdminRedirect | undefined> {
  const row = await ruleFor(db.kysely, path);
  return row ? toAdminRedirect(row) : undefined;
}

/** Every redirect, longest `from` first within its order (the Netlify build writes them all). */
export async function allRedirects(db: Db): Promise<AdminRedirect[]> {
  const rows = await db.kysely.selectFrom('redirects').selectAll().orderBy('from_path').execute();
  return rows.map(toAdminRedirect);
}

const likeEscape = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The admin's list: newest first, `q` matching either address, `source` filtering auto or manual. */
export async function listRedirects(db: Db, q: RedirectListQuery): Promise<Paged<AdminRedirect>> {
  let base = db.kysely.selectFrom('redirects');
  if (q.source) base = base.where('source', '=', q.source);
  const search = q.q?.toLowerCase();
  if (search) {
    const pattern = likeEscape(search);
    // LOWER on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
    base = base.where((eb) => eb.or([eb(eb.fn('lower', ['from_path']), 'like', pattern), eb(eb.fn('lower', ['to_path']), 'like', pattern)]));
  }
  const page = base.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
  return fetchPage(q, base, page, toAdminRedirect);
}

interface Origin {
  entity: string | null;
  entityId: number | null;
  at: string;
}

/** A page now lives at `path`: a redirect or a 410 there would hide it from readers. */
export async function claimAddress(ex: Ex, path: string): Promise<void> {
  await ex.deleteFrom('redirects').where('from_path', '=', path).execute();
}

/**
 * Content moved from `from` to `to` (a renamed slug): `from` answers 301 to `to`, and every
 * redirect that pointed at `from` now points at `to` (one hop). `prefix` moves the paths below
 * `from` too (a category's list pages).
 */
export async function recordMove(ex: Ex, move: { from: string; to: string; prefix: boolean } & Origin): Promise<void> {
  if (move.from === move.to) return;
  await claimAddress(ex, move.to);
  await ex.updateTable('redirects').set({ to_path: move.to, updated_at: move.at }).where('to_path', '=', move.from).where('status', '=', 301).execute();
  await ex.deleteFrom('redirects').where('from_path', '=', move.from).execute();
  await ex.insertInto('redirects').values({
    from_path: move.from, to_path: move.to, status: 301, is_prefix: move.prefix ? 1 : 0, source: 'auto',
    entity: move.entity, entity_id: move.entityId, created_at: move.at, updated_at: move.at,
  }).execute();
}

/**
 * The content at `path` was deleted: it answers 410 unless a redirect is set there, and the
 * automatic redirects that led to it answer 410 too (a manual one stays: an editor chose it).
 */
export async function recordGone(ex: Ex, gone: { path: string } & Origin): Promise<void> {
  await ex.updateTable('redirects').set({ to_path: null, status: 410, updated_at: gone.at }).where('to_path', '=', gone.path).where('source', '=', 'auto').execute();
  const existing = await ex.selectFrom('redirects').select('id').where('from_path', '=', gone.path).executeTakeFirst();
  if (existing) return;
  await ex.insertInto('redirects').values({
    from_path: gone.path, to_path: null, status: 410, is_prefix: 0, source: 'auto',
    entity: gone.entity, entity_id: gone.entityId, created_at: gone.at, updated_at: gone.at,
  }).execute();
}

/**
 * An imported item's old address (WordPress permalink, `?p=ID`, category archive) answers 301 to
 * its page here. Recorded like a rename's redirect (source `auto`, the item named), so a later
 * rename or delete of the item carries it along. An address an editor already sent elsewhere
 * (a manual 301) is left alone ('kept'); one another item had is taken over ('taken-over').
 */
export async function recordImportedAddress(ex: Ex, address: { from: string; to: string; entity: string; entityId: number; at: string }): Promise<'written' | 'taken-over' | 'kept'> {
  if (address.from === address.to) return 'kept';
  const existing = await ex.selectFrom('redirects').selectAll().where('from_path', '=', address.from).executeTakeFirst();
  if (existing?.source === 'manual' && Number(existing.status) === 301 && existing.to_path !== address.to) return 'kept';
  if (existing?.to_path === address.to && Number(existing.status) === 301) return 'written';
  await recordMove(ex, { from: address.from, to: address.to, prefix: false, entity: address.entity, entityId: address.entityId, at: address.at });
  // Another item's address before (two exports with the same ids): the caller says so.
  const elsewhere = existing && Number(existing.status) === 301 && (existing.entity !== address.entity || Number(existing.entity_id) !== address.entityId);
  return elsewhere ? 'taken-over' : 'written';
}

/**
 * Writes a manual redirect (new, or over row `id`), collapsing chains both ways: a `to` that
 * redirects is replaced by its target, and redirects that pointed at `from` follow to the target.
 * Refuses a loop and a `from` another redirect already holds (a 410 there gives way).
 */
async function writeManual(ex: Ex, input: RedirectInput, at: string, id?: number): Promise<number> {
  const existing = await ex.selectFrom('redirects').selectAll().where('from_path', '=', input.from).executeTakeFirst();
  if (existing && existing.id !== id) {
    if (Number(existing.status) === 301) {
      throw new DuplicateError('from', `${input.from} already redirects to ${existing.to_path} (redirect ${existing.id}): edit or delete that one`);
    }
    await ex.deleteFrom('redirects').where('id', '=', existing.id).execute();
  }
  const next = await ex.selectFrom('redirects').selectAll().where('from_path', '=', input.to).executeTakeFirst();
  if (next && next.id !== id && Number(next.status) === 410) {
    throw new InvalidReferenceError('to', `${input.to} answers 410 Gone: redirect to the page that replaced it`);
  }
  const target = next && next.id !== id && next.to_path ? next.to_path : input.to;
  if (target === input.from) {
    throw new InvalidReferenceError('to', `the redirect would loop: ${input.from} → ${input.to} → ${input.from}`);
  }
  const pointing = await ex.selectFrom('redirects').select(['id', 'from_path']).where('to_path', '=', input.from).execute();
  const looping = pointing.find((r) => r.id !== id && r.from_path === target);
  if (looping) {
    throw new InvalidReferenceError('to', `the redirect would loop: ${target} → ${input.from} → ${target} (redirect ${looping.id})`);
  }
  await refuseLoopThroughRules(ex, input.from, target, id);
  await ex.updateTable('redirects').set({ to_path: target, updated_at: at }).where('to_path', '=', input.from).where('status', '=', 301).execute();
  if (id !== undefined) {
    await ex.updateTable('redirects').set({ from_path: input.from, to_path: target, updated_at: at }).where('id', '=', id).execute();
    return id;
  }
  const row = await ex.insertInto('redirects').values({
    from_path: input.from, to_path: target, status: 301, is_prefix: 0, source: 'manual',
    entity: null, entity_id: null, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Hops followed from a new redirect's target before it is judged loop-free. */
const MAX_HOPS = 10;

/**
 * Follows the redirects from `target`, prefix rules included, and refuses the new `from` → `target`
 * when they lead back to `from` (issue 24: a manual redirect into a renamed category's old address,
 * whose prefix rule sends it back, looped forever). Row `id`, the one being edited, is not followed.
 */
async function refuseLoopThroughRules(ex: Ex, from: string, target: string, id?: number): Promise<void> {
  const path = [from, target];
  let at = target;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const rule = await ruleFor(ex, at);
    if (!rule || rule.id === id) return;
    const answer = answerOf(rule, at);
    if (answer.status !== 301) return;
    path.push(answer.location);
    if (answer.location === from || path.indexOf(answer.location) < path.length - 1) {
      throw new InvalidReferenceError('to', `the redirect would loop: ${path.join(' → ')}${rule.is_prefix ? ` (through the rule for ${rule.from_path}/…)` : ''}`);
    }
    at = answer.location;
  }
}

/** A transaction whose unique-index race (two editors adding the same `from`) comes out as a DuplicateError. */
async function inTransaction<T>(db: Db, work: (trx: Ex) => Promise<T>): Promise<T> {
  try {
    return await db.kysely.transaction().execute(work);
  } catch (err) {
    throw translateConstraintError(err, 'redirect');
  }
}

async function loadRow(ex: Ex, id: number): Promise<RedirectRow> {
  const row = await ex.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new RowNotFoundError('redirect', id);
  return row;
}

/** Who makes an admin change and when (audit_log). */
export interface RedirectActor {
  userId: number | null;
  at: string;
}

const audit = (ex: Ex, actor: RedirectActor, action: 'create' | 'update' | 'delete', id: number, before: AdminRedirect | null, after: AdminRedirect | null) =>
  insertAudit(ex, { userId: actor.userId, action, entity: 'redirect', entityId: id, before, after, at: actor.at });

/** Adds a manual redirect; the row as stored (its `to` collapsed to the final address). */
export async function addManualRedirect(db: Db, input: RedirectInput, actor: RedirectActor): Promise<AdminRedirect> {
  return inTransaction(db, async (trx) => {
    const after = toAdminRedirect(await loadRow(trx, await writeManual(trx, input, actor.at)));
    await audit(trx, actor, 'create', after.id, null, after);
    return after;
  });
}

/** Replaces a manual redirect's addresses; automatic ones are only deleted, never edited. */
export async function updateManualRedirect(db: Db, id: number, input: RedirectInput, actor: RedirectActor): Promise<AdminRedirect> {
  return inTransaction(db, async (trx) => {
    const row = await loadRow(trx, id);
    if (row.source !== 'manual') throw new RefusedError(`redirect ${id} was recorded by a rename or delete: delete it, or add a manual one`);
    await writeManual(trx, input, actor.at, id);
    const after = toAdminRedirect(await loadRow(trx, id));
    await audit(trx, actor, 'update', id, toAdminRedirect(row), after);
    return after;
  });
}

/** Deletes any redirect; the row as it was. */
export async function deleteRedirect(db: Db, id: number, actor: RedirectActor): Promise<AdminRedirect> {
  return inTransaction(db, async (trx) => {
    const before = toAdminRedirect(await loadRow(trx, id));
    await trx.deleteFrom('redirects').where('id', '=', id).execute();
    await audit(trx, actor, 'delete', id, before, null);
    return before;
  });
}
