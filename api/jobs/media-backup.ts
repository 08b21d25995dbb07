/**
 * The media library's files in the self-hosted backup (issue 14). Media files are immutable and
 * named by their content, so the backup keeps one mirror folder beside the database backups
 * (`{BACKUP_DIR}/media/`, same layout as MEDIA_DIR) and copies only the files it does not hold yet:
 * a nightly backup costs the day's new uploads, not the whole library. Every database backup of the
 * folder can be restored from that one mirror, since no file in it ever changes.
 */
import { join } from 'node:path';
import type { Db } from '../../shared/db/connect';
import { mediaRowFocal, mediaRowKey } from '../../shared/db/queries/media';
import { mediaFiles, mediaImageUrl, MEDIA_URL_PREFIX, SOURCE_FILE } from '../../shared/media/contract';
import { createFileMediaStore, type MediaStore } from '../../shared/media/store';

/** The mirror folder of the media files beside the database backups. */
export function mediaBackupDir(backupFolder: string): string {
  return join(backupFolder, 'media');
}

export interface MediaBackupResult {
  /** Files the library holds. */
  total: number;
  /** Files copied into the mirror by this run. */
  copied: number;
}

/** Copies every file of `source` the mirror at `mirrorDir` does not hold yet. */
export async function backupMediaFiles(source: MediaStore, mirrorDir: string): Promise<MediaBackupResult> {
  const mirror = createFileMediaStore(mirrorDir);
  let total = 0;
  let copied = 0;
  for await (const key of source.keys()) {
    // An upload's own bytes are kept only while its variants are made: the largest variant restores it.
    if (key.endsWith(`/${SOURCE_FILE}`)) continue;
    total++;
    if (await mirror.exists(key)) continue;
    const file = await source.get(key);
    if (!file) continue; // deleted meanwhile
    await mirror.put(key, file.body, file.contentType);
    copied++;
  }
  return { total, copied };
}

export interface MediaRestoreResult {
  /** Files copied back into the library. */
  restored: number;
  /** Files a restored row names that neither the library nor the mirror holds. */
  missing: string[];
}

const BATCH = 500;

/**
 * Brings back the files of every image the (restored) database lists: each file missing from
 * `target` is copied from `mirror`. Files of images the database does not list are left alone.
 */
export async function restoreMediaFiles(db: Db, mirror: MediaStore, target: MediaStore): Promise<MediaRestoreResult> {
  let restored = 0;
  const missing: string[] = [];
  let after = 0;
  for (;;) {
    const rows = await db.kysely.selectFrom('media').select(['id', 'hash', 'width', 'height', 'fallback', 'variants', 'focal_x', 'focal_y']).where('id', '>', after).orderBy('id').limit(BATCH).execute();
    if (!rows.length) break;
    for (const row of rows) {
      // A row whose variants were still being made needs only its largest one: the server makes the rest at start.
      const key = mediaRowKey(row);
      const files = row.variants === 'ready' ? mediaFiles(key, mediaRowFocal(row)) : [mediaImageUrl(key).slice(MEDIA_URL_PREFIX.length)];
      for (const key of files) {
        if (await target.exists(key)) continue;
        const file = await mirror.get(key);
        if (!file) {
          missing.push(key);
          continue;
        }
        await target.put(key, file.body, file.contentType);
        restored++;
      }
    }
    after = rows[rows.length - 1]!.id;
  }
  return { restored, missing };
}
