/** The pages of the live site with when each was last written (for /admin/dynamic-rendering). */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LivePage } from '../../shared/schemas/publishing';


/** URL path of a built file: `br/foo/index.html` → `/br/foo`, `404.html` → `/404`. */
export function pathOfFile(file: string): string {
  const path = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

/** Every page and feed (HTML, XML, TXT) under `root`, by path. Assets and hidden files are left out. */
export function listLivePages(root: string): LivePage[] {
  const pages: LivePage[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name.startsWith('_')) continue;
      const full = join(dir, entry.name);
      const file = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(full, file);
      else if (/\.(html|xml|txt)$/.test(entry.name)) {
        const stat = statSync(full);
        pages.push({ path: pathOfFile(file), renderedAt: stat.mtime.toISOString(), bytes: stat.size });
      }
    }
  };
  walk(root, '');
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
