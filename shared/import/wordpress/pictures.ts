/**
 * Pictures of an export into the media library: each address a body or a featured image uses is
 * read from a copy of `wp-content/uploads` (`--uploads`) or fetched from the old site's media host
 * (`--media-base`), then ingested like an upload (sharp variants, alt text per locale). The
 * original is preferred to the resized copy a body often shows (`photo-300x200.jpg` → `photo.jpg`).
 * Each address is resolved once per run.
 */
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Db } from '../../db/connect';
import { getMediaByHash, updateMediaAlt } from '../../db/queries/media';
import { ingestImage } from '../../media/ingest';
import { MediaError, type MediaLimits } from '../../media/process';
import type { MediaStore } from '../../media/store';

export interface PictureSource {
  /** A copy of the site's `wp-content/uploads` folder. */
  uploadsDir?: string;
  /** Where the uploads can be fetched: `https://old.example.com/wp-content/uploads`. */
  mediaBase?: string;
  fetch?: typeof fetch;
}

export type PictureResult = { url: string; alt: string } | { missing: string };

/**
 * The part of an upload's address below the uploads folder (`2024/05/photo.jpg`): after
 * `/wp-content/uploads/`, or the whole path on WordPress.com's `*.files.wordpress.com` hosts.
 */
export function uploadPath(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://import.invalid/');
  } catch {
    return undefined;
  }
  const path = decodeURIComponent(parsed.pathname);
  const marker = path.indexOf('/wp-content/uploads/');
  const rel = marker >= 0 ? path.slice(marker + '/wp-content/uploads/'.length) : /\.files\.wordpress\.com$/.test(parsed.host) ? path.slice(1) : undefined;
  if (!rel || rel.split('/').includes('..')) return undefined;
  return rel;
}

/** The original of a resized or scaled copy first, then the copy itself. */
function candidates(rel: string): string[] {
  const original = rel.replace(/-(?:\d+x\d+|scaled|rotated)(\.[a-z0-9]+)$/i, '$1');
  return original === rel ? [rel] : [original, rel];
}

async function readFromUploads(dir: string, rel: string): Promise<Uint8Array | undefined> {
  const file = normalize(join(dir, rel));
  if (!file.startsWith(normalize(dir) + sep)) return undefined;
  return readFile(file).catch(() => undefined);
}

async function fetchFromBase(base: string, rel: string, fetcher: typeof fetch): Promise<Uint8Array | undefined> {
  const url = `${base.replace(/\/+$/, '')}/${rel.split('/').map(encodeURIComponent).join('/')}`;
  try {
    const res = await fetcher(url, { signal: AbortSignal.timeout(30_000), redirect: 'follow' });
    return res.ok ? new Uint8Array(await res.arrayBuffer()) : undefined;
  } catch {
    return undefined;
  }
}

export interface PictureImporter {
  /** The library copy of `url` with alt text for `locale` (given, else `fallbackAlt`), or why not. */
  picture(url: string, locale: string, alt: string, fallbackAlt: string): Promise<PictureResult>;
}

/**
 * Resolves and ingests pictures. With `dryRun`, files are only looked for: nothing is stored and
 * the address stands for the library one.
 */
export function pictureImporter(db: Db, store: MediaStore, source: PictureSource, { dryRun = false, limits }: { dryRun?: boolean; limits?: MediaLimits } = {}): PictureImporter {
  const seen = new Map<string, Promise<{ bytes?: Uint8Array; name: string; reason?: string }>>();
  const load = (url: string) => {
    let found = seen.get(url);
    if (!found) {
      found = (async () => {
        const rel = uploadPath(url);
        if (!rel) return { name: url, reason: `${url} is not an upload of the site` };
        if (!source.uploadsDir && !source.mediaBase) return { name: rel, reason: `${rel}: give --uploads or --media-base to import pictures` };
        for (const candidate of candidates(rel)) {
          const bytes = source.uploadsDir
            ? await readFromUploads(source.uploadsDir, candidate)
            : await fetchFromBase(source.mediaBase!, candidate, source.fetch ?? fetch);
          if (bytes) return { bytes, name: candidate.split('/').pop()! };
        }
        return { name: rel, reason: `${rel} not found in ${source.uploadsDir ?? source.mediaBase}` };
      })();
      seen.set(url, found);
    }
    return found;
  };
  return {
    async picture(url, locale, alt, fallbackAlt) {
      const file = await load(url);
      if (!file.bytes) return { missing: file.reason ?? url };
      const text = (alt || fallbackAlt).trim().slice(0, 300);
      if (dryRun) return { url, alt: text };
      try {
        const { item } = await ingestImage(db, store, { bytes: file.bytes, originalName: file.name, alt: text ? { [locale]: text } : {}, limits });
        if (text && !item.alt[locale]) {
          // The same picture already in the library for another language: it gets this one's text too.
          const row = await getMediaByHash(db, item.hash);
          if (row) await updateMediaAlt(db.kysely, row, { ...item.alt, [locale]: text });
        }
        return { url: item.imageUrl, alt: item.alt[locale] ?? text };
      } catch (err) {
        if (err instanceof MediaError) return { missing: `${file.name}: ${err.message}` };
        throw err;
      }
    },
  };
}
