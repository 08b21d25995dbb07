/**
 * Out of stock and substitutes (issue 15 item 4), from the retailer's answer to what a reader sees:
 * the price refresh records OffersV2 availability (the fake retailer answers in the real API's
 * shape), the products' pages are republished, and the review's product box and the `::product`
 * embeds then say so in the page's language and offer the editor's substitute. On both databases
 * and in both render modes (a save's page-by-page reads, a full build's catalogue).
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { insertLocaleConfigs, insertPost, insertProduct, insertReview } from '../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../shared/db/testing';
import { loadEnv } from '../../shared/env';
import { withRenderContext } from '../../shared/render-context';
import { loadPostPage } from '../../site/lib/pages/post';
import { loadReviewPage } from '../../site/lib/pages/reviews';
import { fakeRegionAccount, fakeRegionEnv } from '../retailer/fake-accounts';
import { startFakeRetailer, type FakeRetailer } from '../retailer/fake-server';
import { refreshPrices } from './refresh-prices';
import { testJobContext } from './testing';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const REGIONS = ['br', 'it'] as const;
const ids: Record<string, number> = {};

describeEachDatabase('availability: refresh → product boxes and substitutes', (getDb) => {
  let fake: FakeRetailer;
  beforeAll(async () => {
    fake = await startFakeRetailer({ accounts: REGIONS.map(fakeRegionAccount) });
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.reset();
    // Every product in stock with a current price, due for a refresh.
    await getDb().kysely.updateTable('products').set({ availability: 'in_stock', price_cents: 9990, price_updated_at: '2026-11-21T06:00:00.000Z', price_checked_at: null }).execute();
    for (const [asin, locale] of [['B0AVAILBR1', 'br'], ['B0AVAILSUB', 'br'], ['B0AVAILIT1', 'it'], ['B0AVAILOK1', 'br']] as const) {
      fake.setItem(asin, { price: 99.9, currency: locale === 'it' ? 'EUR' : 'BRL' });
    }
  });

  const refresh = async () => {
    const env = loadEnv(fakeRegionEnv(fake, REGIONS));
    const ctx = testJobContext(getDb(), { now: () => NOW, env, fetch });
    const result = await refreshPrices(ctx, { requestIntervalMs: 0 });
    return { ctx, result };
  };
  /**
   * Runs `load(now)` as a save renders (queries per page) and as a full build does (the locale's
   * catalogue, read once per build moment: each call is a new moment, as each build is).
   */
  let tick = 0;
  const bothModes = async <T>(load: (now: Date) => Promise<T>): Promise<T[]> => {
    const at = () => new Date(NOW.getTime() + ++tick * 1000);
    const [page, build] = [at(), at()];
    return [
      await withRenderContext({ now: page, db: getDb(), wholeSite: false }, () => load(page)),
      await withRenderContext({ now: build, db: getDb(), wholeSite: true }, () => load(build)),
    ];
  };
  const availability = async (id: number) =>
    (await getDb().kysely.selectFrom('products').select('availability').where('id', '=', id).executeTakeFirstOrThrow()).availability;

  it('records UNAVAILABLE and OUT_OF_STOCK from OffersV2, and republishes the pages of each product whose availability changed', async () => {
    // A first run records the regions' access (a change of it asks for a full rebuild instead).
    await refresh();
    await getDb().kysely.updateTable('products').set({ price_checked_at: null }).execute();
    fake.setItem('B0AVAILBR1', { availability: 'UNAVAILABLE' });
    fake.setItem('B0AVAILIT1', { availability: 'OUT_OF_STOCK' });
    const { ctx, result } = await refresh();
    expect(result.status, result.summary).toBe('succeeded');
    // The fake answered in the API's own shape: a listing with its availability and no price.
    expect(await availability(ids.br!)).toBe('unavailable');
    expect(await availability(ids.it!)).toBe('out_of_stock');
    expect(await availability(ids.substitute!)).toBe('in_stock');
    const republished = ctx.publisher.requests.map((r) => r.id);
    expect(republished).toEqual(expect.arrayContaining([ids.br, ids.it]));
    // Asked again an hour later with nothing changed: no price, same availability, nothing to republish.
    await getDb().kysely.updateTable('products').set({ price_checked_at: null }).where('id', 'in', [ids.br!, ids.it!]).execute();
    const again = await refresh();
    expect(again.ctx.publisher.requests.map((r) => r.id)).not.toContain(ids.br);
    expect(again.ctx.publisher.requests.map((r) => r.id)).not.toContain(ids.it);
  });

  it("an unavailable product's review box and embeds say so in br, with the editor's substitute (name and buy link) and no price", async () => {
    fake.setItem('B0AVAILBR1', { availability: 'UNAVAILABLE' });
    await refresh();
    for (const page of await bothModes((now) => loadReviewPage(getDb(), { locale: 'br', slug: 'analise-indisponivel' }, now))) {
      expect(page!.offer.notice).toBe('Este produto não está mais disponível na Amazon.');
      expect(page!.offer.price).toBeUndefined();
      expect(page!.offer.substitute).toEqual({ id: ids.substitute, title: 'Substituto da mesma região', buyHref: 'https://amazon.com.br/dp/B0AVAILSUB?tag=test-br-21' });
      // The product embed in the review's body says the same, and offers the same substitute.
      expect(page!.bodyHtml).toContain('<p class="product-embed__availability" role="status">Este produto não está mais disponível na Amazon.</p>');
      expect(page!.bodyHtml).toMatch(/Alternativa sugerida: <a href="https:\/\/amazon\.com\.br\/dp\/B0AVAILSUB\?tag=test-br-21"[^>]*data-product-id="\d+"[^>]*>Substituto da mesma região<\/a>/);
    }
    for (const page of await bothModes((now) => loadPostPage(getDb(), { locale: 'br', slug: 'post-com-produto' }, now))) {
      expect(page!.bodyHtml).toContain('Este produto não está mais disponível na Amazon.');
      expect(page!.bodyHtml).toContain('>Substituto da mesma região</a>');
      // The product in stock next to it is offered as usual, with its price and no notice.
      expect(page!.bodyHtml.match(/product-embed__availability/g)).toHaveLength(1);
      expect(page!.bodyHtml).toContain('R$');
    }
  });

  it("an out-of-stock product's box says so in it, with no substitute when the editor chose none", async () => {
    fake.setItem('B0AVAILIT1', { availability: 'OUT_OF_STOCK' });
    await refresh();
    for (const page of await bothModes((now) => loadReviewPage(getDb(), { locale: 'it', slug: 'recensione-esaurito' }, now))) {
      expect(page!.offer.notice).toBe('Al momento non disponibile su Amazon: esaurito.');
      expect(page!.offer.substitute).toBeUndefined();
      expect(page!.offer.price).toBeUndefined();
      expect(page!.bodyHtml).not.toContain('product-embed__substitute');
    }
  });

  it('offers no substitute that cannot be bought itself, and shows the box as usual once the product is back', async () => {
    fake.setItem('B0AVAILBR1', { availability: 'UNAVAILABLE' });
    fake.setItem('B0AVAILSUB', { availability: 'OUT_OF_STOCK' });
    await refresh();
    for (const page of await bothModes((now) => loadReviewPage(getDb(), { locale: 'br', slug: 'analise-indisponivel' }, now))) {
      expect(page!.offer.notice).toBe('Este produto não está mais disponível na Amazon.');
      expect(page!.offer.substitute).toBeUndefined();
    }
    fake.setItem('B0AVAILBR1', { price: 120 });
    await getDb().kysely.updateTable('products').set({ price_checked_at: null }).execute();
    await refresh();
    for (const page of await bothModes((now) => loadReviewPage(getDb(), { locale: 'br', slug: 'analise-indisponivel' }, now))) {
      expect(page!.offer.notice).toBeUndefined();
      expect(page!.offer.substitute).toBeUndefined();
      expect(page!.offer.price?.text).toContain('120,00');
    }
  });
}, async (db) => {
  await insertLocaleConfigs(db);
  ids.substitute = await insertProduct(db, { locale: 'br', asin: 'B0AVAILSUB', title: 'Substituto da mesma região' });
  ids.br = await insertProduct(db, { locale: 'br', asin: 'B0AVAILBR1', title: 'Produto que saiu de linha', substitute_product_id: ids.substitute });
  ids.ok = await insertProduct(db, { locale: 'br', asin: 'B0AVAILOK1', title: 'Produto em estoque' });
  ids.it = await insertProduct(db, { locale: 'it', asin: 'B0AVAILIT1', title: 'Prodotto esaurito', currency: 'EUR' });
  await insertReview(db, { product_id: ids.br, locale: 'br', slug: 'analise-indisponivel', title: 'Análise', body: 'Texto.\n\n::product{asin="B0AVAILBR1"}\n' });
  await insertReview(db, { product_id: ids.it, locale: 'it', slug: 'recensione-esaurito', title: 'Recensione', body: 'Testo.\n\n::product{asin="B0AVAILIT1"}\n' });
  await insertPost(db, { locale: 'br', slug: 'post-com-produto', content: 'Veja:\n\n::product{asin="B0AVAILBR1"}\n\n::product{asin="B0AVAILOK1"}\n' });
});
