/**
 * `npm run restore -- <backup file>`: puts a SQLite backup in place of DATABASE_URL's database.
 *
 *   1. Stop the server (the command refuses while another process has the database open).
 *   2. npm run restore -- data/backups/site-2026-11-21T02-30-00-000Z.db
 *   3. Start the server again (npm start); it migrates a backup from an older version.
 *
 * The backup is checked with `PRAGMA integrity_check` first; the database it replaces is copied
 * into the backup folder as `pre-restore-<time>.db`, so restoring the wrong file can be undone.
 * The new file is written beside the database and renamed over it; its -wal/-shm files go.
 */
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { mediaBackupDir, restoreMediaFiles } from '../api/jobs/media-backup';
import { backupDir, preRestoreFileName, restoreSqlite } from '../api/jobs/sqlite-backup';
import { connect, parseDatabaseUrl } from '../shared/db/connect';
import { createFileMediaStore, mediaDir } from '../shared/media/store';
import { loadEnv } from '../shared/env';
import { runCli, UsageError } from '../shared/run-cli';

const USAGE = 'Usage: npm run restore -- <backup file>   (stop the server first)';

/** The command without its process wiring (tests call it in-process). */
export async function restoreCommand(args: string[], env = loadEnv(), now = new Date()): Promise<string> {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ args, allowPositionals: true, strict: true }));
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
  if (positionals.length !== 1) throw new UsageError(`${positionals.length === 0 ? 'which backup?' : 'one backup file at a time'}\n${USAGE}`);
  const target = parseDatabaseUrl(env.DATABASE_URL);
  if (target.dialect !== 'sqlite') throw new Error('DATABASE_URL is PostgreSQL: restore with pg_restore or your provider\'s backups (docs/operations.md)');
  if (target.filename === ':memory:') throw new Error('DATABASE_URL is an in-memory database: there is no file to restore into');
  const keepCurrentAs = join(backupDir(env, target.filename), preRestoreFileName(now));
  const result = await restoreSqlite(positionals[0]!, target.filename, { keepCurrentAs });
  const kept = result.keptCurrent ? `; the previous database was saved as ${result.keptCurrent}` : '';
  const media = await restoreMedia(positionals[0]!, env);
  return `Restored ${positionals[0]} into ${target.filename} (${result.bytes} bytes, integrity ok)${kept}${media}. Start the server again: npm start`;
}

/**
 * The files of the restored database's images, from the media mirror beside the backup file
 * (api/jobs/media-backup.ts). A backup from before the media library has no mirror and no images.
 * The database may be of an older version: only a migrated one has the `media` table.
 */
async function restoreMedia(backupFile: string, env: { DATABASE_URL: string; MEDIA_DIR?: string }): Promise<string> {
  const db = connect(env.DATABASE_URL);
  try {
    const hasMedia = (await db.kysely.introspection.getTables()).some((t) => t.name === 'media');
    if (!hasMedia) return '';
    const mirror = createFileMediaStore(mediaBackupDir(dirname(backupFile)));
    const result = await restoreMediaFiles(db, mirror, createFileMediaStore(mediaDir(env)));
    const missing = result.missing.length ? `, ${result.missing.length} missing from the backup (first: ${result.missing[0]})` : '';
    return `; media: ${result.restored} files restored${missing}`;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runCli(async () => console.log(await restoreCommand(process.argv.slice(2))));
}
