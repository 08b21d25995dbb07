import type { MiddlewareHandler } from 'hono';

/**
 * Cache-Control for public reads: browsers keep an answer for a minute, a CDN for five and may
 * serve it stale for a day while it revalidates. Content changes reach readers within minutes
 * without any purge, and an origin outage does not blank the site. Set only on 2xx answers
 * (errors carry no-store).
 */
export function publicCache(header = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400'): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status >= 200 && c.res.status < 300 && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', header);
    }
  };
}
