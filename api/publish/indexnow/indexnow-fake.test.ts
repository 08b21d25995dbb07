/** The local IndexNow fake refuses what the real endpoint refuses, with the documented statuses. */
import { describe, expect, it } from 'vitest';
import { useFakeIndexNow } from './indexnow-fake';
import { createIndexNowClient, submissionUrls } from './protocol';

const fake = useFakeIndexNow();
const KEY = 'a1b2c3d4e5f60718';
const post = (body: string, contentType = 'application/json; charset=utf-8') => fetch(fake().endpoint, { method: 'POST', headers: { 'content-type': contentType }, body });
const valid = { host: 'www.example.org', key: KEY, keyLocation: `https://www.example.org/${KEY}.txt`, urlList: ['https://www.example.org/br/a'] };

describe('IndexNow fake', () => {
  it('accepts a well-formed submission with 202 (key validation pending)', async () => {
    expect((await post(JSON.stringify(valid))).status).toBe(202);
    expect(fake().submissions).toEqual([valid]);
  });

  it('answers 400 to a bad format: not JSON, not application/json, missing fields, too many URLs', async () => {
    expect((await post('{host:')).status).toBe(400);
    expect((await post(JSON.stringify(valid), 'text/plain')).status).toBe(400);
    expect((await post(JSON.stringify({ host: valid.host, key: KEY }))).status).toBe(400);
    const many = Array.from({ length: 10_001 }, (_, i) => `https://www.example.org/p/${i}`);
    expect((await post(JSON.stringify({ ...valid, urlList: many }))).status).toBe(400);
    expect(fake().submissions).toEqual([]);
  });

  it('answers 422 to URLs or a keyLocation of another host, and to a key outside the schema', async () => {
    expect((await post(JSON.stringify({ ...valid, urlList: ['https://other.example/br/a'] }))).status).toBe(422);
    expect((await post(JSON.stringify({ ...valid, keyLocation: `https://other.example/${KEY}.txt` }))).status).toBe(422);
    expect((await post(JSON.stringify({ ...valid, key: 'has spaces in it' }))).status).toBe(422);
    expect((await post(JSON.stringify({ ...valid, key: 'x'.repeat(129) }))).status).toBe(422);
  });

  it('answers 429 and 503 when told to, with Retry-After; the client calls them retryable', async () => {
    fake().failWith(2, 429, 7);
    const submit = createIndexNowClient({ endpoint: fake().endpoint, key: KEY, siteUrl: 'https://www.example.org' });
    expect(await submit(valid.urlList)).toEqual({ status: 429, ok: false, retryable: true, retryAfterMs: 7000, message: 'HTTP 429: Too Many Requests' });
    fake().failWith(1, 503);
    expect(await submit(valid.urlList)).toMatchObject({ status: 503, retryable: true });
    expect(await submit(valid.urlList)).toMatchObject({ status: 202, ok: true, message: 'HTTP 202' });
  });
});

describe('submissionUrls', () => {
  it('makes absolute, percent-encoded URLs of written and removed pages, without the 404 page, feeds and sitemaps', () => {
    expect(submissionUrls('https://ofertas.example/', ['/br/café', '-/br/old', '/404', '/br/rss.xml', '/sitemap-index.xml', '/', '/br/café'])).toEqual([
      'https://ofertas.example/br/caf%C3%A9', 'https://ofertas.example/br/old', 'https://ofertas.example/',
    ]);
  });
});
