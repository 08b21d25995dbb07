/**
 * The canonical origin for absolute URLs inside JSON-LD, computed the way astro.config.mjs computes
 * `site` (SITE_URL, else http://localhost:$PORT), so a loader called outside Astro (an on-demand
 * render, a test) gives the same URLs as the build.
 */
export function siteOrigin(): string {
  return process.env.SITE_URL || `http://localhost:${process.env.PORT || 4321}`;
}

/** Absolute URL of a site path (or an already absolute URL, unchanged). */
export function absolute(pathOrUrl: string): string {
  return new URL(pathOrUrl, siteOrigin()).href;
}
