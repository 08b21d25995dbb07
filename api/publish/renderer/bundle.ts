/**
 * The renderer bundle: `astro build` of the site as a server build with our adapter
 * (site/lib/renderer/), whose entry exposes Astro's App. It depends only on the sources and the
 * canonical origin, not on the data, so one bundle per code version serves every build and every
 * incremental render until the code changes.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from '../../../shared/file-lock';
import { sourceFingerprint } from '../fingerprint';

const COMPLETE = '.complete';
/** `<bundle>.tmp-<pid>`: a bundle being built by process `pid`. */
const TEMP_MARK = '.tmp-';
/** Bundles kept besides the newest: a running server may still hold the previous one. */
const KEEP = 2;

export interface BundleOptions {
  root: string;
  /** Canonical origin baked into the pages (Astro's `site`). */
  siteUrl?: string;
  /** The sources' fingerprint when the caller has it already (hashing every source file takes a while). */
  source?: string;
  log?: (line: string) => void;
}

/** Where the bundle of the current sources lives (it may not be built yet). */
export function bundleDir({ root, siteUrl, source = sourceFingerprint(root) }: BundleOptions): string {
  const origin = siteUrl || process.env.SITE_URL || `http://localhost:${process.env.PORT || 4321}`;
  const key = `${source}-${Buffer.from(origin).toString('base64url').slice(0, 24)}`;
  return join(root, 'node_modules', '.cache', 'site-renderer', key);
}

export interface RendererBundle {
  dir: string;
  /** Seconds spent building it now; undefined when the bundle of these sources was there already. */
  secondsBuilding?: number;
}

/**
 * The bundle of the current sources, built when missing. Callers hold the build lock
 * (api/publish/build-site.ts): Astro keeps per-project state in `.astro/`.
 */
export async function ensureRendererBundle(options: BundleOptions): Promise<RendererBundle> {
  const dir = bundleDir(options);
  if (existsSync(join(dir, COMPLETE))) return { dir };
  const log = options.log ?? ((line) => console.log(line));
  const started = performance.now();
  // Per process: a bundle build orphaned by a killed server may still be writing into its own.
  const temp = `${dir}${TEMP_MARK}${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  // Inside node_modules/.cache so the bundle's bare imports (react, kysely…) resolve from the project.
  mkdirSync(join(dir, '..'), { recursive: true });
  const output = await runAstro(options, temp);
  if (!existsSync(join(temp, 'server', 'entry.mjs'))) {
    rmSync(temp, { recursive: true, force: true });
    throw new Error(`the renderer bundle was not built:\n${output.slice(-4000)}`);
  }
  writeFileSync(join(temp, COMPLETE), new Date().toISOString());
  rmSync(dir, { recursive: true, force: true });
  renameSync(temp, dir);
  pruneOldBundles(join(dir, '..'), dir);
  const secondsBuilding = (performance.now() - started) / 1000;
  log(`renderer bundle built in ${secondsBuilding.toFixed(1)} s`);
  return { dir, secondsBuilding };
}

function runAstro({ root, siteUrl }: BundleOptions, outDir: string): Promise<string> {
  return new Promise((done, fail) => {
    let output = '';
    const child = spawn(process.execPath, [join(root, 'node_modules/astro/astro.js'), 'build'], {
      cwd: root,
      // Always a production build: under vitest NODE_ENV is 'test', which would ship React's
      // development runtime to the pages.
      env: {
        ...process.env,
        ...(siteUrl ? { SITE_URL: siteUrl } : {}),
        NODE_ENV: 'production',
        SITE_RENDERER: '1',
        ASTRO_OUT_DIR: outDir,
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code === 0) done(output);
      else {
        rmSync(outDir, { recursive: true, force: true });
        fail(new Error(`astro build (renderer bundle) failed with exit code ${code}:\n${output.slice(-4000)}`));
      }
    });
  });
}

/** Removes all but the newest bundles besides `keep`, and the temp folders of builders that are gone. */
export function pruneOldBundles(parent: string, keep: string): void {
  const bundles: string[] = [];
  for (const name of readdirSync(parent)) {
    const path = join(parent, name);
    const mark = name.lastIndexOf(TEMP_MARK);
    if (mark < 0) {
      if (path !== keep) bundles.push(path);
    } else if (!processAlive(Number(name.slice(mark + TEMP_MARK.length)))) rmSync(path, { recursive: true, force: true });
  }
  bundles.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of bundles.slice(KEEP - 1)) rmSync(old, { recursive: true, force: true });
}
