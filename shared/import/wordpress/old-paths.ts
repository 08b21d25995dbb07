/**
 * The addresses an imported item had on the WordPress site, so each can answer 301 to its new
 * page: its permalink (`<link>`: date-based, post-name or custom structures alike) and the
 * `?p=ID` form every WordPress site also answers.
 */
import { normalizeSitePath } from '../../schemas/redirect';

/** `/?p=ID`: the query-string address of a WordPress post or page (see api/static). */
export function queryPath(postId: string): string {
  return `/?p=${postId}`;
}

/**
 * The stored form of a request for a WordPress query-string address (`/?p=12`, `/?page_id=12`,
 * `/index.php?p=12`; WordPress answers both parameters for any item), or undefined for any other.
 */
export function requestedQueryPath(pathname: string, search: string): string | undefined {
  if (pathname !== '/' && pathname !== '/index.php') return undefined;
  const id = /^\?(?:p|page_id)=(\d{1,18})$/.exec(search)?.[1];
  return id ? queryPath(id) : undefined;
}

/**
 * The site path of `url` if it belongs to the exported site (`blogUrl`), percent-encoded and
 * without trailing slash as our redirects store it; undefined for another site's address.
 */
export function sitePath(url: string, blogUrl: string): string | undefined {
  if (!url) return undefined;
  let target: URL;
  let base: URL;
  try {
    base = new URL(blogUrl.endsWith('/') ? blogUrl : `${blogUrl}/`);
    target = new URL(url, base);
  } catch {
    return undefined;
  }
  if (target.host.replace(/^www\./, '') !== base.host.replace(/^www\./, '')) return undefined;
  // A blog installed in a folder (example.com/blog/) keeps that folder in its addresses.
  // Stored as the server looks paths up (normalizeSitePath): `%ce%b5` and `ε` are one address.
  const path = target.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return path ? normalizeSitePath(path) : undefined;
}

/** Every old address of an item, without repeats and without `newPath` itself. */
export function oldPaths(item: { link: string; postId: string; status: string }, blogUrl: string, newPath: string): string[] {
  const paths = new Set<string>();
  // A draft's link is `?p=ID` or `?page_id=ID`: no permalink was ever public.
  const permalink = sitePath(item.link, blogUrl);
  if (permalink && item.status !== 'draft') paths.add(permalink);
  if (item.postId) paths.add(queryPath(item.postId));
  paths.delete(newPath);
  return [...paths];
}
