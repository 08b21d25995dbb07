/**
 * Paths under a locale that is not active get that locale's coming-soon page (SPEC §2, §4). The
 * build writes the coming-soon page at `dist/{L}/index.html` (and at the structural paths) for
 * every inactive locale; any other path below `/L` has no file, and is answered here with that
 * page. Which locales are inactive is read from the built page itself (its marker), not from the
 * database: the served site then stays consistent with the build that produced it, even between
 * an admin's status change and the rebuild it triggers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLocale, type Locale } from '../../shared/locales';
import { statFile, type BuiltFile } from './resolve-file';

/**
 * The marker a coming-soon page carries in its head (written by the shell's coming-soon layout):
 * `<meta name="x-page" content="coming-soon">`.
 */
const COMING_SOON_MARKER = /<meta\s+name=["']?x-page["']?\s+content=["']?coming-soon["']?\s*\/?>/i;

/** True when the built page at `file` is a coming-soon page (its head carries the marker). */
export function hasComingSoonMarker(file: string): boolean {
  return COMING_SOON_MARKER.test(readFileSync(file, 'utf8').slice(0, 64 * 1024));
}

interface Cached {
  mtimeMs: number;
  comingSoon: boolean;
}

export interface ComingSoonPages {
  /** The coming-soon page that answers `urlPath`, or undefined when its locale is active (or unknown). */
  pageFor(urlPath: string): BuiltFile | undefined;
}

/**
 * Remembers, per locale, whether `dist/{L}/index.html` is a coming-soon page; a rebuild (new
 * mtime) is noticed at the next request, so no restart is needed after publishing.
 */
export function comingSoonPages(distDir: string): ComingSoonPages {
  const cache = new Map<Locale, Cached>();
  const isComingSoon = (locale: Locale, { path, stat }: BuiltFile): boolean => {
    const hit = cache.get(locale);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit.comingSoon;
    const comingSoon = hasComingSoonMarker(path);
    cache.set(locale, { mtimeMs: stat.mtimeMs, comingSoon });
    return comingSoon;
  };
  return {
    pageFor(urlPath) {
      const first = urlPath.split('/').filter(Boolean)[0];
      if (!isLocale(first)) return undefined;
      const page = statFile(join(distDir, first, 'index.html'));
      if (!page) {
        cache.delete(first);
        return undefined;
      }
      return isComingSoon(first, page) ? page : undefined;
    },
  };
}
