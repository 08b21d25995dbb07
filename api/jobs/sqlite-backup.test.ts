import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { connect, type Db } from '../../shared/db/connect';
import { migrate } from '../../shared/db/migrate';
import { insertPost } from '../../shared/db/test-fixtures';
import { backupDir, backupFileName, backupSqlite, BackupError, databaseInUse, integrityCheck, listBackups, preRestoreFileName, restoreSqlite, rotateBackups } from './sqlite-backup';

let dir: string;
let db: Db;
const dbFile = () => join(dir, 'site.db');
const slugs = async (d: Db) => (await d.kysely.selectFrom('posts').select('slug').orderBy('slug').execute()).map((r) => r.slug);

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
  db = connect(`sqlite:${dbFile()}`);
  await migrate(db);
  await insertPost(db, { slug: 'before-backup' });
});
afterEach(async () => {
  await db.close().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

describe('backupSqlite', () => {
  it('copies the live database into one checked file, while the server keeps writing', async () => {
    const backups = join(dir, 'backups');
    // Writes through the same connection while the copy runs end up in it or after it, never half.
    const writing = Promise.all(Array.from({ length: 20 }, (_, i) => insertPost(db, { slug: `during-${i}` })));
    const result = await backupSqlite(db.sqlite!, { dir: backups, at: new Date('2026-11-21T02:30:00.000Z') });
    await writing;
    expect(result.file).toBe(join(backups, 'site-2026-11-21T02-30-00-000Z.db'));
    expect(result.bytes).toBeGreaterThan(0);
    // One self-contained file: no -wal/-shm and no partial left beside it.
    expect(readdirSync(backups)).toEqual(['site-2026-11-21T02-30-00-000Z.db']);
    expect(integrityCheck(result.file)).toBe('ok');
    const copy = new Database(result.file, { readonly: true });
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.prepare("select count(*) as n from posts where slug = 'before-backup'").get()).toEqual({ n: 1 });
    copy.close();
  });

  it('keeps the newest N backups and touches no other file', async () => {
    const backups = join(dir, 'backups');
    for (let day = 1; day <= 4; day++) await backupSqlite(db.sqlite!, { dir: backups, at: new Date(`2026-11-0${day}T02:30:00.000Z`), keep: 3 });
    writeFileSync(join(backups, 'notes.txt'), 'mine');
    const removed = rotateBackups(backups, 2);
    expect(removed.map((f) => f.slice(backups.length + 1))).toEqual(['site-2026-11-02T02-30-00-000Z.db']);
    expect(listBackups(backups).map((f) => f.slice(backups.length + 1))).toEqual(['site-2026-11-04T02-30-00-000Z.db', 'site-2026-11-03T02-30-00-000Z.db']);
    expect(existsSync(join(backups, 'notes.txt'))).toBe(true);
  });

  it('names files by time, and puts them beside the database by default', () => {
    expect(backupFileName(new Date('2026-01-02T03:04:05.006Z'))).toBe('site-2026-01-02T03-04-05-006Z.db');
    expect(preRestoreFileName(new Date('2026-01-02T03:04:05.006Z'))).toBe('pre-restore-2026-01-02T03-04-05-006Z.db');
    expect(backupDir({}, '/srv/site/data/site.db')).toBe('/srv/site/data/backups');
    expect(backupDir({ BACKUP_DIR: '/var/backups/site' }, '/srv/site/data/site.db')).toBe('/var/backups/site');
  });
});

describe('restoreSqlite', () => {
  it('brings back the data of a backup, replacing the newer database and its write-ahead log', async () => {
    const { file } = await backupSqlite(db.sqlite!, { dir: join(dir, 'backups'), at: new Date('2026-11-21T02:30:00.000Z') });
    await insertPost(db, { slug: 'after-backup' });
    expect(await slugs(db)).toEqual(['after-backup', 'before-backup']);
    await db.close();
    writeFileSync(`${dbFile()}-wal`, 'stale log that must not be replayed');

    const kept = join(dir, 'backups', 'pre-restore.db');
    expect(await restoreSqlite(file, dbFile(), { keepCurrentAs: kept })).toMatchObject({ keptCurrent: kept });
    expect(existsSync(`${dbFile()}-wal`)).toBe(false);
    // The replaced database was kept, its last write included.
    const previous = new Database(kept, { readonly: true });
    expect(previous.prepare("select count(*) as n from posts where slug = 'after-backup'").get()).toEqual({ n: 1 });
    previous.close();
    expect(integrityCheck(dbFile())).toBe('ok');
    db = connect(`sqlite:${dbFile()}`);
    expect(await slugs(db)).toEqual(['before-backup']);
    // The server's connection can write to it again (WAL mode comes back with the connection).
    await insertPost(db, { slug: 'after-restore' });
    expect(await slugs(db)).toEqual(['after-restore', 'before-backup']);
  });

  it('refuses a file that is not a sound database, and changes nothing', async () => {
    await db.close();
    const bogus = join(dir, 'bogus.db');
    writeFileSync(bogus, 'this is not a database file, just some text that is long enough'.repeat(100));
    await expect(restoreSqlite(bogus, dbFile())).rejects.toThrow(BackupError);
    await expect(restoreSqlite(bogus, dbFile())).rejects.toThrow(/not a usable backup: file is not a database/);
    await expect(restoreSqlite(join(dir, 'missing.db'), dbFile())).rejects.toThrow(/no such file/);
    db = connect(`sqlite:${dbFile()}`);
    expect(await slugs(db)).toEqual(['before-backup']);
  });

  it('refuses while another process has the database open (a running server)', async () => {
    const { file } = await backupSqlite(db.sqlite!, { dir: join(dir, 'backups'), at: new Date('2026-11-21T02:30:00.000Z') });
    await db.close();
    const holder = spawn(process.execPath, ['-e', `
      const D = require(${JSON.stringify(require.resolve('better-sqlite3'))});
      const d = new D(${JSON.stringify(dbFile())}); d.pragma('journal_mode = WAL'); d.prepare('select count(*) from posts').get();
      process.stdout.write('open\\n'); setTimeout(() => {}, 30000);`]);
    try {
      await new Promise((resolve) => holder.stdout.once('data', resolve));
      expect(databaseInUse(dbFile())).toBe(true);
      await expect(restoreSqlite(file, dbFile())).rejects.toThrow(/open in another process \(is the server running\?\): stop it first/);
    } finally {
      holder.kill();
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    expect(databaseInUse(dbFile())).toBe(false);
    expect((await restoreSqlite(file, dbFile())).bytes).toBeGreaterThan(0);
  });
});
