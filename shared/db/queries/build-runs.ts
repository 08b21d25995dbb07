/** Build history (build_runs): one row per full or incremental build of the site. */
import type { Paged } from '../../schemas/admin';
import type { Db } from '../connect';
import type { BuildRunsTable } from '../schema';
import { fetchPage } from './admin/paging';
import type { Selectable } from 'kysely';

export type BuildKind = 'full' | 'incremental';
export type BuildStatus = 'queued' | 'running' | 'succeeded' | 'failed';
/** Where the CDN purge of a build's pages stands (api/publish/cdn/purge-runs.ts). */
export type PurgeStatus = 'pending' | 'retrying' | 'succeeded' | 'failed';
/** Where the IndexNow submission of a build's URLs stands (api/publish/indexnow/submissions.ts). */
export type IndexNowStatus = 'pending' | 'retrying' | 'succeeded' | 'failed';

/** A build as the admin API shows it. */
export interface BuildRun {
  id: number;
  kind: BuildKind;
  trigger: string;
  status: BuildStatus;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  pages: number | null;
  pagesDone: number;
  pagesTotal: number | null;
  pagesByLocale: Record<string, number> | null;
  paths: string[] | null;
  error: string | null;
  /** The CDN purge of what the build wrote; null when no CDN is purged. */
  purgeStatus: PurgeStatus | null;
  /** Why the last purge attempt failed. */
  purgeError: string | null;
  /** The IndexNow submission of the build's public URLs; null when none (no INDEXNOW_KEY, a full build). */
  indexNowStatus: IndexNowStatus | null;
  /** How many URLs were submitted. */
  indexNowCount: number | null;
  /** The first URLs submitted (at most INDEXNOW_SHOWN_URLS). */
  indexNowUrls: string[] | null;
  /** The endpoint's last answer in one line ('HTTP 202', 'HTTP 422: …'). */
  indexNowAnswer: string | null;
  /** The full build this incremental build waits for before it renders (the editor shows its progress); null: none. */
  waitingFor: number | null;
}

/** How many of a submission's URLs the build history keeps to show. */
export const INDEXNOW_SHOWN_URLS = 5;

export interface BuildRunDetail extends BuildRun {
  log: string;
}

const parse = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);

function toBuildRun(row: Omit<Selectable<BuildRunsTable>, 'log'>): BuildRun {
  return {
    id: row.id,
    kind: row.kind as BuildKind,
    trigger: row.trigger,
    status: row.status as BuildStatus,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    durationMs: row.duration_ms,
    pages: row.pages,
    pagesDone: row.pages_done,
    pagesTotal: row.pages_total,
    pagesByLocale: parse(row.pages_by_locale),
    paths: parse(row.paths),
    error: row.error,
    purgeStatus: row.purge_status as PurgeStatus | null,
    purgeError: row.purge_error,
    indexNowStatus: row.indexnow_status as IndexNowStatus | null,
    indexNowCount: row.indexnow_count,
    indexNowUrls: parse(row.indexnow_urls),
    indexNowAnswer: row.indexnow_answer,
    waitingFor: row.waiting_for ?? null,
  };
}

const LIST_COLUMNS = ['id', 'kind', 'trigger', 'status', 'started_at', 'finished_at', 'duration_ms', 'pages', 'pages_done', 'pages_total', 'pages_by_locale', 'paths', 'error', 'purge_status', 'purge_error', 'indexnow_status', 'indexnow_count', 'indexnow_urls', 'indexnow_answer', 'waiting_for'] as const;

