/**
 * The journal of pages written into a live release after it went live (incremental publishes),
 * kept in the release itself as `.live-writes` (one JSON page entry per line; dot files are never
 * served). A full build notes where the journal of the live release ends before it reads any data
 * (`liveWritesMark`), and before its own release goes live renders again every page written after
 * that mark (./catch-up.ts): a save published while the build rendered is never lost by the swap.
 * A file rather than memory, so a build of another process (`npm run build` beside the server)
 * sees the server's writes too.
 */
import { appendFileSync, closeSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { liveReleaseDir } from './releases';
import type { PageEntry } from './renderer/site-renderer';

const JOURNAL = '.live-writes';

/** A position in the journal of one release. */
export interface LiveWritesMark {
  /** The release the mark is in (undefined: no live site yet). */
  release?: string;
  /** Bytes of its journal before the mark. */
  offset: number;
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * Records that `pages` are about to be written into the live release `liveDir`. Called before
 * writing them: a process killed mid-way leaves an entry too many (re-rendered for nothing), never
 * one too few.
 */
export function recordLiveWrites(liveDir: string, pages: readonly PageEntry[]): void {
  if (!pages.length) return;
  appendFileSync(join(liveDir, JOURNAL), pages.map((p) => `${JSON.stringify({ path: p.path, component: p.component, file: p.file })}\n`).join(''));
}

/** Where the journal of the live release of `distDir` ends now. */
export function liveWritesMark(distDir: string): LiveWritesMark {
  const release = liveReleaseDir(distDir);
  return { release, offset: release ? sizeOf(join(release, JOURNAL)) : 0 };
}

/** Entries of `release`'s journal from byte `offset` on (whole lines only). */
function readFrom(release: string, offset: number): { entries: PageEntry[]; end: number } {
  const file = join(release, JOURNAL);
  const size = sizeOf(file);
  if (size <= offset) return { entries: [], end: offset };
  const buffer = Buffer.alloc(size - offset);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  const text = buffer.toString('utf8');
  // A line being appended right now is read next time.
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  const entries = complete.split('\n').filter(Boolean).map((line) => JSON.parse(line) as PageEntry);
  return { entries, end: offset + Buffer.byteLength(complete) };
}

/**
 * The pages written into the live site of `distDir` since `mark` (each once, by path) and the mark
 * after them. When another release went live in between, its whole journal counts too.
 */
export function liveWritesSince(distDir: string, mark: LiveWritesMark): { pages: PageEntry[]; next: LiveWritesMark } {
  const byPath = new Map<string, PageEntry>();
  const add = (entries: PageEntry[]) => entries.forEach((e) => byPath.set(e.path, e));
  const live = liveReleaseDir(distDir);
  let next: LiveWritesMark = { release: live, offset: 0 };
  if (mark.release) {
    const read = readFrom(mark.release, mark.offset);
    add(read.entries);
    if (mark.release === live) next = { release: live, offset: read.end };
  }
  if (live && live !== mark.release) {
    const read = readFrom(live, 0);
    add(read.entries);
    next = { release: live, offset: read.end };
  }
  return { pages: [...byPath.values()], next };
}
