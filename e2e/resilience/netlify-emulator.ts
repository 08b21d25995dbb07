/**
 * Netlify's own emulator, `netlify serve` of netlify-cli (a dev dependency), over a copy of this
 * project: it runs the build command of netlify.toml (migrate, render every page, write
 * dist/_redirects), bundles netlify/functions/ with esbuild, then serves dist/ with netlify.toml's
 * and _redirects' rules in front of the functions, the way a deploy does.
 *
 * Offline on purpose: `--offline` needs no login and no linked site, the environment comes from
 * the process, and `--internal-disable-edge-functions` skips the Deno download the edge-function
 * runtime would start (the site has no edge functions; without the flag the CLI dies with "fetch
 * failed" when no network is reachable). `BROWSER=none` keeps it from opening a browser.
 *
 * The copy: `netlify serve` builds into the project's dist/, writes .netlify/ and appends to
 * .gitignore, none of which a test may do to the working tree. Sources are copied (a few MB) and
 * node_modules is linked, so the renderer bundle cache and the build lock stay the project's own.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { freePort } from '../../shared/free-port';

/** Top-level entries never copied: installed, built, generated or local state. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'dist.releases', '.astro', '.netlify', 'test-results', 'coverage', 'data', 'tmp']);

/** A copy of the project's sources in a temp folder, with node_modules linked. */
export function projectCopy(root = resolve('.')): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'rs-netlify-serve-'));
  cpSync(root, dir, {
    recursive: true,
    filter: (src) => {
      const top = relative(root, src).split('/')[0]!;
      return !NOT_COPIED.has(top) && !top.startsWith('dist-') && !/\.(db|db-wal|db-shm|log)$/.test(src);
    },
  });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface NetlifyServe {
  /** `http://127.0.0.1:{port}`: the emulator's proxy (pages, redirects, functions). */
  url: string;
  /** The copy it builds and serves; the built pages are in `{dir}/dist`. */
  dir: string;
  output(): string;
  /** SIGTERM to the CLI and everything it started, SIGKILL after 10 s; removes the copy. */
  stop(): Promise<void>;
}

/** Text the CLI prints once the proxy answers. */
const READY = 'Local dev server ready';

/**
 * Runs `netlify serve --offline` over a copy of the project with `env` (DATABASE_URL, SITE_URL…)
 * and resolves once it serves; throws with the CLI's output when it exits or `timeoutMs` passes.
 */
export async function startNetlifyServe(env: Record<string, string>, timeoutMs = 240_000): Promise<NetlifyServe> {
  const copy = projectCopy();
  const ports = new Set<number>();
  while (ports.size < 3) ports.add(await freePort());
  const [port, functionsPort, staticPort] = [...ports] as [number, number, number];
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    BROWSER: 'none',
    // What Netlify gives functions: the address they answer at (the API hands saves to the render function there).
    URL: `http://127.0.0.1:${port}`,
    // No telemetry call from the CLI; .ci/run sets it too.
    CI: 'true',
    // What Netlify's build image sets: the build writes dist/ as a plain folder, as deployed.
    NETLIFY: 'true',
    // vitest's 'test' would reach the function and the build.
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  // The project's own settings only: a DIST_DIR or PORT of the caller would redirect the build.
  for (const name of ['DIST_DIR', 'PORT', 'HOST', 'NETLIFY_AUTH_TOKEN', 'NETLIFY_SITE_ID']) if (!(name in env)) delete childEnv[name];
  const cli = join(copy.dir, 'node_modules/netlify-cli/bin/run.js');
  const args = ['serve', '--offline', '--internal-disable-edge-functions', '--port', String(port), '--functions-port', String(functionsPort), '--staticServerPort', String(staticPort)];
  // Its own process group, so a stop reaches the build and static servers it started.
  const child = spawn(process.execPath, [cli, ...args], { cwd: copy.dir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is gone already.
    }
  };
  const stop = async () => {
    if (alive()) {
      signalGroup('SIGTERM');
      const killed = await Promise.race([exited.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 10_000))]);
      if (killed) signalGroup('SIGKILL');
      await exited;
    }
    // Whatever of the group outlived the CLI (a build it had started).
    signalGroup('SIGKILL');
    copy.remove();
  };

  const deadline = Date.now() + timeoutMs;
  while (!out.includes(READY) && alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  if (!out.includes(READY)) {
    const why = alive() ? `no "${READY}" within ${timeoutMs} ms` : `exited with ${child.exitCode ?? child.signalCode}`;
    await stop();
    throw new Error(`netlify ${args.join(' ')}: ${why}:\n${out.slice(-6000)}`);
  }
  return { url: `http://127.0.0.1:${port}`, dir: copy.dir, output: () => out, stop };
}
