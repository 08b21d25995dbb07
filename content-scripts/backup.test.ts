/**
 * `npm run backup` and `npm run restore` on real files: a backup passes integrity_check and
 * restoring it brings the data back. One spawn each checks the process wiring (exit codes,
 * messages); the rest runs in-process.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { integrityCheck, listBackups } from '../api/jobs/sqlite-backup';
import { connect } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { insertPost } from '../shared/db/test-fixtures';
import { loadEnv } from '../shared/env';
import { readFile } from 'node:fs/promises';
import { ingestImage } from '../shared/media/ingest';
import { mediaFiles, parseMediaUrl } from '../shared/media/contract';
import { createFileMediaStore } from '../shared/media/store';
import { makeJpeg, makePng } from '../shared/media/test-images';
import { backupCommand } from './backup';
import { restoreCommand } from './restore';

let dir: string;
let url: string;
const slugs = async () => {
  const db = connect(url);
  try {
    return (await db.kysely.selectFrom('posts').select('slug').orderBy('slug').execute()).map((r) => r.slug);
  } finally {
    await db.close();
  }
};

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rs-backup-cli-'));
  url = `sqlite:${join(dir, 'site.db')}`;
  const db = connect(url);
  await migrate(db);
  await insertPost(db, { slug: 'kept' });
  await db.close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(script: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, DATABASE_URL: url, ...env }, encoding: 'utf8' });
  return { code: r.status, out: r.stdout.trim(), err: r.stderr.trim() };
}

describe('npm run backup / restore', () => {
  it('restore without a backup file (or with an unknown option) prints its usage and exits 2, like the other commands (issue 24)', () => {
    for (const args of [[], ['--bogus'], ['a.db', 'b.db']]) {
      const r = run('content-scripts/restore.ts', args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toContain('Usage: npm run restore -- <backup file>');
    }
  }, 180_000);

  it('backs up the media library\'s files and restore brings them back, copying only new files', async () => {
    const mediaRoot = join(dir, 'media'); // the default: beside the database
    const store = createFileMediaStore(mediaRoot);
    const db = connect(url);
    const { item } = await ingestImage(db, store, { bytes: await makeJpeg(700, 400), originalName: 'a.jpg' });
    await db.close();
    const files = mediaFiles(parseMediaUrl(item.imageUrl)!);
    // As processes: an in-process backup leaves this process holding the database, which the
    // restore's "is the server running?" check would then see.
    expect(run('content-scripts/backup.ts', []).out).toMatch(new RegExp(`mídia: ${files.length} arquivo\\(s\\), ${files.length} novo\\(s\\)$`));
    const original = await readFile(join(mediaRoot, files[0]!));

    // A second image afterwards; the next backup copies only its files.
    const db2 = connect(url);
    const second = await ingestImage(db2, store, { bytes: await makePng(100, 100), originalName: 'b.png' });
    await db2.close();
    const secondFiles = mediaFiles(parseMediaUrl(second.item.imageUrl)!);
    expect(run('content-scripts/backup.ts', []).out).toMatch(new RegExp(`mídia: ${files.length + secondFiles.length} arquivo\\(s\\), ${secondFiles.length} novo\\(s\\)$`));

    // The media folder is lost; restoring the first backup brings back the files its rows name.
    rmSync(mediaRoot, { recursive: true, force: true });
    const [first] = listBackups(join(dir, 'backups')).sort();
    const restored = run('content-scripts/restore.ts', [first!]);
    expect(restored.err).toBe('');
    expect(restored.out).toContain(`media: ${files.length} files restored`);
    for (const key of files) expect(existsSync(join(mediaRoot, key)), key).toBe(true);
    expect((await readFile(join(mediaRoot, files[0]!))).equals(original)).toBe(true);
    // The second image is not in that database: its files are not brought back.
    for (const key of secondFiles) expect(existsSync(join(mediaRoot, key)), key).toBe(false);
  });

  it('backs up, then restores the backup over a changed database (as processes)', async () => {
    const backup = run('content-scripts/backup.ts', []);
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(/^Backup written: .*site-\d{4}-.*\.db \(\d+ bytes, integridade ok\); mídia: 0 arquivo\(s\), 0 novo\(s\)$/);
    const [file] = listBackups(join(dir, 'backups'));
    expect(integrityCheck(file!)).toBe('ok');

    const db = connect(url);
    await insertPost(db, { slug: 'after' });
    await db.close();
    expect(await slugs()).toEqual(['after', 'kept']);

    const restore = run('content-scripts/restore.ts', [file!]);
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.out).toMatch(/^Restored .* \(\d+ bytes, integrity ok\); the previous database was saved as .*pre-restore-.*\.db; media: 0 files restored\. Start the server again: npm start$/);
    expect(await slugs()).toEqual(['kept']);

    const usage = run('content-scripts/restore.ts', []);
    expect(usage).toEqual({ code: 2, out: '', err: 'Error: which backup?\nUsage: npm run restore -- <backup file>   (stop the server first)' });
  }, 90_000);

  it('refuses clearly: a damaged or missing backup, PostgreSQL, a missing database', async () => {
    const env = loadEnv({ DATABASE_URL: url });
    await expect(restoreCommand([join(dir, 'nope.db')], env)).rejects.toThrow(/nope\.db: no such file/);
    await expect(restoreCommand(['a.db', 'b.db'], env)).rejects.toThrow(/one backup file at a time/);
    await expect(restoreCommand(['x.db'], loadEnv({ DATABASE_URL: 'postgres://u@localhost/db' }))).rejects.toThrow(/PostgreSQL: restore with pg_restore/);
    await expect(backupCommand(loadEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:1/db' }))).rejects.toThrow(/backup not taken: PostgreSQL: faça o backup com pg_dump/);
    await expect(backupCommand(loadEnv({ DATABASE_URL: `sqlite:${join(dir, 'absent.db')}` }))).rejects.toThrow(/no database at .*absent\.db/);
    expect(existsSync(join(dir, 'absent.db'))).toBe(false);
    expect(await slugs()).toEqual(['kept']);
  });

  it('refuses to restore while the database is open elsewhere', async () => {
    const env = loadEnv({ DATABASE_URL: url, BACKUP_DIR: join(dir, 'saved') });
    const message = await backupCommand(env, new Date('2026-11-21T02:30:00.000Z'));
    expect(message).toContain(join(dir, 'saved', 'site-2026-11-21T02-30-00-000Z.db'));
    const child = spawnSync(process.execPath, ['-e', `
      const D = require(${JSON.stringify(require.resolve('better-sqlite3'))});
      const d = new D(${JSON.stringify(join(dir, 'site.db'))}); d.pragma('journal_mode = WAL'); d.prepare('select 1').get();
      const { spawnSync } = require('node:child_process');
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'content-scripts/restore.ts', ${JSON.stringify(join(dir, 'saved', 'site-2026-11-21T02-30-00-000Z.db'))}], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: ${JSON.stringify(url)} } });
      process.stdout.write(JSON.stringify({ code: r.status, err: r.stderr.trim() }));`], { encoding: 'utf8' });
    const result = JSON.parse(child.stdout);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^Error: .*site\.db is open in another process \(is the server running\?\): stop it first, then restore$/);
  }, 30_000);
});
