/**
 * SQLite backup and restore (issue 5: online backup with rotation and an integrity check, and a
 * documented, tested restore). Used by the backup job, `npm run backup` and `npm run restore`.
 *
 * Backup: better-sqlite3's online backup API copies the live database page by page while the
 * server keeps reading and writing (writes made through the same connection are carried into the
 * copy). The copy is written under a `.partial` name, switched to a single-file journal mode,
 * checked with `PRAGMA integrity_check`, and only then renamed to `site-<time>.db`: a file with the
 * final name is always a checked, complete backup. The newest `keep` backups are kept.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, copyFileSync, openSync, fsyncSync, closeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';

/** Backups kept by default (a week of nightly backups). */
export const DEFAULT_BACKUP_KEEP = 7;

/** `site-2026-11-21T03-00-00-000Z.db`: sorts by time, no colons (portable file names). */
const BACKUP_NAME = /^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.db$/;

const fileTime = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/** The file name of a backup taken at `at`. */
export function backupFileName(at: Date): string {
  return `site-${fileTime(at)}.db`;
}

/** The copy `npm run restore` keeps of the database it replaces (the rotation never deletes it). */
export function preRestoreFileName(at: Date): string {
  return `pre-restore-${fileTime(at)}.db`;
}

/** Where backups go: BACKUP_DIR, or `backups/` beside the database file (data/backups for data/site.db). */
export function backupDir(env: { BACKUP_DIR?: string }, databaseFile: string): string {
  return env.BACKUP_DIR ?? join(dirname(resolve(databaseFile)), 'backups');
}

export class BackupError extends Error {}

/**
 * `PRAGMA integrity_check` of a database file: 'ok' or the problems SQLite lists (first ten).
 * A file that is not a database at all gives SQLite's own message.
 */
export function integrityCheck(file: string): string {
  if (!existsSync(file)) throw new BackupError(`${file}: no such file`);
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma('integrity_check(10)') as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join('; ');
  } catch (err) {
    return (err as Error).message;
  } finally {
    db?.close();
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** Older backups deleted by the rotation. */
  removed: string[];
}

/**
 * Backs `source` (an open better-sqlite3 handle) up into `dir` as `site-<at>.db`, checks the copy
 * and keeps the newest `keep` backups. Throws BackupError when the copy fails its check (the bad
 * copy is deleted, the older backups stay).
 */
export async function backupSqlite(source: Database.Database, options: { dir: string; at: Date; keep?: number }): Promise<BackupResult> {
  const keep = options.keep ?? DEFAULT_BACKUP_KEEP;
  mkdirSync(options.dir, { recursive: true });
  const file = join(options.dir, backupFileName(options.at));
  const partial = `${file}.partial`;
  try {
    await source.backup(partial);
    // The copy inherits WAL mode; a backup must be one self-contained file.
    const copy = new Database(partial);
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    const verdict = integrityCheck(partial);
    if (verdict !== 'ok') throw new BackupError(`backup failed its integrity check: ${verdict}`);
    renameSync(partial, file);
  } finally {
    for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`, `${partial}-journal`]) rmSync(leftover, { force: true });
  }
  return { file, bytes: statSync(file).size, removed: rotateBackups(options.dir, keep) };
}

/** Deletes all but the newest `keep` backups in `dir` (only files named like ours); returns them. */
export function rotateBackups(dir: string, keep: number): string[] {
  const backups = listBackups(dir);
  const removed = backups.slice(Math.max(keep, 1));
  for (const file of removed) rmSync(file, { force: true });
  return removed;
}

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => BACKUP_NAME.test(name)).sort().reverse().map((name) => join(dir, name));
}

/**
 * True when another connection (a running server) has `file` open: it then holds a lock that an
 * exclusive lock request cannot get past. A database no one has open answers false.
 */
export function databaseInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('begin exclusive');
    db.exec('commit');
    return false;
  } catch (err) {
    if ((err as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw err;
  } finally {
    db.close();
  }
}

export interface RestoreOptions {
  /**
   * Where to copy the database being replaced first (its write-ahead log included), so a restore of
   * the wrong file can be undone. Not copied when absent or when there is no database yet.
   */
  keepCurrentAs?: string;
}

/**
 * Replaces the database `target` with the backup `backupFile`, after checking the backup. The copy
 * is written beside the target and renamed over it (atomic on one file system); the target's
 * `-wal`/`-shm` files are removed first, since an old write-ahead log must never be replayed into
 * the restored file. Refuses while another process has the database open: stop the server first.
 */
export async function restoreSqlite(backupFile: string, target: string, options: RestoreOptions = {}): Promise<{ bytes: number; keptCurrent: string | null }> {
  const verdict = integrityCheck(backupFile);
  if (verdict !== 'ok') throw new BackupError(`${backupFile} is not a usable backup: ${verdict}`);
  if (resolve(backupFile) === resolve(target)) throw new BackupError('the backup and the database are the same file');
  if (databaseInUse(target)) {
    throw new BackupError(`${target} is open in another process (is the server running?): stop it first, then restore`);
  }
  let keptCurrent: string | null = null;
  if (options.keepCurrentAs && existsSync(target)) {
    mkdirSync(dirname(resolve(options.keepCurrentAs)), { recursive: true });
    const current = new Database(target, { fileMustExist: true });
    try {
      await current.backup(options.keepCurrentAs);
    } finally {
      current.close();
    }
    keptCurrent = options.keepCurrentAs;
  }
  mkdirSync(dirname(resolve(target)), { recursive: true });
  const temp = join(dirname(resolve(target)), `.${basename(target)}.restore-${process.pid}`);
  try {
    copyFileSync(backupFile, temp);
    const fd = openSync(temp, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    for (const side of [`${target}-wal`, `${target}-shm`, `${target}-journal`]) rmSync(side, { force: true });
    renameSync(temp, target);
  } finally {
    rmSync(temp, { force: true });
  }
  return { bytes: statSync(target).size, keptCurrent };
}
