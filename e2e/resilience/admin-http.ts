/**
 * An editor talking to a running server over real HTTP the way the admin app does: logs in through
 * POST /api/admin/login, keeps the session cookie, and sends its writes as JSON with the page's own
 * Origin (the CSRF check of api/auth/mutation-guard.ts).
 */
import { sessionCookieFrom } from '../../api/auth/testing';
import type { BuildRun } from '../../shared/db/queries/build-runs';
import type { AdminPost } from '../../shared/schemas/post';

/** Longest a single request may take before the tests count it as failed. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * POST /api/admin/login. `clientIp` goes out as X-Forwarded-For, which the server believes only
 * when it runs with TRUSTED_PROXIES=127.0.0.1 (as behind a reverse proxy).
 */
export function postLogin(base: string, identifier: string, password: string, clientIp?: string): Promise<Response> {
  return fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...(clientIp ? { 'X-Forwarded-For': clientIp } : {}) },
    body: JSON.stringify({ identifier, password }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

export class AdminSession {
  private constructor(
    readonly base: string,
    private readonly cookie: string,
  ) {}

  /** Logs in; throws with the server's answer when that fails. */
  static async login(base: string, identifier: string, password: string, clientIp?: string): Promise<AdminSession> {
    const res = await postLogin(base, identifier, password, clientIp);
    const cookie = sessionCookieFrom(res);
    if (res.status !== 200 || !cookie) throw new Error(`login as ${identifier} failed: ${res.status} ${await res.text()}`);
    return new AdminSession(base, cookie);
  }

  /** A JSON request with the session; `body` makes it a write from the site's own page. */
  request(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${this.base}${path}`, {
      method,
      headers: {
        Cookie: this.cookie,
        ...(method === 'GET' ? {} : { Origin: this.base }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.request(method, path, body);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  post(id: number): Promise<AdminPost> {
    return this.json('GET', `/api/admin/posts/${id}`);
  }

  /** The edit form's save: the post as loaded, with `changes`, and the version it was loaded at. */
  savePost(post: AdminPost, changes: Partial<AdminPost>): Promise<Response> {
    return this.request('PUT', `/api/admin/posts/${post.id}`, { ...post, ...changes });
  }

  /** "Gerar site completo": queues a full build; resolves to its id. */
  async requestFullBuild(): Promise<number> {
    const { build } = await this.json<{ build: BuildRun }>('POST', '/api/admin/builds');
    return build.id;
  }

  build(id: number): Promise<BuildRun & { log: string }> {
    return this.json('GET', `/api/admin/builds/${id}`);
  }

  async builds(): Promise<BuildRun[]> {
    return (await this.json<{ items: BuildRun[] }>('GET', '/api/admin/builds?limit=100')).items;
  }

  /**
   * Resolves once no build is queued or running, twice in a row 500 ms apart (a save's incremental
   * build is queued a moment after its answer); throws after `timeoutMs`. Generous: builds take
   * turns with every other build of the project folder (the build lock), a benchmark's included.
   */
  async buildsSettled(timeoutMs = 300_000): Promise<BuildRun[]> {
    const deadline = Date.now() + timeoutMs;
    let quiet = 0;
    for (;;) {
      const builds = await this.builds();
      quiet = builds.some((b) => b.status === 'queued' || b.status === 'running') ? 0 : quiet + 1;
      if (quiet === 2) return builds;
      if (Date.now() > deadline) throw new Error(`builds still under way after ${timeoutMs} ms: ${JSON.stringify(builds.slice(0, 5))}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
