/**
 * The server of the resilience tests as a user runs it: `api/server.ts` (what `npm run serve`
 * starts) in its own process, over a private copy of the built demo site (SQLite file and a dist/
 * that is a link to a release, as the self-hosted publisher keeps it), with PUBLISHER=local so
 * saves trigger incremental builds. The process can be killed with SIGKILL and started again on
 * the same port and files.
 */
import { copyFileSync, cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { activateRelease, newReleaseDir } from '../../api/publish/releases';
import { residentBytes } from '../../shared/proc';
import { freePort } from '../../shared/free-port';
import { startScript, type RunningProcess } from '../../shared/start-script';
import { builtDemoSite } from '../test-site';

export interface PrivateSite {
  dir: string;
  databaseUrl: string;
  /** The SQLite file (undefined for a PostgreSQL site). */
  dbFile?: string;
  /** The `dist` link the server serves. */
  distDir: string;
  /** The start of today (UTC), the moment the demo corpus was seeded at. */
  seededAt: Date;
  remove(): void;
}

/**
 * A private copy of the built demo site: its SQLite database (or `databaseUrl`, already seeded, for
 * PostgreSQL) and its pages as the live release of a fresh `dist.releases/`.
 */
export async function privateSite(databaseUrl?: string): Promise<PrivateSite> {
  const built = await builtDemoSite();
  const dir = mkdtempSync(join(tmpdir(), 'rs-resilience-'));
  const dbFile = databaseUrl ? undefined : join(dir, 'site.db');
  if (dbFile) copyFileSync(built.dbFile, dbFile);
  const distDir = join(dir, 'dist');
  const release = newReleaseDir(distDir);
  cpSync(realpathSync(built.distDir), release, { recursive: true });
  activateRelease(distDir, release);
  return {
    dir,
    databaseUrl: databaseUrl ?? `sqlite:${dbFile}`,
    dbFile,
    distDir,
    seededAt: built.seededAt,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface ServerProcess {
  /** `http://127.0.0.1:{port}` */
  url: string;
  port: number;
  pid: number;
  output(): string;
  /** Resident set size of the server process (VmRSS of /proc/{pid}/status), in bytes. */
  rssBytes(): number;
  /** Full garbage collections in the server (only with `gcOnSignal`), then resolves. */
  collectGarbage(): Promise<void>;
  /**
   * SIGKILL to the server and its children: no handler runs, no request finishes, nothing is
   * flushed. Resolves once the server is gone.
   */
  kill(): Promise<void>;
  /** SIGTERM, the clean stop; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface ServerProcessOptions {
  /** Default: a free port. A restart passes the port of the process it replaces. */
  port?: number;
  /** Preloads gc-on-signal.mjs with --expose-gc, for `collectGarbage()`. */
  gcOnSignal?: boolean;
  env?: Record<string, string>;
}

/**
 * Canonical origin of the pages. Fixed (not the port's) so every server of these tests renders with
 * the renderer bundle the demo build made (the bundle is keyed by it, and making one takes a minute).
 */
export const SITE_URL = 'http://localhost:4321';

/** Starts `api/server.ts` over `site` and resolves once it serves. */
export async function startServerProcess(site: Pick<PrivateSite, 'databaseUrl' | 'distDir'>, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const gcPreload = resolve('e2e/resilience/gc-on-signal.mjs');
  const running: RunningProcess = await startScript(
    'api/server.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: site.databaseUrl,
      DIST_DIR: site.distDir,
      PUBLISHER: 'local',
      SITE_URL,
      // vitest's 'test' would reach the server and make it render with React's development build.
      NODE_ENV: 'production',
      ...(options.gcOnSignal ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --import=${gcPreload}` } : {}),
      ...options.env,
    },
    'Serving ',
    60_000,
    // A kill reaches the server's children too (an `astro build` of the renderer bundle), as
    // systemd's does: an orphaned bundle build would go on writing beside the next server's.
    { ownProcessGroup: true },
  );
  const pid = running.child.pid!;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid,
    output: running.output,
    rssBytes: () => residentBytes(pid),
    async collectGarbage() {
      const before = running.output().split('gc done').length;
      running.child.kill('SIGUSR2');
      const deadline = Date.now() + 10_000;
      while (running.output().split('gc done').length === before) {
        if (Date.now() > deadline) throw new Error('the server did not report a garbage collection (started without gcOnSignal?)');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async kill() {
      if (running.child.exitCode === null && running.child.signalCode === null) process.kill(-pid, 'SIGKILL');
      await running.exited;
    },
    async stop() {
      running.child.kill('SIGTERM');
      return running.exited;
    },
  };
}
