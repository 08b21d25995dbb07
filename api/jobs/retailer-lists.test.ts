/**
 * Self-refreshing lists (issue 27 item 3) filled by the price job from the local fake retailer's
 * SearchItems, on both dialects: the lists of the post bodies are asked for with the region's
 * account, their new items become draft products of that region, and a list's posts are
 * republished only when its order or prices changed (pages counted through affectedPages).
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { sql } from 'kysely';
import { insertLocaleConfigs, insertPost } from '../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../shared/db/testing';
import { loadEnv } from '../../shared/env';
import { loadRetailerListItems } from '../../shared/db/queries/retailer-lists';
import { recordRegionRun } from '../../shared/db/queries/retailer-regions';
import { fakeRegionAccount, fakeRegionEnv } from '../retailer/fake-accounts';
import { startFakeRetailer, type FakeRetailer } from '../retailer/fake-server';
import { affectedPages } from '../publish/renderer/affected-pages';
import type { SiteRenderer } from '../publish/renderer/site-renderer';
import type { RecordingPublisher } from '../publish/publisher';
import { refreshPrices } from './refresh-prices';
import { testJobContext } from './testing';

const BR = 'www.amazon.com.br';
const T = (hours: number) => new Date(Date.parse('2026-11-21T12:00:00.000Z') + hours * 3600_000);
/** affectedPages only names pages through the renderer: a stand-in that lists them. */
const renderer = { entry: (component: string, path: string) => ({ component, path }) } as unknown as SiteRenderer;

