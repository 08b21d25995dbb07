/**
 * Maps a URL path to a file inside the built site, the way a static host does: `/br/sobre` and
 * `/br/sobre/` serve `br/sobre/index.html`, `/robots.txt` serves itself. Never a file outside the
 * root: every decoded segment is checked (no `..`, no `/` or `\` smuggled in as %2F/%5C, no NUL),
 * the joined path must still lie under the root, and so must the file's real path: a symbolic link
 * inside the build (a linked file in public/, a tampered release) may point anywhere on the disk.
 */
import { realpathSync, statSync, type Stats } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/**
 * A built file with the stat that found it. The response's ETag, Last-Modified and length come from
 * this same stat, so serving a file costs one stat call. It is never kept past the request: a
 * rebuild swaps dist/ by rename, and only a fresh stat sees the new file.
 */
export interface BuiltFile {
  path: string;
  stat: Stats;
}

/** The decoded segments of a URL path, or undefined when one is unsafe or not valid UTF-8. */
export function safeSegments(urlPath: string): string[] | undefined {
  const parts = urlPath.split('/').filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded)) return undefined;
    out.push(decoded);
  }
  return out;
}

/** The regular file at `path` (not a directory, not missing), or undefined. */
export function statFile(path: string): BuiltFile | undefined {
  try {
    const stat = statSync(path);
    return stat.isFile() ? { path, stat } : undefined;
  } catch {
    return undefined;
  }
}

/** The file serving `urlPath` under `root`, or undefined. Hidden files (.build-stamp.json) are never served. */
export function resolveFile(root: string, urlPath: string): BuiltFile | undefined {
  const segments = safeSegments(urlPath);
  if (!segments || segments.some((s) => s.startsWith('.'))) return undefined;
  const base = resolve(root);
  const target = resolve(base, ...segments);
  if (target !== base && !target.startsWith(base + sep)) return undefined;
  const file = (target !== base ? statFile(target) : undefined) ?? statFile(join(target, 'index.html'));
  return file && isInside(base, file.path) ? file : undefined;
}

/** True when `path`, links followed, lies under `root`, links followed (dist/ is itself a link to a release). */
function isInside(root: string, path: string): boolean {
  try {
    return realpathSync.native(path).startsWith(realpathSync.native(root) + sep);
  } catch {
    return false;
  }
}
