/**
 * Build benchmark: seeds the demo corpus at a given scale into a fresh SQLite file, runs
 * `astro build` into a folder under bench/.work (as content-scripts/build-site.ts does) and reports wall time,
 * pages written, pages per second and the peak memory of the build's process tree.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../content-scripts/seed/seed';
import { connect } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { samplePeakRss } from './process-tree';

export interface BuildFigure {
  /** Posts per active locale (undefined: the demo size). */
  postsPerLocale?: number;
  posts: number;
  pages: number;
  seconds: number;
  peakRssBytes?: number;
  /** 1-minute load average when the build started (other work on the machine skews the time). */
  loadAtStart: number;
  /** The built site and its database, when `keep` was asked for (the caller removes `workDir`). */
  distDir?: string;
  dbUrl?: string;
  workDir?: string;
}

function countHtml(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? countHtml(join(dir, e.name)) : e.name.endsWith('.html') ? 1 : 0),
    0,
  );
}

/** Seeds, builds, measures. `keep` leaves the built dist/ in place for further measurements. */
export async function benchBuild({ postsPerLocale, keep = false, root = process.cwd() }: { postsPerLocale?: number; keep?: boolean; root?: string } = {}): Promise<BuildFigure> {
  // Inside the work tree: Astro puts its intermediate build in <cwd>/.astro when the out dir is
  // outside cwd, and two builds sharing that folder break each other.
  const work = join(root, 'bench', '.work');
  mkdirSync(work, { recursive: true });
  const dir = mkdtempSync(join(work, 'build-'));
  const dbUrl = `sqlite:${join(dir, 'site.db')}`;
  const distDir = join(dir, 'dist');
  const db = connect(dbUrl);
  let posts: number;
  try {
    await migrate(db);
    posts = (await seedDemo(db, { postsPerLocale })).posts;
  } finally {
    await db.close();
  }
  try {
    const loadAtStart = loadavg()[0]!;
    const t0 = performance.now();
    let output = '';
    const child = spawn(process.execPath, [join(root, 'node_modules/astro/astro.js'), 'build'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: dbUrl, ASTRO_OUT_DIR: distDir, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const sampler = samplePeakRss(child.pid!);
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise<number>((done, fail) => {
      child.on('error', fail);
      child.on('exit', (c) => done(c ?? 1));
    });
    const peakRssBytes = sampler.stop();
    const seconds = (performance.now() - t0) / 1000;
    if (code !== 0) throw new Error(`astro build failed (exit ${code}):\n${output.slice(-3000)}`);
    // Node exits 0 when a page awaits a promise that never settles: Astro then stops mid-way and
    // leaves its server bundle behind. Such a build must not be measured as a success.
    if (existsSync(join(distDir, 'renderers.mjs')) || !existsSync(join(distDir, 'index.html'))) {
      throw new Error(`astro build exited 0 but did not finish (server bundle left in ${distDir}):\n${output.slice(-1500)}`);
    }
    const pages = countHtml(distDir);
    return { postsPerLocale, posts, pages, seconds, peakRssBytes, loadAtStart, ...(keep ? { distDir, dbUrl, workDir: dir } : {}) };
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}
