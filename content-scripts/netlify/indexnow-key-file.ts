/**
 * The IndexNow key file of a Netlify deploy (issue 27 item 4): `dist/{INDEXNOW_KEY}.txt` holding
 * the key, which Netlify's CDN serves as text/plain at `/{key}.txt` (no function answers root
 * paths). Written at every deploy, so a changed key takes effect with the next build.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { keyFile } from '../../api/publish/indexnow/protocol';

/** Writes the key file into `dist`; returns its path. */
export function writeIndexNowKeyFile(dist: string, key: string): string {
  const file = keyFile(key);
  const target = join(dist, file.path);
  writeFileSync(target, file.body);
  return target;
}
