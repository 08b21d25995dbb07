/** The IndexNow key file a Netlify deploy carries (issue 27 item 4): Netlify's CDN serves it at /{key}.txt. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { writeIndexNowKeyFile } from './indexnow-key-file';

const dist = mkdtempSync(join(tmpdir(), 'netlify-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

it('writes the key into dist/{key}.txt, the key as the whole body', () => {
  const key = '3f1e2d4c-5b6a-7980-8f7e-6d5c4b3a2910';
  expect(writeIndexNowKeyFile(dist, key)).toBe(join(dist, `${key}.txt`));
  expect(readFileSync(join(dist, `${key}.txt`), 'utf8')).toBe(key);
});
