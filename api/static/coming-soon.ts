/**
 * Paths under a locale that is not active get that locale's coming-soon page (SPEC §2, §4). The
 * build writes the coming-soon page at `dist/{L}/index.html` (and at the structural paths) for
 * every inactive locale; any other path below `/L` has no file, and is answered here with that
 * page. Which locales are inactive is read from the built page itself (its marker), not from the
 * database: the served site then stays consistent with the build that produced it, even between
 * an admin's status change and the rebuild it triggers.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isLocale, type Locale } from '../../shared/locales';

/**
 * The marker a coming-soon page carries in its head (written by the shell's coming-soon layout):
 * `<meta name="x-page" content="coming-soon">`.
 */
export const COMING_SOON_MARKER = /<meta\s+name=["']?x-page["']?\s+content=["']?coming-soon["']?\s*\/?>/i;

interface Cached {
  mtimeMs: number;
  comingSoon: boolean;
}

export interface ComingSoonPages {
  /** The coming-soon page that answers `urlPath`, or undefined when its locale is active (or unknown). */
  pageFor(urlPath: string): string | undefined;
}

/**
 * Remembers, per locale, whether `dist/{L}/index.html` is a coming-soon page; a rebuild (new
 * mtime) is noticed at the next request, so no restart is needed after publishing.
 */
export function comingSoonPages(distDir: string): ComingSoonPages {
  const cache = new Map<Locale, Cached>();
  const isComingSoon = (locale: Locale, file: string): boolean => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      cache.delete(locale);
      return false;
    }
    const hit = cache.get(locale);
    if (hit && hit.mtimeMs === mtimeMs) return hit.comingSoon;
    const head = readFileSync(file, 'utf8').slice(0, 64 * 1024);
    const comingSoon = COMING_SOON_MARKER.test(head);
    cache.set(locale, { mtimeMs, comingSoon });
    return comingSoon;
  };
  return {
    pageFor(urlPath) {
      const first = urlPath.split('/').filter(Boolean)[0];
      if (!isLocale(first)) return undefined;
      const file = join(distDir, first, 'index.html');
      return isComingSoon(first, file) ? file : undefined;
    },
  };
}
