/** The Offer of a review's JSON-LD (issue 17): availability always stated, priceValidUntil only when true. */
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/schemas/product';
import { offerJsonLd } from './reviews';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const product = { priceCents: 19990, currency: 'BRL', availability: 'in_stock' } as Product;

describe('offerJsonLd', () => {
  it('states every availability, an unknown stock state as OnlineOnly', () => {
    const availability = (a: Product['availability']) => offerJsonLd({ ...product, availability: a }, 'https://x/dp/1', '2026-11-21T09:00:00.000Z', NOW).availability;
    expect(['in_stock', 'out_of_stock', 'preorder', 'unknown'].map((a) => availability(a as Product['availability']))).toEqual([
      'https://schema.org/InStock',
      'https://schema.org/OutOfStock',
      'https://schema.org/PreOrder',
      'https://schema.org/OnlineOnly',
    ]);
  });

  it('says the price holds through the day it was fetched, and says nothing once that day is over', () => {
    // Fetched today: the 24 h window covers the rest of today whole.
    expect(offerJsonLd(product, 'u', '2026-11-21T00:30:00.000Z', NOW)).toMatchObject({ price: '199.90', priceCurrency: 'BRL', priceValidUntil: '2026-11-21' });
    // Fetched yesterday evening: still shown until tonight, but no whole day is left to promise.
    const yesterday = offerJsonLd(product, 'u', '2026-11-20T20:00:00.000Z', NOW);
    expect(yesterday).not.toHaveProperty('priceValidUntil');
    expect(yesterday).toMatchObject({ '@type': 'Offer', price: '199.90' });
  });
});
