/**
 * Test helpers for jobs: a JobContext over a real database with a pinned clock, a recording
 * publisher, a collected log and a fetch that refuses (a job that needs the network gets its own).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { connect, type Db } from '../../shared/db/connect';
import { migrate } from '../../shared/db/migrate';
import { testTargets } from '../../shared/db/testing';
import { loadEnv } from '../../shared/env';
import { createRecordingPublisher, type RecordingPublisher } from '../publish/publisher';
import { allJobs } from './registry';
import type { JobContext, JobDefinition } from './types';

export interface TestJobContext extends JobContext {
  publisher: RecordingPublisher;
  lines: string[];
}

/** A JobContext for `db`; `overrides` replace any part (the clock, env, fetch). */
export function testJobContext(db: Db, overrides: Partial<JobContext> = {}): TestJobContext {
  const lines: string[] = [];
  const log = (line: string) => void lines.push(line);
  return {
    db,
    now: () => new Date('2026-11-21T03:00:00.000Z'),
    publisher: createRecordingPublisher(log),
    log,
    env: loadEnv({ DATABASE_URL: 'sqlite::memory:' }),
    fetch: (() => Promise.reject(new Error('no network in this test'))) as typeof fetch,
    lines,
    ...overrides,
  } as TestJobContext;
}

/** Two connections to one fresh, migrated database, as two server processes would have. */
export interface SharedDatabase {
  name: 'sqlite' | 'postgres';
  skip?: string;
  open(): Promise<{ a: Db; b: Db; close(): Promise<void> }>;
}

/**
 * One shared database per dialect: a SQLite file in a temp folder (an in-memory database cannot
 * be shared) and a scratch PostgreSQL database when TEST_DATABASE_URL is set.
 */
export function sharedDatabases(): SharedDatabase[] {
  return testTargets().map((target) => ({
    name: target.name,
    skip: target.skip,
    async open() {
      if (target.name === 'sqlite') {
        const dir = mkdtempSync(join(tmpdir(), 'jobs-shared-'));
        const url = `sqlite:${join(dir, 'site.db')}`;
        const a = connect(url);
        await migrate(a);
        const b = connect(url);
        return { a, b, close: async () => { await b.close(); await a.close(); rmSync(dir, { recursive: true, force: true }); } };
      }
      const a = await target.open();
      await migrate(a);
      // a.url hides any password: rebuild the URL from TEST_DATABASE_URL and the scratch name.
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(a.kysely);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      const b = connect(url.toString(), { maxConnections: 4 });
      return { a, b, close: async () => { await b.close(); await a.close(); } };
    },
  }));
}

/**
 * Every job of the registry under its real name, schedule and label, but doing nothing ('skipped'):
 * for API tests that exercise "run now" without a backup, a price fetch or a rebuild.
 */
export function quietJobs(): JobDefinition[] {
  return allJobs().map((job) => ({ ...job, run: async () => ({ status: 'skipped', summary: 'quiet test job' }) }));
}
