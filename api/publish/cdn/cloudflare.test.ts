/** The Cloudflare purger against a local fake of the v4 purge_cache API (./cloudflare-fake.ts). */
import { describe, expect, it } from 'vitest';
import { createCloudflarePurger, FILES_PER_REQUEST } from './cloudflare';
import { FAKE_API_TOKEN, FAKE_ZONE_ID, useFakeCloudflare } from './cloudflare-fake';
import { PurgeError } from './purger';

const SITE = 'https://ofertas.example';
const fakeApi = useFakeCloudflare();

const purger = (token = FAKE_API_TOKEN, zoneId = FAKE_ZONE_ID) => createCloudflarePurger({ zoneId, apiToken: token, siteUrl: SITE, apiUrl: fakeApi().apiUrl });
const paths = (n: number) => Array.from({ length: n }, (_, i) => `/br/post-${i}`);

async function failure(p: Promise<void>): Promise<PurgeError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(PurgeError);
  return err as PurgeError;
}

describe('Cloudflare purger', () => {
  it('purges a save\'s pages by absolute URL, in batches within the per-request limit', async () => {
    await purger().purgePaths(paths(65));
    expect(fakeApi().purges.map((p) => p.files!.length)).toEqual([30, 30, 5]);
    expect(fakeApi().purges[0]!.files![0]).toBe('https://ofertas.example/br/post-0');
    expect(fakeApi().purges.flatMap((p) => p.files)).toEqual(paths(65).map((p) => `${SITE}${p}`));
    expect(fakeApi().requests.every((r) => r.method === 'POST' && r.path === `/client/v4/zones/${FAKE_ZONE_ID}/purge_cache`)).toBe(true);
  });

  it('is refused by the fake above the documented limit, which the purger never reaches', async () => {
    const res = await fetch(`${fakeApi().apiUrl}/zones/${FAKE_ZONE_ID}/purge_cache`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${FAKE_API_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ files: paths(31).map((p) => `${SITE}${p}`) }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errors: [{ code: 1015 }] });
    expect(FILES_PER_REQUEST).toBeLessThanOrEqual(30);
  });

  it('purges everything after a full build with one request', async () => {
    await purger().purgeEverything();
    expect(fakeApi().purges).toEqual([{ everything: true }]);
  });

  it('reports a refused token with the API\'s error and does not ask to retry', async () => {
    const err = await failure(purger('wrong-token').purgePaths(['/br']));
    expect(err.message).toBe('cloudflare: 403 Authentication error (code 10000)');
    expect(err.retryable).toBe(false);
    expect(fakeApi().purges).toEqual([]);
  });

  it('reports an unknown zone without retrying', async () => {
    const err = await failure(purger(FAKE_API_TOKEN, 'f'.repeat(32)).purgeEverything());
    expect(err.message).toContain('404');
    expect(err.message).toContain('code 7003');
    expect(err.retryable).toBe(false);
  });

  it('on 429 asks to retry after Retry-After, with the URLs not purged yet', async () => {
    fakeApi().throttle(1, 7);
    const all = paths(40);
    const err = await failure(purger().purgePaths(all));
    expect(err.retryable).toBe(true);
    expect(err.retryAfterMs).toBe(7000);
    expect(err.left).toEqual(all);
    expect(fakeApi().requests.map((r) => r.status)).toEqual([429]);
  });

  it('leaves only the batches not purged for the retry when a later batch fails', async () => {
    const all = paths(40);
    let calls = 0;
    // The second request of the purge fails with a 503.
    const p = createCloudflarePurger({
      zoneId: FAKE_ZONE_ID,
      apiToken: FAKE_API_TOKEN,
      siteUrl: SITE,
      apiUrl: fakeApi().apiUrl,
      fetch: (input, init) => {
        if (++calls === 2) fakeApi().failWith(1, 503);
        return fetch(input, init);
      },
    });
    const err = await failure(p.purgePaths(all));
    expect(err.retryable).toBe(true);
    expect(err.message).toContain('503');
    expect(err.left).toEqual(all.slice(30));
    expect(fakeApi().purges.map((x) => x.files!.length)).toEqual([30]);
  });

  it('treats a network failure as worth a retry', async () => {
    const err = await failure(createCloudflarePurger({ zoneId: FAKE_ZONE_ID, apiToken: FAKE_API_TOKEN, siteUrl: SITE, apiUrl: 'http://127.0.0.1:1/client/v4' }).purgeEverything());
    expect(err.retryable).toBe(true);
  });
});
