/**
 * HTTP throughput benchmark: autocannon (50 connections, 10 s by default) against routes of the
 * bench server (bench/serve.ts, a child process: the load generator and the server must not share
 * an event loop) and against the Hono hello-world route on the same server and port. The
 * hello-world is measured before and after the routes, and the routes are divided by the mean of
 * the two, so drift of a shared machine during the run cancels as far as it can.
 */
import autocannon from 'autocannon';
import { HELLO_PATH, startBenchServer } from './serve';

/** A request to put under load. */
export interface LoadTarget {
  label: string;
  path: string;
  headers?: Record<string, string>;
}

export interface LoadFigure {
  label: string;
  path: string;
  /** Mean of the per-second request counts. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors, timeouts and non-2xx answers: a run with any is not a throughput figure. */
  failures: number;
  /**
   * The server's CPU time per request, ms: what a request costs whatever else runs on the machine.
   * Undefined without /proc.
   */
  serverCpuMsPerRequest?: number;
  /** The server's CPU time over the run's duration: near 1, its one thread was the limit. */
  serverCpuShare?: number;
}

export interface ApiFigures {
  hello: LoadFigure;
  /** Both hello-world runs (before and after the routes); `hello` is their mean. */
  helloRuns: LoadFigure[];
  routes: LoadFigure[];
}

/** The figures of one autocannon run. */
export function loadFigure({ label, path }: LoadTarget, r: Pick<autocannon.Result, 'requests' | 'latency' | 'errors' | 'timeouts' | 'non2xx'>): LoadFigure {
  return { label, path, requestsPerSecond: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, requests: r.requests.total, failures: r.errors + r.timeouts + r.non2xx };
}

/** Adds the server's CPU use, measured around a run of `durationSeconds`, to its figure. */
export function withServerCpu(figure: LoadFigure, cpuSeconds: number | undefined, durationSeconds: number): LoadFigure {
  if (cpuSeconds === undefined || figure.requests === 0) return figure;
  return { ...figure, serverCpuMsPerRequest: (cpuSeconds * 1000) / figure.requests, serverCpuShare: cpuSeconds / durationSeconds };
}

/** The mean of several runs of one route (latencies averaged too: a summary, not a percentile of the union). */
export function meanFigure(runs: LoadFigure[]): LoadFigure {
  const mean = (pick: (f: LoadFigure) => number | undefined) => {
    const values = runs.map(pick);
    return values.some((v) => v === undefined) ? undefined : values.reduce((n: number, v) => n + v!, 0) / values.length;
  };
  return {
    label: runs[0]!.label,
    path: runs[0]!.path,
    requestsPerSecond: mean((f) => f.requestsPerSecond)!,
    p50Ms: mean((f) => f.p50Ms)!,
    p99Ms: mean((f) => f.p99Ms)!,
    requests: mean((f) => f.requests)!,
    failures: runs.reduce((n, f) => n + f.failures, 0),
    serverCpuMsPerRequest: mean((f) => f.serverCpuMsPerRequest),
    serverCpuShare: mean((f) => f.serverCpuShare),
  };
}

export interface BenchApiOptions {
  databaseUrl: string;
  distDir: string;
  /** Requests measured against the hello-world, in this order. */
  targets: LoadTarget[];
  connections?: number;
  durationSeconds?: number;
  /** Unrecorded load on each path first, so every path is measured with warm JIT and caches. */
  warmupSeconds?: number;
}

export const HELLO: LoadTarget = { label: 'Hono hello-world', path: HELLO_PATH };

/** Starts the bench server, measures hello-world, each path, hello-world again; stops the server. */
export async function benchApi({ databaseUrl, distDir, targets, connections = 50, durationSeconds = 10, warmupSeconds = 2 }: BenchApiOptions): Promise<ApiFigures> {
  const server = await startBenchServer({ databaseUrl, distDir });
  try {
    const base = server.url;
    const fire = (t: LoadTarget, duration: number) => autocannon({ url: base + t.path, headers: t.headers, connections, duration });
    for (const t of [HELLO, ...targets]) {
      // A wrong path would be measured as a fast 404: check each answers 200 first.
      const res = await fetch(base + t.path, { headers: t.headers });
      if (res.status !== 200) throw new Error(`bench server answered ${res.status} to ${t.path}`);
      if (warmupSeconds > 0) await fire(t, warmupSeconds);
    }
    const measure = async (t: LoadTarget) => {
      const cpuBefore = server.cpuSeconds();
      const result = await fire(t, durationSeconds);
      const cpuAfter = server.cpuSeconds();
      const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
      const figure = withServerCpu(loadFigure(t, result), cpu, result.duration);
      if (figure.failures) throw new Error(`${t.path}: ${figure.failures} failed requests under load\n${server.output().slice(-2000)}`);
      return figure;
    };
    const helloRuns = [await measure(HELLO)];
    const routes: LoadFigure[] = [];
    for (const t of targets) routes.push(await measure(t));
    helloRuns.push(await measure(HELLO));
    return { hello: meanFigure(helloRuns), helloRuns, routes };
  } finally {
    await server.stop();
  }
}
