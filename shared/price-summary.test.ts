import { describe, expect, it } from 'vitest';
import type { PricePoint } from './db/queries/price-history';
import { layoutPriceChart, priceSummary } from './price-summary';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();
const p = (d: number, priceCents: number | null, availability: PricePoint['availability'] = 'in_stock', currency = 'BRL'): PricePoint =>
  ({ at: daysAgo(d), priceCents, currency, availability });

describe('priceSummary', () => {
  it('says nothing with less than 30 days of history', () => {
    expect(priceSummary([p(29, 1000)], { priceCents: 1000, currency: 'BRL' }, NOW)).toEqual({ enoughHistory: false, lowest30Cents: null, lowest90Cents: null, goodPrice: false });
    expect(priceSummary([], { priceCents: 1000, currency: 'BRL' }, NOW).enoughHistory).toBe(false);
  });

  it('takes the lowest of 30 days from the price in force at the window start and every change since', () => {
    // 900 from 120 days ago, 700 from 40 days ago (in force 30 days ago), 1200 from 20 days ago.
    const s = priceSummary([p(120, 900), p(40, 700), p(20, 1200)], { priceCents: 1200, currency: 'BRL' }, NOW);
    expect(s).toMatchObject({ enoughHistory: true, lowest30Cents: 700, lowest90Cents: 700, goodPrice: false });
  });

  it('gives the good-price badge within 5 % of the 90-day lowest, not above it', () => {
    const points = [p(100, 800), p(80, 1000), p(60, 1100)];
    // 800 ended 80 days ago: inside the 90-day window.
    expect(priceSummary([...points, p(1, 840)], { priceCents: 840, currency: 'BRL' }, NOW).goodPrice).toBe(true);
    expect(priceSummary([...points, p(1, 841)], { priceCents: 841, currency: 'BRL' }, NOW).goodPrice).toBe(false);
    // Once 800 is older than 90 days, 1000 is the lowest: 1040 is good.
    expect(priceSummary([p(100, 800), p(95, 1000), p(1, 1040)], { priceCents: 1040, currency: 'BRL' }, NOW)).toMatchObject({ lowest90Cents: 1000, goodPrice: true });
  });

  it('ignores times without an offer, unavailable listings and another currency', () => {
    const s = priceSummary([p(60, 500, 'in_stock', 'USD'), p(50, null, 'out_of_stock'), p(45, 300, 'unavailable'), p(40, 1000)], { priceCents: 1000, currency: 'BRL' }, NOW);
    expect(s).toMatchObject({ lowest30Cents: 1000, lowest90Cents: 1000, goodPrice: true });
  });
});

describe('layoutPriceChart', () => {
  it('draws steps over the window, breaking the line where there was no offer', () => {
    const layout = layoutPriceChart([p(100, 1000), p(60, null, 'out_of_stock'), p(30, 500)], NOW, 90)!;
    expect(layout).toMatchObject({ minCents: 500, maxCents: 1000 });
    // Two separate runs of the line: before and after the gap.
    expect(layout.path.match(/M/g)).toHaveLength(2);
    expect(layout.path.startsWith('M8 8H')).toBe(true);
  });

  it('has nothing to draw without any offer in the window', () => {
    expect(layoutPriceChart([p(10, null, 'out_of_stock')], NOW, 90)).toBeUndefined();
  });
});