describeEachDatabase('self-refreshing lists filled by the price job', (getDb) => {
  let fake: FakeRetailer;
  beforeAll(async () => {
    fake = await startFakeRetailer({ accounts: [fakeRegionAccount('br')] });
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    const db = getDb();
    for (const table of ['retailer_list_uses', 'retailer_list_items', 'retailer_lists', 'price_points', 'product_embeds', 'posts', 'products'] as const) await db.kysely.deleteFrom(table).execute();
    await db.kysely.updateTable('locale_configs').set({ affiliate_id: sql`'test-' || locale || '-21'` }).execute();
    fake.reset();
    // The regions were seen before (br let in): a first contact would ask for a full rebuild instead of pages.
    await db.kysely.deleteFrom('retailer_regions').execute();
    await runAt(T(-1));
    await recordRegionRun(db, 'br', { access: 'ok', accessError: null, refreshed: 0, errors: 0, throttled: 0, requests: 1, remaining: 0, stop: null }, T(-1).toISOString());
    fake.setItem('B0FONE0001', { title: 'Fone Bluetooth Alfa', brand: 'Alfa', price: 199.9, salesRank: 2, browseNodes: ['777'], releaseDate: '2026-10-01' }, BR);
    fake.setItem('B0FONE0002', { title: 'Fone Bluetooth Beta', price: 99.9, salesRank: 1, browseNodes: ['777'], releaseDate: '2026-11-10' }, BR);
    fake.setItem('B0FONE0003', { title: 'Fone Bluetooth Gama', price: 59.9, salesRank: 3, browseNodes: ['777'], releaseDate: '2026-11-01' }, BR);
    fake.setItem('B0CAIXA001', { title: 'Caixa de som', price: 300, salesRank: 1, browseNodes: ['888'] }, BR);
  });

  /** One run at `at`, and the post pages its list changes republish. */
  const runAt = async (at: Date) => {
    const ctx = testJobContext(getDb(), { now: () => at, env: loadEnv(fakeRegionEnv(fake, ['br'])), fetch });
    const result = await refreshPrices(ctx, { requestIntervalMs: 0 });
    const changes = (ctx.publisher as RecordingPublisher).requests.filter((c) => c.entity === 'retailer-list');
    const pages = (await Promise.all(changes.map((c) => affectedPages(renderer, getDb(), c, at)))).flat().map((p) => p.path);
    return { result, pages };
  };
  const items = async (body: string) => (await loadRetailerListItems(getDb(), 'br', body)).values().next().value?.map((p) => p.asin) ?? [];

  it('fills a bestsellers list in the retailer’s order, creates its products as drafts of the region, republishes only on a change of order or price', async () => {
    const db = getDb();
    const body = 'Os melhores:\n\n::bestsellers{keywords="fone bluetooth" count="2"}\n';
    await insertPost(db, { locale: 'br', slug: 'melhores-fones', content: body });
    await insertPost(db, { locale: 'br', slug: 'rascunho', content: body, status: 'draft', published_at: null });
    expect(await items(body)).toEqual([]);

    const first = await runAt(T(0));
    expect(first.result.status).toBe('succeeded');
    expect(first.result.summary).toContain('1 lista(s) automática(s) atualizada(s)');
    // Both posts show one list: asked once, with the region's account, as SearchItems takes it.
    const asked = fake.searchItemsRequests();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ clientId: 'br-client', status: 200, headers: expect.objectContaining({ 'x-marketplace': BR }) });
    expect(asked[0]!.body).toMatchObject({ keywords: 'fone bluetooth', itemCount: 2, itemPage: 1, partnerTag: 'test-br-21', marketplace: BR });
    expect(asked[0]!.body).not.toHaveProperty('sortBy');
    expect(await items(body)).toEqual(['B0FONE0002', 'B0FONE0001']);
    const created = await db.kysely.selectFrom('products').select(['asin', 'locale', 'status', 'title', 'brand', 'price_cents', 'currency']).orderBy('asin').execute();
    expect(created).toEqual([
      { asin: 'B0FONE0001', locale: 'br', status: 'draft', title: 'Fone Bluetooth Alfa', brand: 'Alfa', price_cents: 19990, currency: 'BRL' },
      { asin: 'B0FONE0002', locale: 'br', status: 'draft', title: 'Fone Bluetooth Beta', brand: null, price_cents: 9990, currency: 'BRL' },
    ]);
    // Only the published post's page.
    expect(first.pages).toEqual(['/br/melhores-fones']);

    // Due again, same answer: nothing republished.
    const same = await runAt(T(7));
    expect(fake.searchItemsRequests()).toHaveLength(2);
    expect(same.pages).toEqual([]);

    // A price moves: the page again, once.
    fake.setItem('B0FONE0001', { title: 'Fone Bluetooth Alfa', brand: 'Alfa', price: 179.9, salesRank: 2 }, BR);
    const priced = await runAt(T(14));
    expect(priced.pages).toEqual(['/br/melhores-fones']);

    // The order changes: republished, items in the new order.
    fake.setItem('B0FONE0003', { title: 'Fone Bluetooth Gama', price: 59.9, salesRank: 0 }, BR);
    const reordered = await runAt(T(21));
    expect(reordered.pages).toEqual(['/br/melhores-fones']);
    expect(await items(body)).toEqual(['B0FONE0003', 'B0FONE0002']);

    // Not due yet: not asked.
    await runAt(T(22));
    expect(fake.searchItemsRequests()).toHaveLength(4);
  });

  it('fills a new-releases list from the browse node, newest first', async () => {
    const body = '::new-releases{browse-node="777" count="3"}';
    await insertPost(getDb(), { locale: 'br', slug: 'lancamentos', content: body });
    const run = await runAt(T(0));
    expect(fake.searchItemsRequests()[0]!.body).toMatchObject({ browseNodeId: '777', sortBy: 'NewestArrivals', itemCount: 3 });
    expect(await items(body)).toEqual(['B0FONE0002', 'B0FONE0003', 'B0FONE0001']);
    expect(run.pages).toEqual(['/br/lancamentos']);
  });

  it('a search that finds nothing is an empty list, not a failure, and a list no post shows is not asked for', async () => {
    const body = '::bestsellers{keywords="nada disso" count="5"}';
    const id = await insertPost(getDb(), { locale: 'br', slug: 'vazio', content: body });
    const run = await runAt(T(0));
    expect(run.result.status).toBe('succeeded');
    expect(fake.searchItemsRequests().map((r) => r.status)).toEqual([404]);
    expect(await items(body)).toEqual([]);
    await getDb().kysely.deleteFrom('retailer_list_uses').where('post_id', '=', id).execute();
    await runAt(T(7));
    expect(fake.searchItemsRequests()).toHaveLength(1);
  });
}, async (db) => {
  await insertLocaleConfigs(db);
});
