import { describe, expect, it } from 'vitest';
import { asinSchema, productInputSchema } from './product';

describe('asinSchema', () => {
  it.each(['B0C1234XYZ', '8535902775'])('accepts %s', (asin) => expect(asinSchema.parse(asin)).toBe(asin));

  it.each(['b0c1234xyz', 'B0C1234XY', 'B0C1234XYZ1', 'B0C-234XYZ', ''])('rejects %s', (asin) => {
    expect(asinSchema.safeParse(asin).error?.issues[0]?.message).toMatch(/10 upper-case letters or digits/);
  });
});

describe('productInputSchema', () => {
  const base = { locale: 'it', slug: 'cuffie-x', asin: 'B0C1234XYZ', title: 'Cuffie X' };

  it('takes the currency from the locale and applies defaults', () => {
    expect(productInputSchema.parse(base)).toMatchObject({ currency: 'EUR', availability: 'unknown', premium: false, status: 'draft' });
    expect(productInputSchema.parse({ ...base, currency: 'USD' }).currency).toBe('USD');
  });

  it('wants integer cents, a 0–5 rating and a real launch date', () => {
    expect(productInputSchema.safeParse({ ...base, priceCents: 19.9 }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...base, priceCents: -1 }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...base, rating: 5.5 }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...base, launchDate: '2026-02-30' }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...base, priceCents: 1990, rating: 4.6, launchDate: '2026-03-01' }).success).toBe(true);
  });
});
