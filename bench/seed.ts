/**
 * Seeding benchmark: writes the scaled demo corpus into a fresh database and times it. Each figure
 * comes with the rows per second and, to cancel machine noise, the ratio against generating the
 * same corpus in memory (the part of the work that is not the database's).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCorpus } from '../content-scripts/seed/corpus';
import { seedDemo } from '../content-scripts/seed/seed';
import { connect, type Db } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { createScratchDatabase } from '../shared/db/scratch';

export interface SeedFigure {
  target: string;
  postsPerLocale: number;
  posts: number;
  rows: number;
  seconds: number;
  generateSeconds: number;
}

const NOW = new Date('2026-11-01T12:00:00.000Z');

async function timeSeed(db: Db, postsPerLocale: number, target: string): Promise<SeedFigure> {
  await migrate(db);
  const g0 = performance.now();
  generateCorpus({ postsPerLocale, now: NOW });
  const generateSeconds = (performance.now() - g0) / 1000;
  const t0 = performance.now();
  const r = await seedDemo(db, { postsPerLocale, now: NOW });
  const seconds = (performance.now() - t0) / 1000;
  return { target, postsPerLocale, posts: r.posts, rows: r.posts + r.products + r.reviews, seconds, generateSeconds };
}

/** Seeds `postsPerLocale` into a new SQLite file and, when `postgresUrl` is given, a new PostgreSQL database. */
export async function benchSeed(postsPerLocale: number, postgresUrl?: string): Promise<SeedFigure[]> {
  const figures: SeedFigure[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'rs-bench-seed-'));
  const sqlite = connect(`sqlite:${join(dir, 'site.db')}`);
  try {
    figures.push(await timeSeed(sqlite, postsPerLocale, 'SQLite file'));
  } finally {
    await sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  if (postgresUrl) {
    const db = await createScratchDatabase(postgresUrl, 'rs_bench', 10);
    try {
      figures.push(await timeSeed(db, postsPerLocale, 'PostgreSQL'));
    } finally {
      await db.close();
    }
  }
  return figures;
}
