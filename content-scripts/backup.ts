/**
 * `npm run backup`: one SQLite backup now, the same as the nightly backup job (api/jobs/backup.ts):
 * an online copy into BACKUP_DIR (default: backups/ beside the database), checked with
 * `PRAGMA integrity_check`, keeping the newest BACKUP_KEEP. Safe while the server runs.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { takeBackup } from '../api/jobs/backup';
import { connect, parseDatabaseUrl } from '../shared/db/connect';
import { loadEnv } from '../shared/env';
import { runCli } from '../shared/run-cli';

/** The command without its process wiring (tests call it in-process). */
export async function backupCommand(env = loadEnv(), now = new Date()): Promise<string> {
  const target = parseDatabaseUrl(env.DATABASE_URL);
  if (target.dialect === 'sqlite' && target.filename !== ':memory:' && !existsSync(target.filename)) {
    throw new Error(`no database at ${target.filename} (DATABASE_URL): nothing to back up`);
  }
  const db = connect(env.DATABASE_URL);
  try {
    const result = await takeBackup({ db, env, now: () => now });
    if (result.status !== 'succeeded') throw new Error(`backup not taken: ${result.summary}`);
    return `Backup written: ${result.summary}`;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runCli(async () => {
    if (process.argv.length > 2) throw new Error('npm run backup takes no arguments (set BACKUP_DIR and BACKUP_KEEP to change where and how many)');
    console.log(await backupCommand());
  });
}
