/**
 * Builds the static site from the database into dist/, and knows when dist/ is out of date.
 * The build goes to a fresh folder that replaces dist/ only when Astro succeeded, so a failed
 * build never leaves a half-written site behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Db } from '../shared/db/connect';
import { withFileLock } from './file-lock';

const STAMP_FILE = '.build-stamp.json';
/** What the pages are made from, besides the data. Tests do not change the output. */
const SOURCE_PATHS = ['site', 'shared', 'astro.config.mjs', 'package-lock.json'];

export interface BuildStamp {
  source: string;
  data: string;
  builtAt: string;
}

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => listFiles(join(path, e.name)));
}

/** Hash of every source file the build reads (content, not mtime: a fresh clone is not "changed"). */
export function sourceFingerprint(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const top of SOURCE_PATHS) {
    for (const file of listFiles(join(root, top))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A cheap summary of the content: per table, the row count and the latest change. Any save bumps
 * `updated_at`, any delete changes a count, so a different value means the pages may differ.
 */
export async function dataFingerprint(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of ['settings', 'locale_configs', 'categories', 'posts', 'products', 'reviews'] as const) {
    const row = await db.kysely
      .selectFrom(table)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('latest')])
      .executeTakeFirstOrThrow();
    parts.push(`${table}:${Number(row.n)}:${row.latest ?? ''}`);
  }
  const names = await db.kysely.selectFrom('category_names').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  parts.push(`category_names:${Number(names.n)}`);
  return createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 16);
}

export function readStamp(distDir: string): BuildStamp | undefined {
  try {
    return JSON.parse(readFileSync(join(distDir, STAMP_FILE), 'utf8')) as BuildStamp;
  } catch {
    return undefined;
  }
}

/** Why dist/ must be rebuilt, or undefined when it is current. */
export async function staleReason(db: Db, distDir: string, root = process.cwd()): Promise<string | undefined> {
  const stamp = readStamp(distDir);
  if (!stamp || !existsSync(join(distDir, 'index.html'))) return 'no build yet';
  if (stamp.source !== sourceFingerprint(root)) return 'the site code changed';
  if (stamp.data !== (await dataFingerprint(db))) return 'the content changed';
  return undefined;
}

export interface BuildOptions {
  db: Db;
  databaseUrl: string;
  distDir: string;
  root?: string;
  /** Where Astro's output goes (inherit: to this terminal). */
  stdio?: 'inherit' | 'pipe';
}

/**
 * Runs `fn` while no other Astro build runs from `root`: Astro keeps per-project state in
 * `<root>/.astro`, and two overlapping builds there have produced incomplete sites.
 */
export function withBuildLock<T>(root: string, fn: () => Promise<T>): Promise<T> {
  return withFileLock(join(root, 'node_modules/.cache/astro-build.lock'), fn);
}

/** Runs `astro build` into a new folder, then swaps it in place of `distDir`, under the build lock. */
export function buildSite(options: BuildOptions): Promise<BuildStamp> {
  return withBuildLock(options.root ?? process.cwd(), () => buildUnlocked(options));
}

export interface AstroBuildOptions {
  root: string;
  databaseUrl: string;
  outDir: string;
  stdio?: 'inherit' | 'pipe';
  /** Called with the child process once it started (the benchmark samples its memory). */
  onSpawn?: (child: ChildProcess) => void;
}

/**
 * One `astro build` of the site from `databaseUrl` into `outDir`, as a child process. Throws when
 * Astro fails or stops before the end, and then removes `outDir`: callers never see a partial site.
 * Hold the build lock around it.
 */
export async function runAstroBuild({ root, databaseUrl, outDir, stdio = 'inherit', onSpawn }: AstroBuildOptions): Promise<void> {
  let output = '';
  const code = await new Promise<number>((done, fail) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/astro/astro.js'), 'build'], {
      cwd: root,
      // Always a production build: under vitest NODE_ENV is 'test', which would ship React's
      // development runtime to the pages the browser tests measure.
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: stdio === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    onSpawn?.(child);
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', fail);
    child.on('exit', (c) => done(c ?? 1));
  });
  if (code !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`astro build failed with exit code ${code}${output ? `:\n${output.slice(-4000)}` : ''}`);
  }
  // Node exits 0 when a page awaits a promise that never settles: Astro then stops mid-way and
  // leaves its server bundle behind. Such a build must never replace a complete site.
  const unfinished = existsSync(join(outDir, 'renderers.mjs')) || !existsSync(join(outDir, 'index.html')) || !existsSync(join(outDir, '404.html'));
  if (unfinished) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`astro build exited 0 but did not finish; the live site was left as it was${output ? `:\n${output.slice(-4000)}` : ''}`);
  }
}

async function buildUnlocked({ db, databaseUrl, distDir, root = process.cwd(), stdio = 'inherit' }: BuildOptions): Promise<BuildStamp> {
  const data = await dataFingerprint(db);
  const source = sourceFingerprint(root);
  const next = resolve(`${distDir}.next`);
  rmSync(next, { recursive: true, force: true });
  await runAstroBuild({ root, databaseUrl, outDir: next, stdio });
  const stamp: BuildStamp = { source, data, builtAt: new Date().toISOString() };
  writeFileSync(join(next, STAMP_FILE), JSON.stringify(stamp, null, 2));
  const old = resolve(`${distDir}.old`);
  rmSync(old, { recursive: true, force: true });
  if (existsSync(distDir)) renameSync(distDir, old);
  renameSync(next, distDir);
  rmSync(old, { recursive: true, force: true });
  return stamp;
}
