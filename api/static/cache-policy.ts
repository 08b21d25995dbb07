/**
 * Cache-Control of the built files. Astro's `/_astro/*` assets carry a content hash in their name,
 * so they never change and may be kept for a year. Everything else (HTML, feeds, sitemaps, images
 * of public/) keeps its name across builds: browsers revalidate at once, and a CDN may keep a copy
 * for five minutes. With CDN_PURGE the publisher purges what it re-rendered (api/publish/cdn/), so
 * a publish is live through the cache at once; without, or when a purge fails for good, within
 * those five minutes. Pages also name themselves for purges by tag (./cache-tags.ts).
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, s-maxage=300, must-revalidate';
/** Error pages (404, coming-soon fallbacks of unknown paths) must not be kept by a CDN for long. */
export const SHORT = 'public, max-age=0, s-maxage=60, must-revalidate';

export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE;
}