/** Records a build that is waiting for its turn; `started_at` is when it was asked for. */
export async function createBuildRun(db: Db, run: { kind: BuildKind; trigger: string; status: BuildStatus; at: string }): Promise<number> {
  const row = await db.kysely
    .insertInto('build_runs')
    .values({ kind: run.kind, trigger: run.trigger, status: run.status, started_at: run.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface BuildRunUpdate {
  status?: BuildStatus;
  trigger?: string;
  startedAt?: string;
  finishedAt?: string;
  durationMs?: number;
  pages?: number;
  pagesDone?: number;
  pagesTotal?: number;
  pagesByLocale?: Record<string, number>;
  paths?: string[];
  error?: string | null;
  log?: string;
  purgeStatus?: PurgeStatus;
  purgeError?: string | null;
  indexNowStatus?: IndexNowStatus;
  indexNowCount?: number;
  /** Kept to the first INDEXNOW_SHOWN_URLS. */
  indexNowUrls?: string[];
  indexNowAnswer?: string | null;
  waitingFor?: number | null;
}

export async function updateBuildRun(db: Db, id: number, u: BuildRunUpdate): Promise<void> {
  await db.kysely
    .updateTable('build_runs')
    .set({
      ...(u.status !== undefined && { status: u.status }),
      ...(u.trigger !== undefined && { trigger: u.trigger }),
      ...(u.startedAt !== undefined && { started_at: u.startedAt }),
      ...(u.finishedAt !== undefined && { finished_at: u.finishedAt }),
      ...(u.durationMs !== undefined && { duration_ms: u.durationMs }),
      ...(u.pages !== undefined && { pages: u.pages }),
      ...(u.pagesDone !== undefined && { pages_done: u.pagesDone }),
      ...(u.pagesTotal !== undefined && { pages_total: u.pagesTotal }),
      ...(u.pagesByLocale !== undefined && { pages_by_locale: JSON.stringify(u.pagesByLocale) }),
      ...(u.paths !== undefined && { paths: JSON.stringify(u.paths) }),
      ...(u.error !== undefined && { error: u.error }),
      ...(u.log !== undefined && { log: u.log }),
      ...(u.purgeStatus !== undefined && { purge_status: u.purgeStatus }),
      ...(u.purgeError !== undefined && { purge_error: u.purgeError }),
      ...(u.indexNowStatus !== undefined && { indexnow_status: u.indexNowStatus }),
      ...(u.indexNowCount !== undefined && { indexnow_count: u.indexNowCount }),
      ...(u.indexNowUrls !== undefined && { indexnow_urls: JSON.stringify(u.indexNowUrls.slice(0, INDEXNOW_SHOWN_URLS)) }),
      ...(u.indexNowAnswer !== undefined && { indexnow_answer: u.indexNowAnswer?.slice(0, 500) ?? null }),
      ...(u.waitingFor !== undefined && { waiting_for: u.waitingFor }),
    })
    .where('id', '=', id)
    .execute();
}

/** Newest first. */
export async function listBuildRuns(db: Db, q: { limit: number; offset: number; kind?: BuildKind }): Promise<Paged<BuildRun>> {
  let base = db.kysely.selectFrom('build_runs');
  if (q.kind) base = base.where('kind', '=', q.kind);
  const page = base.select(LIST_COLUMNS).orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
  return fetchPage(q, base, page, toBuildRun);
}

/** The newest `limit` builds without the total (the dashboard: one primary-key range, whatever the history's length). */
export async function latestBuildRuns(db: Db, limit: number): Promise<BuildRun[]> {
  const rows = await db.kysely.selectFrom('build_runs').select(LIST_COLUMNS).orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toBuildRun);
}

export async function getBuildRun(db: Db, id: number): Promise<BuildRunDetail | undefined> {
  const row = await db.kysely.selectFrom('build_runs').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { ...toBuildRun(row), log: row.log ?? '' } : undefined;
}

/** The newest finished full build that succeeded (pages per locale for the admin). */
export async function lastSuccessfulFullBuild(db: Db): Promise<BuildRun | undefined> {
  const row = await db.kysely.selectFrom('build_runs').select(LIST_COLUMNS).where('kind', '=', 'full').where('status', '=', 'succeeded').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? toBuildRun(row) : undefined;
}

/**
 * Builds a stopped process left queued or running can never finish: marked failed, so the
 * history does not show them running forever and the next build starts normally.
 */
export async function failInterruptedBuildRuns(db: Db, at: string): Promise<number> {
  const result = await db.kysely
    .updateTable('build_runs')
    .set({ status: 'failed', finished_at: at, error: 'interrupted: the server stopped before this build finished; the live site was left as it was' })
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Purges a stopped process left pending or retrying will not be tried again: marked failed, so the
 * history says the cache may hold those pages until they expire instead of "retrying" for ever.
 */
export async function failInterruptedPurges(db: Db): Promise<number> {
  const result = await db.kysely
    .updateTable('build_runs')
    .set({ purge_status: 'failed', purge_error: 'interrupted: the server stopped before this purge succeeded; the cached pages expire within their s-maxage' })
    .where('purge_status', 'in', ['pending', 'retrying'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * IndexNow submissions a stopped process left unsent (pending or retrying), oldest first, with the
 * paths their build wrote or removed: the next start submits them again (a restart loses no URL).
 */
export async function pendingIndexNowRuns(db: Db, limit = 1000): Promise<{ id: number; paths: string[] }[]> {
  const rows = await db.kysely.selectFrom('build_runs').select(['id', 'paths']).where('indexnow_status', 'in', ['pending', 'retrying']).orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ id: row.id, paths: parse<string[]>(row.paths) ?? [] }));
}
