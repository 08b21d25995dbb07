/**
 * Cache tags of the public pages (issue 23 item 3): each page, feed and sitemap names itself and
 * its locale, so a shared cache in front of the server can drop one page, or a whole locale, by tag
 * (Cloudflare's `Cache-Tag`, comma-separated; Fastly's and Varnish xkey's `Surrogate-Key`,
 * space-separated). The publisher itself purges by URL (api/publish/cdn/): that works on every CDN
 * and plan; the tags are there for a publisher's own purges ("drop the Italian site").
 */
import { isLocale } from '../../shared/locales';

/** Tag of every page outside the locales (`/`, `/404`, `/robots.txt`, the sitemap index). */
export const SITE_TAG = 'site';

/**
 * The tags of the page at `canonicalPath` (raw, still percent-encoded, so the header stays ASCII):
 * the path itself and `locale:{code}`, or `site` for pages outside the locales.
 */
export function cacheTagsFor(canonicalPath: string): string[] {
  const first = canonicalPath.split('/')[1] ?? '';
  return [canonicalPath, isLocale(first) ? `locale:${first}` : SITE_TAG];
}

/** Sets both headers of `tags` on `headers`. */
export function setCacheTags(headers: Headers, tags: string[]): void {
  headers.set('Cache-Tag', tags.join(','));
  headers.set('Surrogate-Key', tags.join(' '));
}
