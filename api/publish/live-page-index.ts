/**
 * The live site's pages for /admin/dynamic-rendering (GET /api/admin/rendering/pages), paged
 * without stalling the server (issue 29). At 100,000 posts the live release holds ~144,000 pages:
 * walking and sorting them on every request held the event loop for seconds. Here the release is
 * walked once, asynchronously (one directory read at a time, so readers are served in between),
 * into a sorted list of paths; pages published since are added from the release's journal
 * (./live-writes.ts); only the page of results asked for is stat'ed, for its render time and size.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { LivePage } from '../../shared/schemas/publishing';
import { liveWritesMark, liveWritesSince, type LiveWritesMark } from './live-writes';
import { livePageFiles, pathOfFile } from './live-pages';
import { liveReleaseDir } from './releases';

export interface LivePagesQuery {
  /** Only the pages of this locale (`/br` and `/br/…`). */
  locale?: string;
  /** Keeps the paths that contain it (already normalised for search). */
  search?: string;
  offset: number;
  limit: number;
}

export interface LivePageIndex {
  /** One page of the live pages of `distDir` (ordered by path, segment by segment) and how many match. */
  list(distDir: string, query: LivePagesQuery): Promise<{ items: LivePage[]; total: number }>;
}

/** Segment-wise order of two URL paths (the walk's order). */
function comparePaths(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return x.length - y.length;
}

interface Snapshot {
  release: string;
  mark: LiveWritesMark;
  /** Page paths in order, with the file each is served from. */
  paths: string[];
  files: Map<string, string>;
}

/** A per-process index of the live release's pages (see the module's comment). */
export function createLivePageIndex(): LivePageIndex {
  let current: { release: string; snap: Promise<Snapshot> } | undefined;

  const load = async (distDir: string, release: string): Promise<Snapshot> => {
    // The journal's end before the walk: what is published meanwhile is added from it next time.
    const mark = liveWritesMark(distDir);
    const files = new Map<string, string>();
    for (const file of await livePageFiles(release)) files.set(pathOfFile(file), file);
    return { release, mark, paths: [...files.keys()], files };
  };

  /** Adds the pages published into the release since the snapshot (a new slug, a new list page). */
  const catchUp = (distDir: string, snap: Snapshot): void => {
    const { pages, next } = liveWritesSince(distDir, snap.mark);
    if (next.release !== snap.release) return;
    snap.mark = next;
    for (const page of pages) {
      if (snap.files.has(page.path)) continue;
      snap.files.set(page.path, page.file);
      let lo = 0;
      let hi = snap.paths.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (comparePaths(snap.paths[mid]!, page.path) < 0) lo = mid + 1;
        else hi = mid;
      }
      snap.paths.splice(lo, 0, page.path);
    }
  };

  const snapshot = async (distDir: string, release: string): Promise<Snapshot> => {
    if (current?.release === release) {
      const held = await current.snap;
      catchUp(distDir, held);
      return held;
    }
    const snap = load(distDir, release);
    current = { release, snap };
    // A failed walk (the release removed meanwhile) is tried again by the next request.
    snap.catch(() => current?.snap === snap && (current = undefined));
    return snap;
  };

  return {
    async list(distDir, { locale, search, offset, limit }) {
      const release = liveReleaseDir(distDir);
      if (!release) return { items: [], total: 0 };
      const snap = await snapshot(distDir, release);
      let paths = snap.paths;
      if (locale) paths = paths.filter((p) => p === `/${locale}` || p.startsWith(`/${locale}/`));
      if (search) paths = paths.filter((p) => p.includes(search));
      const items = await Promise.all(
        paths.slice(offset, offset + limit).map(async (path): Promise<LivePage | undefined> => {
          const info = await stat(join(release, snap.files.get(path)!)).catch(() => undefined);
          return info && { path, renderedAt: info.mtime.toISOString(), bytes: info.size };
        }),
      );
      return { items: items.filter((p): p is LivePage => p !== undefined), total: paths.length };
    },
  };
}
