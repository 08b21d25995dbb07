import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { insertLocaleConfigs, insertProduct } from '../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../shared/db/testing';
import { loadEnv } from '../../shared/env';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakeRetailer, type FakeRetailer } from '../retailer/fake-server';
import { checkLinks, checkLinksJob } from './check-links';
import { testJobContext, type TestJobContext } from './testing';

const NOW = new Date('2026-11-21T04:30:00.000Z');
const ML = 'https://produto.mercadolivre.com.br';

/**
 * A stand-in for the marketplace's pages on a local port. The job's fetch sends every request
 * for the marketplace host there (real HTTP), and records what was asked.
 */
function startShop(): Promise<{ server: Server; url: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const path = req.url ?? '';
    if (path === '/slow') return; // never answers: the probe times out
    const status = path === '/gone' ? 404 : path === '/removed' ? 410 : path === '/blocked' ? 403 : path === '/moved' ? 301 : path === '/no-head' && req.method === 'HEAD' ? 405 : 200;
    res.writeHead(status, status === 301 ? { Location: '/elsewhere' } : {});
    res.end(req.method === 'GET' ? 'page' : undefined);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen })));
}

describeEachDatabase('check-links job', (getDb) => {
  let fake: FakeRetailer;
  let shop: Awaited<ReturnType<typeof startShop>>;
  let fetched: string[];

  beforeAll(async () => {
    fake = await startFakeRetailer();
    shop = await startShop();
  });
  afterAll(async () => {
    await fake.close();
    shop.server.closeAllConnections();
    await new Promise((resolve) => shop.server.close(resolve));
  });
  beforeEach(async () => {
    await getDb().kysely.deleteFrom('products').execute();
    fake.reset();
    shop.seen.length = 0;
    fetched = [];
  });

  const shopFetch: typeof fetch = (input, init) => {
    const url = String(input);
    fetched.push(url);
    return fetch(url.startsWith(ML) ? shop.url + url.slice(ML.length) : url, init);
  };
  const context = (env: Record<string, string> = {}): TestJobContext =>
    testJobContext(getDb(), {
      now: () => NOW,
      env: loadEnv({ RETAILER_API_URL: fake.url, RETAILER_TOKEN_URL: fake.tokenUrl, RETAILER_CLIENT_ID: FAKE_CLIENT_ID, RETAILER_CLIENT_SECRET: FAKE_CLIENT_SECRET, ...env }),
      fetch: shopFetch,
    });
  const link = (id: number) =>
    getDb().kysely.selectFrom('products').select(['link_status', 'link_error', 'link_checked_at']).where('id', '=', id).executeTakeFirstOrThrow();

  it('is the registered definition: daily, pt-BR label', () => {
    expect(checkLinksJob).toMatchObject({ name: 'check-links', label: 'Verificar links', schedule: '30 4 * * *' });
  });

  it('flags affiliate items the API does not serve as dead and items without an offer as out of stock', async () => {
    const db = getDb();
    fake.setItem('B0LINKOK01', { price: 10 });
    fake.setItem('B0LINKOOS1', { availability: 'OUT_OF_STOCK' });
    const ok = await insertProduct(db, { asin: 'B0LINKOK01' });
    const oos = await insertProduct(db, { asin: 'B0LINKOOS1' });
    const dead = await insertProduct(db, { asin: 'B0LINKGONE' });
    const ctx = context();
    const result = await checkLinksJob.run(ctx);
    expect(result).toEqual({ status: 'succeeded', summary: '3 produto(s) verificado(s): 1 com link quebrado, 1 sem estoque; 2 com problemas apontados' });
    expect(await link(ok)).toEqual({ link_status: 'ok', link_error: null, link_checked_at: NOW.toISOString() });
    expect(await link(oos)).toMatchObject({ link_status: 'out_of_stock', link_error: 'Amazon: sem oferta disponível' });
    expect(await link(dead)).toMatchObject({ link_status: 'dead', link_error: 'Amazon: ItemNotAccessible' });
    expect(fake.getItemsRequests()).toHaveLength(1);
    expect(ctx.publisher.requests).toEqual([]); // admin information only
  });

  it('checks marketplace links with HEAD (GET when HEAD is refused) and flags 404/410, leaving unclear answers alone', async () => {
    const db = getDb();
    for (const a of ['B0SHOP0001', 'B0SHOP0002', 'B0SHOP0003', 'B0SHOP0004', 'B0SHOP0005', 'B0SHOP0006', 'B0SHOP0007']) fake.setItem(a, { price: 10 });
    const fine = await insertProduct(db, { asin: 'B0SHOP0001', marketplace_url: `${ML}/fine` });
    const gone = await insertProduct(db, { asin: 'B0SHOP0002', marketplace_url: `${ML}/gone` });
    const removed = await insertProduct(db, { asin: 'B0SHOP0003', marketplace_url: `${ML}/removed` });
    const noHead = await insertProduct(db, { asin: 'B0SHOP0004', marketplace_url: `${ML}/no-head` });
    const moved = await insertProduct(db, { asin: 'B0SHOP0005', marketplace_url: `${ML}/moved` });
    const blocked = await insertProduct(db, { asin: 'B0SHOP0006', marketplace_url: `${ML}/blocked`, link_status: 'dead', link_error: 'Mercado Livre: HTTP 404' });
    const slow = await insertProduct(db, { asin: 'B0SHOP0007', marketplace_url: `${ML}/slow` });
    const result = await checkLinks(context(), { probeTimeoutMs: 300 });
    expect(result.status).toBe('succeeded');
    expect(await link(fine)).toMatchObject({ link_status: 'ok', link_error: null });
    expect(await link(gone)).toMatchObject({ link_status: 'dead', link_error: 'Mercado Livre: HTTP 404' });
    expect(await link(removed)).toMatchObject({ link_status: 'dead', link_error: 'Mercado Livre: HTTP 410' });
    expect(await link(noHead)).toMatchObject({ link_status: 'ok' });
    expect(await link(moved)).toMatchObject({ link_status: 'ok' });
    // 403 says nothing about the item: the earlier flag stays, with its time.
    expect(await link(blocked)).toEqual({ link_status: 'dead', link_error: 'Mercado Livre: HTTP 404', link_checked_at: null });
    // A new product whose marketplace page timed out is still judged by its affiliate item.
    expect(await link(slow)).toMatchObject({ link_status: 'ok' });
    expect(shop.seen).toEqual(expect.arrayContaining(['HEAD /fine', 'HEAD /no-head', 'GET /no-head', 'HEAD /slow']));
    expect(shop.seen).not.toContain('GET /fine');
    expect(result.summary).toContain('1 mantido(s) como estava(m)');
  });

  it('flags a marketplace address outside the allowlist without fetching it', async () => {
    const db = getDb();
    fake.setItem('B0EVIL0001', { price: 10 });
    const evil = await insertProduct(db, { asin: 'B0EVIL0001', marketplace_url: 'https://mercadolivre.com.br.evil.example/item' });
    await checkLinksJob.run(context());
    expect(await link(evil)).toMatchObject({ link_status: 'dead', link_error: 'Mercado Livre: endereço fora da lista permitida' });
    expect(fetched.filter((u) => u.includes('evil'))).toEqual([]);
  });

  it('clears a flag once every check passes again', async () => {
    const db = getDb();
    fake.setItem('B0BACK0001', { price: 10 });
    const back = await insertProduct(db, { asin: 'B0BACK0001', marketplace_url: `${ML}/fine`, link_status: 'dead', link_error: 'Amazon: ItemNotAccessible' });
    await checkLinksJob.run(context());
    expect(await link(back)).toEqual({ link_status: 'ok', link_error: null, link_checked_at: NOW.toISOString() });
  });

  it('keeps flags when the retailer API fails, and reports the failure', async () => {
    const db = getDb();
    const flagged = await insertProduct(db, { asin: 'B0APIDOWN1', marketplace_url: `${ML}/fine`, link_status: 'out_of_stock', link_error: 'Amazon: sem oferta disponível' });
    for (let n = 1; n <= 4; n++) fake.failWith(n, 503);
    const result = await checkLinks(context(), { sleep: async () => undefined });
    expect(result.status).toBe('failed');
    expect(result.summary).toMatch(/verificação na Amazon interrompida: retailer GetItems failed \(503\)/);
    expect(await link(flagged)).toMatchObject({ link_status: 'out_of_stock', link_error: 'Amazon: sem oferta disponível' });
  });

  it('without credentials checks marketplace links only, and is skipped when there are none', async () => {
    const db = getDb();
    const env = { RETAILER_CLIENT_ID: '', RETAILER_CLIENT_SECRET: '' };
    const plain = await insertProduct(db, { asin: 'B0NOCRED01' });
    expect(await checkLinksJob.run(context(env))).toEqual({ status: 'skipped', summary: 'não configurado' });
    const gone = await insertProduct(db, { asin: 'B0NOCRED02', marketplace_url: `${ML}/gone` });
    const result = await checkLinksJob.run(context(env));
    expect(result).toEqual({ status: 'succeeded', summary: '1 produto(s) verificado(s): 1 com link quebrado, 0 sem estoque; 1 com problemas apontados; 1 mantido(s) como estava(m) (sem resposta clara); links da Amazon não verificados: não configurado' });
    expect(await link(gone)).toMatchObject({ link_status: 'dead' });
    expect(await link(plain)).toMatchObject({ link_status: null, link_checked_at: null });
    expect(fake.requests).toEqual([]);
  });
}, async (db) => {
  await insertLocaleConfigs(db);
});
