/** The page files of a live release: what /admin/dynamic-rendering lists (./live-page-index.ts). */
import { opendir } from 'node:fs/promises';
import { join } from 'node:path';

/** URL path of a built file: `br/foo/index.html` → `/br/foo`, `404.html` → `/404`. */
export function pathOfFile(file: string): string {
  const path = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

/** A page file: what is served (`.html`, `.xml`, `.txt`), not assets or hidden files. */
const PAGE_FILE = /\.(html|xml|txt)$/;

/**
 * Every page file under `root`, relative, in path order (each folder's entries sorted, its own
 * index.html first). Asynchronous, one folder at a time: at 100,000 posts a release holds ~144,000
 * pages, and a server's readers are answered between the folders (issue 29).
 */
export async function livePageFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  const visit = async (dir: string, rel: string) => {
    const entries: { name: string; dir: boolean }[] = [];
    for await (const entry of await opendir(dir)) {
      if (entry.name.startsWith('.') || entry.name.startsWith('_')) continue;
      if (entry.isDirectory() || PAGE_FILE.test(entry.name)) entries.push({ name: entry.name, dir: entry.isDirectory() });
    }
    entries.sort((a, b) => (a.name === 'index.html' ? -1 : b.name === 'index.html' ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const file = rel ? `${rel}/${e.name}` : e.name;
      if (e.dir) await visit(join(dir, e.name), file);
      else files.push(file);
    }
  };
  await visit(root, '');
  return files;
}

/** The URL paths of every page under `root` (a release, or the DIST_DIR link), in path order. */
export async function livePagePaths(root: string): Promise<string[]> {
  return (await livePageFiles(root)).map(pathOfFile);
}
