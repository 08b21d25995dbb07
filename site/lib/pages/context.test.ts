/** Issue 15 item 6: a region without the retailer's API keeps its product boxes and hides prices. */
import { afterEach, expect, it, vi } from 'vitest';
import { DEMO_SEED_SETTING } from '../../../shared/db/queries/demo-seed';
import { putSetting } from '../../../shared/db/queries/settings';
import { loadEmbedContext } from '../../../shared/db/queries/admin/preview';
import { recordRegionRun } from '../../../shared/db/queries/retailer-regions';
import { insertLocaleConfigs, insertProduct } from '../../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../../shared/db/testing';
import { productCard } from '../../../shared/markdown/product-card';
import { localeContext } from './context';
import { offerView } from './offer';

const run = { accessError: null, refreshed: 0, errors: 0, throttled: 0, requests: 0, remaining: 0, stop: null };

describeEachDatabase('page context of a region without the retailer API', (getDb) => {
  afterEach(async () => {
    vi.unstubAllEnvs();
    await getDb().kysely.deleteFrom('retailer_regions').execute();
    await getDb().kysely.deleteFrom('settings').execute();
  });

  it('hides prices (boxes keep name, image and buy link) when the region has no credentials or was refused, and shows them again once let in', async () => {
    const db = getDb();
    const fetched = '2026-11-21T11:00:00.000Z';
    const id = await insertProduct(db, { locale: 'br', asin: 'B0NOAPI001', title: 'Fone X', image_url: 'https://m.media-amazon.com/images/I/x.jpg', price_cents: 19990, price_updated_at: fetched, status: 'published' });
    const product = { id, asin: 'B0NOAPI001', title: 'Fone X', brand: null, imageUrl: 'https://m.media-amazon.com/images/I/x.jpg', priceCents: 19990, currency: 'BRL', priceUpdatedAt: fetched, listPriceCents: null } as any;
    let minute = 0;
    const now = () => new Date(Date.parse('2026-11-21T12:00:00.000Z') + ++minute * 1000);
    // Credentials for every region (the old single pair): a region not checked yet shows its prices.
    vi.stubEnv('RETAILER_CLIENT_ID', 'id');
    vi.stubEnv('RETAILER_CLIENT_SECRET', 'secret');

    const shown = (await localeContext(db, 'br', now()))!;
    expect(shown.store.showPrices).toBe(true);
    expect(offerView(product, 'br', shown.store, now()).price).toBeDefined();

    for (const [access, accessError] of [['no_credentials', 'no_credentials'], ['refused', 'retailer token request refused: Client authentication failed']] as const) {
      await recordRegionRun(db, 'br', { ...run, access, accessError }, now().toISOString());
      const ctx = (await localeContext(db, 'br', now()))!;
      expect(ctx.store.showPrices).toBe(false);
      const offer = offerView(product, 'br', ctx.store, now());
      expect(offer.price).toBeUndefined();
      expect(offer.buyHref).toBe('https://amazon.com.br/dp/B0NOAPI001?tag=test-br-21');
      const card = productCard(product, { locale: 'br', store: ctx.store, now: now() });
      expect(card.priceShown).toBe(false);
      expect(JSON.stringify(card.element)).toContain('Fone X');
      expect(JSON.stringify(card.element)).toContain('https://m.media-amazon.com/images/I/x.jpg');
      // The admin preview renders as the public page will.
      expect((await loadEmbedContext(db, 'br', ['B0NOAPI001'], now())).store.showPrices).toBe(false);
      // Another region is not affected.
      expect((await localeContext(db, 'it', now()))!.store.showPrices).toBe(true);
    }
    await recordRegionRun(db, 'br', { ...run, access: 'ok' }, now().toISOString());
    expect((await localeContext(db, 'br', now()))!.store.showPrices).toBe(true);
  });

  it('hides prices on the very first build (no region checked yet) without credentials or the demo retailer (issue 27 item 5)', async () => {
    const db = getDb();
    let second = 0;
    const now = () => new Date(Date.parse('2026-11-21T12:00:00.000Z') + ++second * 1000);
    const showPrices = async (locale: 'br' | 'it') => (await localeContext(db, locale, now()))!.store.showPrices;
    // Nothing to refresh a price with: a price shown now could never be confirmed.
    expect(await showPrices('br')).toBe(false);
    expect((await loadEmbedContext(db, 'br', [], now())).store.showPrices).toBe(false);
    // br's own credentials: br shows them until the job says otherwise; it still has none.
    vi.stubEnv('RETAILER_BR_CLIENT_ID', 'br-id');
    vi.stubEnv('RETAILER_BR_CLIENT_SECRET', 'br-secret');
    expect(await showPrices('br')).toBe(true);
    expect(await showPrices('it')).toBe(false);
    vi.unstubAllEnvs();
    // The seeded demo without credentials: the demo retailer will answer for every region…
    await putSetting(db, DEMO_SEED_SETTING, '2026-11-21T00:00:00.000Z');
    expect(await showPrices('br')).toBe(true);
    expect(await showPrices('it')).toBe(true);
    // …unless it is turned off.
    vi.stubEnv('DEMO_RETAILER', 'off');
    expect(await showPrices('it')).toBe(false);
  });
}, async (db) => {
  await insertLocaleConfigs(db);
});
