/**
 * Varnish purges (CDN_PURGE=varnish): one `PURGE <path>` request per page to Varnish's listening
 * address, the method Varnish's documentation shows (users-guide/purging: `return (purge)` in
 * vcl_recv for the PURGE method from an allowed address). A full build sends one `BAN /`, which
 * the sample VCL (docs/varnish/default.vcl) turns into a ban of every object: one request instead
 * of one per page of the whole site.
 *
 * node:http rather than fetch: the Host header must be the public site's (Varnish hashes the Host
 * with the URL by default) while the request goes to Varnish's own address, and fetch does not let
 * a caller choose the Host header.
 */
import { Agent, request } from 'node:http';
import { PurgeError, type Purger } from './purger';

export interface VarnishPurgerOptions {
  /** Varnish's address, `http://host:port` (CDN_PURGE_URL). */
  url: string;
  /** The public site's origin (SITE_URL): its host goes out as the Host header. */
  siteUrl: string;
  /** Requests in flight at once (default 8). */
  concurrency?: number;
  /** Per request (default 10 s). */
  timeoutMs?: number;
}

/** The Varnish purger. */
export function createVarnishPurger({ url, siteUrl, concurrency = 8, timeoutMs = 10_000 }: VarnishPurgerOptions): Purger {
  const target = new URL(url);
  if (target.protocol !== 'http:') throw new Error(`CDN_PURGE_URL must be http:// (Varnish does not speak TLS): ${url}`);
  const host = new URL(siteUrl).host;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

  /** One request; resolves to the status, rejects on a network failure. */
  function send(method: string, path: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = request({ agent, host: target.hostname, port: target.port || 80, method, path, headers: { Host: host }, timeout: timeoutMs }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end();
    });
  }

  async function one(method: string, path: string): Promise<void> {
    let status: number;
    try {
      status = await send(method, path);
    } catch (err) {
      throw new PurgeError(`varnish: ${method} ${path} to ${target.host}: ${(err as Error).message}`, { retryable: true });
    }
    // 404 is Varnish's answer to a PURGE of an object it did not have (vcl 4.1 `return (purge)`
    // answers 200; some VCLs answer 404 for a miss): nothing cached, nothing stale.
    if ((status >= 200 && status < 300) || status === 404) return;
    // 403/405: the VCL refuses our address or the method; trying again cannot change that.
    throw new PurgeError(`varnish: ${method} ${path} answered ${status}`, { retryable: status >= 500 || status === 429 });
  }

  return {
    name: 'varnish',
    async purgePaths(paths) {
      const failed: { path: string; error: PurgeError }[] = [];
      let next = 0;
      const worker = async () => {
        while (next < paths.length) {
          const path = paths[next++]!;
          await one('PURGE', path).catch((error: PurgeError) => failed.push({ path, error }));
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
      if (failed.length) {
        const first = failed[0]!.error;
        const more = failed.length > 1 ? ` (and ${failed.length - 1} more)` : '';
        throw new PurgeError(`${first.message}${more}`, { retryable: failed.some((f) => f.error.retryable), left: failed.map((f) => f.path) });
      }
    },
    purgeEverything: () => one('BAN', '/'),
  };
}
