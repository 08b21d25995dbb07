/**
 * Saves and reads while a full build runs inside the server (issues 23 and 29), over real HTTP:
 * `api/server.ts` serves a built corpus with the self-hosted publisher, an admin asks for a full
 * rebuild (`POST /api/admin/builds`, as the admin's button does), and until that build is done and
 * swapped in
 * - an editor saves post titles at an editor's pace, each timed from the save's answer until its
 *   page serves the new title (./edit-to-live.ts), and
 * - a reader asks for a post page every `readEveryMs`, each answer timed.
 * Afterwards every saved page must still show its last title (nothing lost by the swap). Then the
 * same reader reads while `npm run build` runs from a shell beside the server, on the same
 * DIST_DIR (issue 29: the CLI's build must not hold the server's readers either).
 */
import { spawn } from 'node:child_process';
import { quantile, spreadPosts, startEditorSession } from './edit-to-live';
import { readWhile, waitSummary, type Read } from './reader';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStallProbe } from '../api/publish/testing';
import { loopProbeEnv, loopStallsBetween, type LoopStalls } from './loop-stalls';

/** A reader's longest wait: when it began, and how long the server's event loop was held inside it (./loop-stalls.ts). */
export interface LongestWait {
  ms: number;
  /** Seconds after the build began. */
  atSecond: number;
  server: LoopStalls;
}

/** The longest of `reads`, set against the server's stalls inside it: a wait they do not cover came from elsewhere (disk, thread pool, this process). */
function longestWait(reads: readonly Read[], since: number, stallsBetween: (from: number, to: number) => LoopStalls): LongestWait | undefined {
  const worst = reads.reduce<Read | undefined>((a, r) => (!a || r.ms > a.ms ? r : a), undefined);
  if (!worst) return undefined;
  return { ms: worst.ms, atSecond: (worst.startedAt - since) / 1000, server: stallsBetween(worst.startedAt, worst.startedAt + worst.ms) };
}

export interface DuringBuildFigure {
  /** Edit-to-live of each save made while the build ran, ms. */
  saves: number[];
  median: number;
  max: number;
  /** Reader requests answered during the build, and their slowest and 99th-percentile times. */
  reads: number;
  readerMaxMs: number;
  readerP99Ms: number;
  /** Seconds the full build ran (from the server's build history) and its pages. */
  buildSeconds: number;
  buildPages: number;
  /** Saved pages that no longer showed their last title after the swap (must be 0). */
  lost: number;
  /** The reader's longest wait during the build in the server, explained (see LongestWait). */
  longest?: LongestWait;
  /** The server's event-loop stalls during that build, and the bench process's own longest. */
  serverStalls: LoopStalls;
  benchStallMs: number;
  /** The reader while `npm run build` ran beside the server: answers, slowest, 99th percentile, build seconds, its longest wait explained. */
  cli: { reads: number; readerMaxMs: number; readerP99Ms: number; buildSeconds: number; longest?: LongestWait };
}

/** `npm run build` of `databaseUrl` into `distDir` as an operator runs it; resolves with its seconds. */
function cliBuild(databaseUrl: string, distDir: string, siteUrl: string): Promise<number> {
  const started = performance.now();
  let output = '';
  const child = spawn('npm', ['run', 'build'], { env: { ...process.env, DATABASE_URL: databaseUrl, DIST_DIR: distDir, SITE_URL: siteUrl, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`npm run build exited ${code}:\n${output.slice(-2000)}`)))));
}

export async function benchEditDuringBuild({ databaseUrl, distDir, siteUrl = 'http://localhost:4321', pauseMs = 1000, readEveryMs = 50, maxSaves = 60 }: { databaseUrl: string; distDir: string; siteUrl?: string; pauseMs?: number; readEveryMs?: number; maxSaves?: number }): Promise<DuringBuildFigure> {
  const [warm, readPage, ...targets] = await spreadPosts(databaseUrl, maxSaves + 2);
  if (!warm || !readPage || !targets.length) throw new Error('the corpus has too few published br posts');
  const probeDir = mkdtempSync(join(tmpdir(), 'during-build-probe-'));
  const session = await startEditorSession({ databaseUrl, distDir, siteUrl, env: loopProbeEnv(probeDir) });
  const stallsBetween = (from: number, to: number) => loopStallsBetween(probeDir, session.pid, from, to);
  // The reader runs in this process: a wait may be this loop's own stall.
  const benchProbe = startStallProbe();
  try {
    // The first save of a server loads its renderer bundle, as one up for a while has done.
    await session.saveTitle(warm, `Warm-up ${Date.now()}`);

    const asked = await session.admin('POST', '/api/admin/builds');
    const { build } = (await asked.json()) as { build: { id: number } | null };
    if (!build) throw new Error(`POST /api/admin/builds: ${asked.status}, no build id`);
    const status = async () => ((await (await session.admin('GET', `/api/admin/builds/${build.id}`)).json()) as { status: string; durationMs: number | null; pages: number | null });
    const finished = (s: string) => s === 'succeeded' || s === 'failed';
    while ((await status()).status === 'queued') await new Promise((r) => setTimeout(r, 20));

    let building = true;
    const buildBegan = Date.now();
    const readUrl = `${session.base}/br/${readPage.slug}`;
    const reader = readWhile(readUrl, () => !building, readEveryMs);

    const saves: number[] = [];
    const lastTitle = new Map<string, string>();
    let run = await status();
    for (let i = 0; !finished(run.status) && i < targets.length; i++) {
      const target = targets[i]!;
      const title = `Saved during the build ${i} ${Date.now()}`;
      saves.push(await session.saveTitle(target, title));
      lastTitle.set(target.slug, title);
      await new Promise((r) => setTimeout(r, pauseMs));
      run = await status();
    }
    while (!finished(run.status)) {
      await new Promise((r) => setTimeout(r, 200));
      run = await status();
    }
    building = false;
    const buildReads = await reader;
    if (run.status !== 'succeeded') throw new Error(`the full build ${build.id} ${run.status}`);

    let lost = 0;
    for (const [slug, title] of lastTitle) if (!(await (await fetch(`${session.base}/br/${slug}`)).text()).includes(title)) lost++;

    const serverStalls = stallsBetween(buildBegan, Date.now());

    let cliRunning = true;
    const cliBegan = Date.now();
    const cliBuilt = cliBuild(databaseUrl, distDir, siteUrl).finally(() => (cliRunning = false));
    const cliReads = await readWhile(readUrl, () => !cliRunning, readEveryMs);
    const cliSeconds = await cliBuilt;

    const sortedSaves = [...saves].sort((a, b) => a - b);
    const during = waitSummary(buildReads);
    const beside = waitSummary(cliReads);
    return {
      saves,
      median: saves.length ? quantile(sortedSaves, 0.5) : NaN,
      max: saves.length ? sortedSaves.at(-1)! : NaN,
      reads: during.reads,
      readerMaxMs: during.max,
      readerP99Ms: during.p99,
      buildSeconds: (run.durationMs ?? 0) / 1000,
      buildPages: run.pages ?? 0,
      lost,
      longest: longestWait(buildReads, buildBegan, stallsBetween),
      serverStalls,
      benchStallMs: benchProbe.stop().longestMs,
      cli: { reads: beside.reads, readerMaxMs: beside.max, readerP99Ms: beside.p99, buildSeconds: cliSeconds, longest: longestWait(cliReads, cliBegan, stallsBetween) },
    };
  } finally {
    benchProbe.stop();
    await session.stop();
    rmSync(probeDir, { recursive: true, force: true });
  }
}
