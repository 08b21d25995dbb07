/**
 * What a built site holds, for the scale figures: the largest HTML page (issue 13: none above
 * 150 KB at 100,000 posts) and the fullest sitemap file (at most 10,000 URLs each). Walks the
 * folder one directory at a time and keeps only the maxima, so it runs in constant memory at any
 * corpus size.
 */
import { closeSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface SiteOutput {
  htmlPages: number;
  largestHtml: { path: string; bytes: number };
  /** Sitemap files (`sitemap-*.xml` other than the index) and the most URLs one holds. */
  sitemaps: number;
  fullestSitemap: { path: string; urls: number };
}

/** Counts `<loc>` elements of a file read in 1 MiB chunks. */
function countUrls(file: string): number {
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(1 << 20);
  let count = 0;
  let tail = '';
  try {
    for (let read; (read = readSync(fd, buffer, 0, buffer.length, null)) > 0; ) {
      const text = tail + buffer.toString('latin1', 0, read);
      count += text.split('<loc>').length - 1;
      tail = text.slice(-4);
    }
  } finally {
    closeSync(fd);
  }
  return count;
}

/** Measures the site in `distDir`. */
export function measureSiteOutput(distDir: string): SiteOutput {
  const out: SiteOutput = { htmlPages: 0, largestHtml: { path: '', bytes: 0 }, sitemaps: 0, fullestSitemap: { path: '', urls: 0 } };
  const pending = [distDir];
  while (pending.length) {
    const dir = pending.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(dir === distDir && entry.name === '_astro')) pending.push(path);
      } else if (entry.name.endsWith('.html')) {
        out.htmlPages++;
        const bytes = statSync(path).size;
        if (bytes > out.largestHtml.bytes) out.largestHtml = { path: `/${relative(distDir, path)}`, bytes };
      } else if (dir === distDir && /^sitemap-.+\.xml$/.test(entry.name) && entry.name !== 'sitemap-index.xml') {
        out.sitemaps++;
        const urls = countUrls(path);
        if (urls > out.fullestSitemap.urls) out.fullestSitemap = { path: `/${entry.name}`, urls };
      }
    }
  }
  return out;
}
