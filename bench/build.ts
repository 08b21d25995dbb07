/**
 * Build benchmark: seeds the demo corpus at a given scale into a fresh SQLite file, runs the same
 * full build as api/publish/build-site.ts into a folder under bench/.work and reports wall
 * time, pages written, pages per second and the peak memory of the build's process tree (the
 * renderer bundle is reused when the sources did not change, as in production).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { delimiter, join } from 'node:path';
import { seedDemo } from '../content-scripts/seed/seed';
import { connect } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { createFileMediaStore } from '../shared/media/store';
import { samplePeakRss, type PeakSampler } from './process-tree';

export interface BuildFigure {
  /** Posts per active locale (undefined: the demo size). */
  postsPerLocale?: number;
  posts: number;
  pages: number;
  seconds: number;
  peakRssBytes?: number;
  /** 1-minute load average when the build started (other work on the machine skews the time). */
  loadAtStart: number;
  /** Seconds spent bundling the renderer (Astro/Vite), undefined when the bundle of the same sources was reused. */
  bundleSeconds?: number;
  /** The built site and its database, when `keep` was asked for (the caller removes `workDir`). */
  distDir?: string;
  dbUrl?: string;
  workDir?: string;
  /** The media library's folder the seed drew its pictures into, when `media` was asked for (served by bench/serve.ts). */
  mediaDir?: string;
}

/** HTML files under `dir`, at any depth. */
export function countHtml(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? countHtml(join(dir, e.name)) : e.name.endsWith('.html') ? 1 : 0),
    0,
  );
}

/**
 * A fresh SQLite file in bench/.work seeded with the demo corpus at `postsPerLocale` (the caller
 * removes `dir`). With `media`, the seed draws its pictures into a media library in `dir/media`
 * (as `npm run seed` does into data/media), so the posts show them.
 */
export async function seedWorkDatabase({ postsPerLocale, media = false, root = process.cwd() }: { postsPerLocale?: number; media?: boolean; root?: string } = {}): Promise<{ dir: string; dbUrl: string; posts: number; mediaDir?: string }> {
  // Inside the work tree: Astro puts its intermediate build in <cwd>/.astro when the out dir is
  // outside cwd, and two builds sharing that folder break each other.
  const work = join(root, 'bench', '.work');
  mkdirSync(work, { recursive: true });
  const dir = mkdtempSync(join(work, 'build-'));
  const dbUrl = `sqlite:${join(dir, 'site.db')}`;
  const mediaDir = media ? join(dir, 'media') : undefined;
  const db = connect(dbUrl);
  try {
    await migrate(db);
    const { posts } = await seedDemo(db, { postsPerLocale, ...(mediaDir ? { media: createFileMediaStore(mediaDir) } : {}) });
    return { dir, dbUrl, posts, ...(mediaDir ? { mediaDir } : {}) };
  } finally {
    await db.close();
  }
}

/**
 * Runs `npm run build`'s script on `dbUrl` into `distDir` in a child process, as a user runs it,
 * sampling that process tree's memory (this process holds the seeded corpus and earlier
 * measurements, which are not the build's).
 */
function runBuildCli({ dbUrl, distDir, root }: { dbUrl: string; distDir: string; root: string }): Promise<{ seconds: number; peakRssBytes?: number; bundleSeconds?: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    // The script itself (with its Node flags), without npm's own process in the measured tree.
    const script = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { build: string } }).scripts.build;
    const child = spawn(script, {
      cwd: root,
      shell: true,
      env: { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`, DATABASE_URL: dbUrl, DIST_DIR: distDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const sampler: PeakSampler = samplePeakRss(child.pid!);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      const peakRssBytes = sampler.stop();
      if (code !== 0) return reject(new Error(`npm run build exited with ${code}:\n${output.slice(-2000)}`));
      const bundle = /renderer bundle built in ([\d.]+) s/.exec(output);
      resolve({ seconds: (performance.now() - t0) / 1000, peakRssBytes, bundleSeconds: bundle ? Number(bundle[1]) : undefined });
    });
  });
}

/**
 * Seeds, builds (`npm run build`'s script in its own process), measures. `keep` leaves the built
 * dist/ (and the media library, with `media`) in place for further measurements.
 */
export async function benchBuild({ postsPerLocale, keep = false, media = false, root = process.cwd() }: { postsPerLocale?: number; keep?: boolean; media?: boolean; root?: string } = {}): Promise<BuildFigure> {
  const { dir, dbUrl, posts, mediaDir } = await seedWorkDatabase({ postsPerLocale, media, root });
  const distDir = join(dir, 'dist');
  try {
    const loadAtStart = loadavg()[0]!;
    const { seconds, peakRssBytes, bundleSeconds } = await runBuildCli({ dbUrl, distDir, root });
    const pages = countHtml(distDir);
    return { postsPerLocale, posts, pages, seconds, peakRssBytes, loadAtStart, bundleSeconds, ...(keep ? { distDir, dbUrl, workDir: dir, ...(mediaDir ? { mediaDir } : {}) } : {}) };
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}
