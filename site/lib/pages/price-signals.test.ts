/** Issue 27 item 2: the 30-day lowest, the good-price badge and the Omnibus rule in the product box and comparison rows. */
import { describe, expect, it } from 'vitest';
import { renderMarkdownDocument, type EmbedProduct } from '../../../shared/markdown';
import type { PriceSummary } from '../../../shared/price-summary';
import type { Product } from '../../../shared/schemas/product';
import { offerView } from './offer';
import { priceChartView } from './price-signals';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const store = { amazonDomain: 'amazon.com.br', affiliateId: 'tag-20', showPrices: true };
const product = {
  id: 1, asin: 'B0AAAAAAAA', title: 'Fone', brand: null, imageUrl: null, priceCents: 15990, listPriceCents: 19990, currency: 'BRL',
  availability: 'in_stock', priceUpdatedAt: '2026-11-21T08:00:00.000Z',
} as Product;
const good: PriceSummary = { enoughHistory: true, lowest30Cents: 14990, lowest90Cents: 15500, goodPrice: true };
const short: PriceSummary = { enoughHistory: false, lowest30Cents: null, lowest90Cents: null, goodPrice: false };

describe('product box price with history', () => {
  it('shows the 30-day lowest and the good-price badge with enough history, in the page language', () => {
    expect(offerView(product, 'br', store, NOW, undefined, good).price).toMatchObject({ lowest30Text: 'Menor preço dos últimos 30 dias: R$\u00a0149,90', goodPrice: true });
    expect(offerView({ ...product, currency: 'EUR' }, 'it', store, NOW, undefined, good).price?.lowest30Text).toBe('Prezzo più basso degli ultimi 30 giorni: 149,90\u00a0€');
    expect(offerView({ ...product, currency: 'USD' }, 'us', store, NOW, undefined, { ...good, goodPrice: false }).price).toMatchObject({ lowest30Text: 'Lowest price in the last 30 days: $149.90' });
    expect(offerView({ ...product, currency: 'USD' }, 'us', store, NOW, undefined, { ...good, goodPrice: false }).price).not.toHaveProperty('goodPrice');
  });

  it('says nothing of the history, and gives no badge, without 30 days of it', () => {
    const price = offerView(product, 'br', store, NOW, undefined, short).price!;
    expect(price).not.toHaveProperty('lowest30Text');
    expect(price).not.toHaveProperty('goodPrice');
    // br is not under the Omnibus rule: the drop from the list price still shows.
    expect(price.discountPercent).toBe(20);
  });

  it('in it and es shows a price drop only beside the 30-day lowest', () => {
    for (const locale of ['it', 'es'] as const) {
      const eur = { ...product, currency: 'EUR' };
      expect(offerView(eur, locale, store, NOW, undefined, short).price).toMatchObject({ listText: undefined, discountPercent: undefined });
      expect(offerView(eur, locale, store, NOW).price).toMatchObject({ listText: undefined, discountPercent: undefined });
      const withHistory = offerView(eur, locale, store, NOW, undefined, good).price!;
      expect(withHistory.discountPercent).toBe(20);
      expect(withHistory.lowest30Text).toMatch(/149,90/);
    }
  });
});

describe('comparison rows with history', () => {
  const embed: EmbedProduct = { ...product, rating: null };
  const other: EmbedProduct = { ...embed, id: 2, asin: 'B0BBBBBBBB', title: 'Outro' };
  const html = renderMarkdownDocument('::products{asins="B0AAAAAAAA,B0BBBBBBBB" style="table"}', {
    locale: 'br', store, now: NOW, products: new Map([[embed.asin, embed], [other.asin, other]]),
    priceSummary: (p) => (p.id === 1 ? good : short),
  }).html;
  const row = (asin: string) => html.slice(html.indexOf(`data-asin="${asin}"`), html.indexOf('</tr>', html.indexOf(`data-asin="${asin}"`)));

  it('put the badge and the 30-day lowest beside the price of a product with history, nothing beside one without', () => {
    expect(row('B0AAAAAAAA')).toContain('<span class="badge badge-good-price" data-good-price="">Bom preço</span>');
    expect(row('B0AAAAAAAA')).toMatch(/<small class="price-lowest" data-lowest30="">Menor preço dos últimos 30 dias: R\$\s149,90<\/small>/);
    expect(row('B0BBBBBBBB')).not.toMatch(/Bom preço|Menor preço/);
  });
});

describe('review price chart', () => {
  it('is titled in the page language and says its range and today\'s price in words', () => {
    const points = [
      { at: '2026-09-01T00:00:00.000Z', priceCents: 19990, currency: 'BRL', availability: 'in_stock' as const },
      { at: '2026-11-01T00:00:00.000Z', priceCents: 15990, currency: 'BRL', availability: 'in_stock' as const },
    ];
    const chart = priceChartView(points, { priceCents: 15990, currency: 'BRL' }, 'br', NOW)!;
    expect(chart.title).toBe('Histórico de preço');
    expect(chart.text).toBe('Preço nos últimos 90 dias: mínimo R$\u00a0159,90, máximo R$\u00a0199,90; hoje R$\u00a0159,90.');
    // From the first point (81 days ago) at the top, down to today at the bottom.
    expect(chart.path).toMatch(/^M35.1 6H[\d.]+L[\d.]+ 90H314$/);
  });
});
