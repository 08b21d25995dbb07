/**
 * Maps a URL path to a file inside the built site, the way a static host does: `/br/sobre` and
 * `/br/sobre/` serve `br/sobre/index.html`, `/robots.txt` serves itself. Never a file outside the
 * root: every decoded segment is checked (no `..`, no `/` or `\` smuggled in as %2F/%5C, no NUL),
 * and the joined path must still lie under the root.
 */
import { statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

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

/** True for a regular file (not a directory, not missing). */
export function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file serving `urlPath` under `root`, or undefined. Hidden files (.build-stamp.json) are never served. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const segments = safeSegments(urlPath);
  if (!segments || segments.some((s) => s.startsWith('.'))) return undefined;
  const base = resolve(root);
  const target = resolve(base, ...segments);
  if (target !== base && !target.startsWith(base + sep)) return undefined;
  for (const candidate of [target, join(target, 'index.html')]) {
    if (candidate !== base && isFile(candidate)) return candidate;
  }
  return undefined;
}
