import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { connect } from '../../shared/db/connect';
import { migrate } from '../../shared/db/migrate';
import { describeEachDatabase } from '../../shared/db/testing';
import { loadEnv } from '../../shared/env';
import { backupJob, POSTGRES_BACKUP_SUMMARY } from './backup';
import { integrityCheck, listBackups } from './sqlite-backup';
import { testJobContext } from './testing';

describeEachDatabase('backup job', (getDb) => {
  it('skips what it cannot copy: PostgreSQL (pointing to pg_dump) or an in-memory database', async () => {
    const result = await backupJob.run(testJobContext(getDb()));
    expect(result.status).toBe('skipped');
    expect(result.summary).toBe(getDb().dialect === 'postgres' ? POSTGRES_BACKUP_SUMMARY : 'banco de dados em memória: nada a copiar');
  });
});

it('backs the SQLite file up into BACKUP_DIR, checked, keeping BACKUP_KEEP', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'backup-job-'));
  const db = connect(`sqlite:${join(dir, 'site.db')}`);
  try {
    await migrate(db);
    const env = loadEnv({ DATABASE_URL: `sqlite:${join(dir, 'site.db')}`, BACKUP_DIR: join(dir, 'saved'), BACKUP_KEEP: '2' });
    for (const at of ['2026-11-19T02:30:00.000Z', '2026-11-20T02:30:00.000Z', '2026-11-21T02:30:00.000Z']) {
      const result = await backupJob.run(testJobContext(db, { env, now: () => new Date(at) }));
      expect(result.status).toBe('succeeded');
    }
    const kept = listBackups(join(dir, 'saved'));
    expect(kept.map((f) => f.slice(dir.length))).toEqual(['/saved/site-2026-11-21T02-30-00-000Z.db', '/saved/site-2026-11-20T02-30-00-000Z.db']);
    expect(kept.map(integrityCheck)).toEqual(['ok', 'ok']);

    // Default folder: backups/ beside the database.
    const result = await backupJob.run(testJobContext(db, { env: loadEnv({}), now: () => new Date('2026-11-22T02:30:00.000Z') }));
    expect(result.summary).toMatch(new RegExp(`^${join(dir, 'backups', 'site-2026-11-22T02-30-00-000Z.db')} \\(\\d+ bytes, integridade ok\\); mídia: 0 arquivo\\(s\\), 0 novo\\(s\\)$`));
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

it('validates BACKUP_KEEP', () => {
  expect(loadEnv({}).BACKUP_KEEP).toBe(7);
  expect(() => loadEnv({ BACKUP_KEEP: '0' })).toThrow('Invalid environment: BACKUP_KEEP must be an integer from 1 to 1000 (got "0")');
  expect(() => loadEnv({ BACKUP_KEEP: 'many' })).toThrow(/BACKUP_KEEP must be an integer/);
});
