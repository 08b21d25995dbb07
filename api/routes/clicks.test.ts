import { beforeAll, expect, it } from 'vitest';
import type { Context } from 'hono';
import { describeEachDatabase } from '../../shared/db/testing';
import { insertLocaleConfigs, insertProduct } from '../../shared/db/test-fixtures';
import { createApp } from '../app';
import { CLICK_RATE_LIMIT } from './clicks';

const NOW = new Date('2026-06-01T12:00:00.000Z');
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
/** A reader's browser (headless browsers and HTTP libraries count as robots). */
const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let productId = 0;

describeEachDatabase(
  'POST /api/clicks',
  (getDb) => {
    // One app for the suite: the click limiter lives in the app instance, as in a real process.
    let app: ReturnType<typeof createApp>;
    beforeAll(() => {
      app = createApp({ db: getDb(), now: () => NOW, clientIp: (c: Context) => c.req.header('x-test-ip') ?? 'unknown' });
    });
    const post = (body: unknown, { type = 'application/json', ip = freshIp(), headers = {} as Record<string, string> } = {}) =>
      app.request('/api/clicks', {
        method: 'POST',
        headers: { 'Content-Type': type, 'x-test-ip': ip, 'User-Agent': BROWSER_UA, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const count = async () => Number((await getDb().kysely.selectFrom('clicks').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const newest = () => getDb().kysely.selectFrom('clicks').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
    const retailer = () => ({ locale: 'br', kind: 'retailer', productId, targetUrl: 'https://www.amazon.com.br/dp/B0TEST0001?tag=test-br-21', sourcePath: '/br/avaliacao/fone' });

    async function expectBad(res: Response, status: number, field?: string, pattern?: RegExp) {
      expect(res.status, await res.clone().text()).toBe(status);
      const body = (await res.json()) as { error: string; message: string; issues?: { path: string }[] };
      if (field) expect(body.issues?.map((i) => i.path)).toContain(field);
      if (pattern) expect(body.message).toMatch(pattern);
    }

    it('records a retailer click and answers 204 with no body', async () => {
      const before = await count();
      const res = await post(retailer());
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect(await count()).toBe(before + 1);
      expect(await newest()).toMatchObject({
        locale: 'br', kind: 'retailer', product_id: productId, target_url: retailer().targetUrl, source_path: '/br/avaliacao/fone', created_at: NOW.toISOString(),
      });
    });

    it('stores the source path without its query or fragment, and refuses /\\host (issue 24)', async () => {
      expect((await post({ ...retailer(), sourcePath: '/br/contato?email=ana@example.com&cpf=123.456.789-00#form' })).status).toBe(204);
      expect((await newest())!.source_path).toBe('/br/contato');
      const before = await count();
      await expectBad(await post({ ...retailer(), sourcePath: '/\\evil.example/x' }), 400, 'sourcePath');
      await expectBad(await post({ ...retailer(), sourcePath: '/br\\x' }), 400, 'sourcePath');
      expect(await count()).toBe(before);
    });

    it('stores nothing about the sender: no address, no user agent', async () => {
      const ip = freshIp();
      expect((await post(retailer(), { ip })).status).toBe(204);
      const row = (await newest())!;
      expect(Object.keys(row).sort()).toEqual(['created_at', 'id', 'kind', 'locale', 'product_id', 'source_path', 'target_url']);
      expect(JSON.stringify(row)).not.toContain(ip);
      expect(JSON.stringify(row)).not.toContain('Chrome');
    });

    it('counts the click in the daily rollup in the same write', async () => {
      const rollup = () =>
        getDb().kysely.selectFrom('click_daily').select('clicks').where('day', '=', '2026-06-01').where('locale', '=', 'br').where('product_id', '=', productId).where('page', '=', '/br/avaliacao/fone').executeTakeFirst();
      const before = (await rollup())?.clicks ?? 0;
      expect((await post(retailer())).status).toBe(204);
      expect((await post(retailer())).status).toBe(204);
      expect((await rollup())?.clicks).toBe(before + 2);
    });

    it('answers robots 204 but does not count them (by User-Agent; none at all counts as a robot)', async () => {
      const before = await count();
      const rollupTotal = async () => Number((await getDb().kysely.selectFrom('click_daily').select((eb) => eb.fn.sum<number>('clicks').as('n')).executeTakeFirstOrThrow()).n ?? 0);
      const rollupBefore = await rollupTotal();
      for (const ua of [
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
        'curl/8.5.0',
        '',
      ]) {
        const res = await post(retailer(), { headers: { 'User-Agent': ua } });
        expect(res.status, ua).toBe(204);
      }
      expect(await count()).toBe(before);
      expect(await rollupTotal()).toBe(rollupBefore);
      // A robot's bad input is still refused like anyone's.
      await expectBad(await post({ ...retailer(), locale: 'fr' }, { headers: { 'User-Agent': 'curl/8.5.0' } }), 400, 'locale');
    });

    it('reads a sendBeacon text/plain body as JSON', async () => {
      const before = await count();
      const res = await post(JSON.stringify(retailer()), { type: 'text/plain;charset=UTF-8' });
      expect(res.status).toBe(204);
      expect(await count()).toBe(before + 1);
    });

    it('records a marketplace click to an allowlisted host without a product', async () => {
      const before = await count();
      const res = await post({ locale: 'br', kind: 'marketplace', targetUrl: 'https://www.mercadolivre.com.br/fone/p/MLB123' });
      expect(res.status).toBe(204);
      expect(await count()).toBe(before + 1);
    });

    it('refuses target URLs outside the retailer store of the locale or the marketplace allowlist', async () => {
      const before = await count();
      await expectBad(await post({ ...retailer(), targetUrl: 'https://evil.example/dp/B0' }), 400, 'targetUrl', /amazon\.com\.br/);
      await expectBad(await post({ ...retailer(), targetUrl: 'https://www.amazon.com.br.evil.example/dp/B0' }), 400, 'targetUrl');
      // Another locale's store is not this locale's retailer.
      await expectBad(await post({ ...retailer(), targetUrl: 'https://www.amazon.it/dp/B0' }), 400, 'targetUrl');
      await expectBad(await post({ ...retailer(), targetUrl: 'http://www.amazon.com.br/dp/B0' }), 400, 'targetUrl');
      await expectBad(await post({ ...retailer(), kind: 'marketplace', targetUrl: 'https://www.amazon.com.br/dp/B0' }), 400, 'targetUrl', /marketplace/);
      await expectBad(await post({ ...retailer(), targetUrl: 'javascript:alert(1)' }), 400, 'targetUrl');
      expect(await count()).toBe(before);
    });

    it('follows the retailer domain configured for the locale', async () => {
      await getDb().kysely.updateTable('locale_configs').set({ amazon_domain: 'amazon.com' }).where('locale', '=', 'mx').execute();
      try {
        expect((await post({ locale: 'mx', kind: 'retailer', targetUrl: 'https://www.amazon.com/dp/B0' })).status).toBe(204);
        await expectBad(await post({ locale: 'mx', kind: 'retailer', targetUrl: 'https://www.amazon.com.mx/dp/B0' }), 400, 'targetUrl');
      } finally {
        await getDb().kysely.updateTable('locale_configs').set({ amazon_domain: 'amazon.com.mx' }).where('locale', '=', 'mx').execute();
      }
    });

    it('refuses bad fields naming them and stores nothing', async () => {
      const before = await count();
      await expectBad(await post({ ...retailer(), locale: 'fr' }), 400, 'locale', /Unknown locale 'fr'/);
      await expectBad(await post({ ...retailer(), kind: 'banner' }), 400, 'kind', /kind must be one of retailer, marketplace/);
      await expectBad(await post({ ...retailer(), productId: -3 }), 400, 'productId');
      await expectBad(await post({ ...retailer(), productId: 999_999 }), 400, 'productId', /999999 does not name a product/);
      await expectBad(await post({ ...retailer(), sourcePath: '//evil.example/x' }), 400, 'sourcePath');
      await expectBad(await post({ ...retailer(), targetUrl: undefined }), 400, 'targetUrl');
      await expectBad(await post('not json', { type: 'text/plain' }), 400, undefined, /not valid JSON/);
      expect(await count()).toBe(before);
    });

    it('refuses other content types with 415, oversize bodies with 413, other sites with 403', async () => {
      const before = await count();
      await expectBad(await post(new URLSearchParams({ locale: 'br' }).toString(), { type: 'application/x-www-form-urlencoded' }), 415, undefined, /application\/json or text\/plain/);
      await expectBad(await post({ ...retailer(), sourcePath: `/${'a'.repeat(9000)}` }), 413);
      await expectBad(await post(JSON.stringify(retailer()), { type: 'text/plain', headers: { Origin: 'https://evil.example' } }), 403);
      await expectBad(await post(JSON.stringify(retailer()), { type: 'text/plain', headers: { 'Sec-Fetch-Site': 'cross-site' } }), 403);
      expect(await count()).toBe(before);
    });

    it(`limits one address to ${CLICK_RATE_LIMIT.max} clicks a minute (429 with Retry-After, nothing stored)`, async () => {
      const ip = freshIp();
      for (let i = 0; i < CLICK_RATE_LIMIT.max; i++) expect((await post(retailer(), { ip })).status).toBe(204);
      const before = await count();
      const res = await post(retailer(), { ip });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(await count()).toBe(before);
      expect((await post(retailer())).status).toBe(204);
    });

    it('answers other methods with 405', async () => {
      const res = await app.request('/api/clicks');
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    productId = await insertProduct(db);
  },
);
