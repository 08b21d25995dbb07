import { describe, expect, it } from 'vitest';
import { isPriceShowable, priceExpiresAt, retailerHosts, retailerUrl } from './retailer';

describe('retailerUrl', () => {
  it('builds /dp/{ASIN}?tag= on the locale domain', () => {
    expect(retailerUrl({ amazonDomain: 'amazon.com.br', affiliateId: 'reviewhubbr-20' }, 'B0C1234XYZ')).toBe(
      'https://amazon.com.br/dp/B0C1234XYZ?tag=reviewhubbr-20',
    );
  });

  it('tolerates a typed scheme and trailing slash, and leaves the tag out when there is none', () => {
    expect(retailerUrl({ amazonDomain: 'https://www.amazon.it/', affiliateId: ' ' }, 'B0C1234XYZ')).toBe('https://www.amazon.it/dp/B0C1234XYZ');
  });

  it('encodes the tag', () => {
    expect(retailerUrl({ amazonDomain: 'amazon.es', affiliateId: 'a&b=c' }, 'B0C1234XYZ')).toBe('https://amazon.es/dp/B0C1234XYZ?tag=a%26b%3Dc');
  });
});

describe('retailerHosts', () => {
  it('gives the domain with and without www', () => {
    expect(retailerHosts({ amazonDomain: 'www.amazon.com.br' })).toEqual(['amazon.com.br', 'www.amazon.com.br']);
  });
});

describe('isPriceShowable', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');
  const product = (priceUpdatedAt: string | null, priceCents: number | null = 1999) => ({ priceCents, priceUpdatedAt });

  it('shows a price fetched within 24 hours', () => {
    expect(isPriceShowable(product('2026-11-20T12:00:00.000Z'), true, now)).toBe(true);
    expect(isPriceShowable(product('2026-11-21T11:59:00.000Z'), true, now)).toBe(true);
  });

  it('hides a price older than 24 hours, a missing price or time, and every price when the locale hides prices', () => {
    expect(isPriceShowable(product('2026-11-20T11:59:59.000Z'), true, now)).toBe(false);
    expect(isPriceShowable(product(null), true, now)).toBe(false);
    expect(isPriceShowable(product('2026-11-21T11:00:00.000Z', null), true, now)).toBe(false);
    expect(isPriceShowable(product('2026-11-21T11:00:00.000Z'), false, now)).toBe(false);
    expect(isPriceShowable(product('not a date'), true, now)).toBe(false);
  });

  it('knows when a price expires', () => {
    expect(priceExpiresAt('2026-11-21T11:00:00.000Z')).toBe('2026-11-22T11:00:00.000Z');
  });
});
