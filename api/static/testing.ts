/**
 * Test helpers of the static server: a raw HTTP/1.1 request whose target goes out byte for byte
 * (fetch and http.request normalise `..`, `%2e%2e` and backslashes before sending, so a traversal
 * test through them never reaches the server as written), a small built site in a release
 * folder that `dist` links to, as the publisher lays it out, and the server over it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect as connectSocket } from 'node:net';
import { join } from 'node:path';
import { connect } from '../../shared/db/connect';
import { migrate } from '../../shared/db/migrate';
import { activateRelease, newReleaseDir } from '../publish/releases';
import { startServer, type RunningServer } from '../server';

export interface RawResponse {
  status: number;
  /** Lower-case names; the last value of a repeated header. */
  headers: Record<string, string>;
  /** The body as sent (chunked framing and compression are not undone; ask for neither). */
  body: string;
}

/** Sends `GET {target} HTTP/1.1` (target untouched) to `baseUrl` and reads the answer to its end. */
export function rawGet(baseUrl: string, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const head = [`GET ${target} HTTP/1.1`, `Host: ${url.host}`, 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return new Promise((resolve, reject) => {
    // write, not end: a half-closed socket may lose the body of the answer.
    const chunks: Buffer[] = [];
    const socket = connectSocket(Number(url.port), url.hostname, () => socket.write(`${head.join('\r\n')}\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed, body: text.slice(split + 4) });
    });
  });
}

/**
 * Writes `files` (path → content) into a new release of `root/dist` and makes it live, with the
 * publisher's own functions (api/publish/releases.ts). Returns the link, the path the server is given.
 */
export function writeRelease(root: string, files: Record<string, string>): string {
  const dist = join(root, 'dist');
  const release = newReleaseDir(dist);
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(release, path, '..'), { recursive: true });
    writeFileSync(join(release, path), body);
  }
  activateRelease(dist, release);
  return dist;
}

/** `api/server.ts` serving `distDir` on a free port, over an empty migrated in-memory database. */
export async function serveDist(distDir: string): Promise<RunningServer> {
  const db = connect('sqlite::memory:');
  await migrate(db);
  return startServer({ deps: { db, log: () => {} }, distDir, port: 0, host: '127.0.0.1' });
}
