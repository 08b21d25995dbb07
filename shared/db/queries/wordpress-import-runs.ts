/**
 * The admin's WordPress import runs (migration 0037): created when an upload is accepted, moved on
 * by the background run's progress, finished with the report or the error. A run whose heartbeat
 * (`updated_at`) is older than STALE_AFTER_MS while still 'running' died with its server: it is
 * shown as failed and no longer blocks a new import.
 */
import type { Selectable } from 'kysely';
import type { ImportReport } from '../../import/wordpress/import';
import type { Paged } from '../../schemas/admin';
import { REPORT_LIST_LIMIT, type ReportView, type WordPressImportRun, type WordPressImportStatus } from '../../schemas/wordpress-import';
import type { Db } from '../connect';
import type { WordpressImportRunsTable } from '../schema';
import { fetchPage } from './admin/paging';

/** A running import that has not written progress for this long is taken as interrupted. */
export const STALE_AFTER_MS = 10 * 60_000;

type Row = Selectable<WordpressImportRunsTable>;

function view(report: ImportReport): ReportView {
  const cut = <T>(list: T[]) => list.slice(0, REPORT_LIST_LIMIT);
  return {
    ...report,
    items: cut(report.items),
    redirects: cut(report.redirects),
    warnings: cut(report.warnings),
    productsNeedingDetails: cut(report.productsNeedingDetails),
    totals: { items: report.items.length, redirects: report.redirects.length, warnings: report.warnings.length, productsNeedingDetails: report.productsNeedingDetails.length },
  };
}

function isStale(row: Row, now: Date): boolean {
  return row.status === 'running' && now.getTime() - Date.parse(row.updated_at) > STALE_AFTER_MS;
}

function toRun(row: Row, now: Date, withReport: boolean): WordPressImportRun {
  const stale = isStale(row, now);
  return {
    id: row.id,
    fileName: row.file_name,
    sizeBytes: Number(row.size_bytes),
    locale: row.locale,
    localeMap: row.locale_map ? (JSON.parse(row.locale_map) as Record<string, string>) : null,
    dryRun: !!Number(row.dry_run),
    overwrite: !!Number(row.overwrite),
    status: stale ? 'failed' : (row.status as WordPressImportStatus),
    progress: { done: Number(row.done), total: Number(row.total) },
    startedAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
    error: stale ? 'A importação foi interrompida (o servidor parou durante ela). Envie o arquivo de novo: o que já foi importado não se repete.' : row.error,
    report: withReport && row.report ? view(JSON.parse(row.report) as ImportReport) : null,
  };
}

export interface NewImportRun {
  fileName: string;
  sizeBytes: number;
  locale: string;
  localeMap?: Record<string, string>;
  dryRun: boolean;
  overwrite: boolean;
  total: number;
  userId: number | null;
  at: Date;
}

/** Inserts a 'running' run; its id. */
export async function createImportRun(db: Db, run: NewImportRun): Promise<number> {
  const at = run.at.toISOString();
  const row = await db.kysely
    .insertInto('wordpress_import_runs')
    .values({
      file_name: run.fileName, size_bytes: run.sizeBytes, locale: run.locale, locale_map: run.localeMap ? JSON.stringify(run.localeMap) : null,
      dry_run: run.dryRun ? 1 : 0, overwrite: run.overwrite ? 1 : 0, status: 'running', total: run.total, created_by: run.userId, created_at: at, updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes how far a run got (and so its heartbeat). */
export async function recordImportProgress(db: Db, id: number, done: number, total: number, at: Date): Promise<void> {
  await db.kysely.updateTable('wordpress_import_runs').set({ done, total, updated_at: at.toISOString() }).where('id', '=', id).execute();
}

/** Ends a run with its report (succeeded) or its error (failed). */
export async function finishImportRun(db: Db, id: number, outcome: { report: ImportReport } | { error: string }, at: Date): Promise<void> {
  const iso = at.toISOString();
  await db.kysely
    .updateTable('wordpress_import_runs')
    .set('report' in outcome ? { status: 'succeeded', report: JSON.stringify(outcome.report), updated_at: iso, finished_at: iso } : { status: 'failed', error: outcome.error, updated_at: iso, finished_at: iso })
    .where('id', '=', id)
    .execute();
}

/** One run with its report (lists cut to REPORT_LIST_LIMIT), or undefined. */
export async function getImportRun(db: Db, id: number, now: Date): Promise<WordPressImportRun | undefined> {
  const row = await db.kysely.selectFrom('wordpress_import_runs').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRun(row, now, true) : undefined;
}

/** The whole report of a finished run (the download), or undefined. */
export async function getImportReport(db: Db, id: number): Promise<{ found: boolean; report: ImportReport | null; fileName: string }> {
  const row = await db.kysely.selectFrom('wordpress_import_runs').select(['report', 'file_name']).where('id', '=', id).executeTakeFirst();
  return { found: !!row, report: row?.report ? (JSON.parse(row.report) as ImportReport) : null, fileName: row?.file_name ?? '' };
}

/** Runs newest first, without their reports (paged). */
export async function listImportRuns(db: Db, q: { limit: number; offset: number }, now: Date): Promise<Paged<WordPressImportRun>> {
  const columns = ['id', 'file_name', 'size_bytes', 'locale', 'locale_map', 'dry_run', 'overwrite', 'status', 'done', 'total', 'error', 'created_by', 'created_at', 'updated_at', 'finished_at'] as const;
  const base = db.kysely.selectFrom('wordpress_import_runs');
  return fetchPage(q, base, base.select(columns).orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(), (row) => toRun({ ...row, report: null }, now, false));
}

/** The run still going (heartbeat within STALE_AFTER_MS), if any: one import at a time. */
export async function runningImport(db: Db, now: Date): Promise<number | undefined> {
  const since = new Date(now.getTime() - STALE_AFTER_MS).toISOString();
  const row = await db.kysely.selectFrom('wordpress_import_runs').select('id').where('status', '=', 'running').where('updated_at', '>=', since).orderBy('id', 'desc').executeTakeFirst();
  return row?.id;
}
