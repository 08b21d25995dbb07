/**
 * The IndexNow key file of the self-hosted server: `/{key}.txt` answered from INDEXNOW_KEY (a
 * Netlify deploy's: content-scripts/netlify/indexnow-key-file.test.ts); and a submission whose keyLocation is
 * that address is accepted by an endpoint that fetches it (the local fake checking like the real one).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../shared/db/connect';
import { migrate } from '../../shared/db/migrate';
import { useFakeIndexNow } from '../publish/indexnow/indexnow-fake';
import { createIndexNowClient } from '../publish/indexnow/protocol';
import { startServer, type RunningServer } from '../server';
import { writeRelease } from './testing';

const KEY = '3f1e2d4c5b6a79808f7e6d5c4b3a2910';
const fake = useFakeIndexNow();

describe('IndexNow key file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'indexnow-key-'));
  let running: RunningServer;
  let bare: RunningServer;

  beforeAll(async () => {
    const dist = writeRelease(dir, { 'index.html': '<h1>home</h1>', '404.html': '<h1>404</h1>' });
    const open = async () => {
      const db = connect('sqlite::memory:');
      await migrate(db);
      return db;
    };
    running = await startServer({ deps: { db: await open(), log: () => {} }, distDir: dist, indexNowKey: KEY, port: 0, host: '127.0.0.1' });
    bare = await startServer({ deps: { db: await open(), log: () => {} }, distDir: dist, port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await running?.close();
    await bare?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is served by the self-hosted server at /{key}.txt as text/plain holding the key, and only there', async () => {
    const res = await fetch(`${running.url}/${KEY}.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(KEY);
    expect((await fetch(`${running.url}/${KEY}.txt`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${running.url}/0000111122223333.txt`)).status).toBe(404);
    // Without INDEXNOW_KEY there is no key file.
    expect((await fetch(`${bare.url}/${KEY}.txt`)).status).toBe(404);
  });

  it('lets an endpoint that fetches keyLocation accept the submission (200), and refuse another key (403)', async () => {
    fake().checkKeyFile(true);
    const submit = (key: string) => createIndexNowClient({ endpoint: fake().endpoint, key, siteUrl: running.url })([`${running.url}/br/post`]);
    expect(await submit(KEY)).toMatchObject({ status: 200, ok: true });
    expect(fake().submissions).toEqual([{ host: 'localhost', key: KEY, keyLocation: `${running.url}/${KEY}.txt`, urlList: [`${running.url}/br/post`] }]);
    expect(await submit('ffffeeeeddddcccc')).toMatchObject({ status: 403, ok: false, retryable: false });
  });
});
