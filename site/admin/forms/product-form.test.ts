import { describe, expect, it } from 'vitest';
import { productInputSchema, productUpdateSchema, type AdminProduct } from '../../../shared/schemas/product';
import { centsToMoneyText, moneyTextToCents } from './numbers';
import { emptyProduct, formToProductPayload, productToForm } from './product-form';
import { validate } from './validate';

const product: AdminProduct = {
  id: 3,
  locale: 'br',
  slug: 'fone-x',
  asin: 'B0C1234XYZ',
  title: 'Fone X',
  brand: 'Marca',
  imageUrl: 'https://m.media-amazon.com/images/I/x.jpg',
  priceCents: 129990,
  listPriceCents: null,
  currency: 'BRL',
  availability: 'in_stock',
  priceUpdatedAt: '2026-11-20T08:00:00.000Z',
  rating: 4.5,
  ratingCount: 120,
  categoryId: 1,
  premium: true,
  launchDate: '2026-10-01',
  marketplaceUrl: null,
  translationKey: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  status: 'published',
  version: 2,
  linkStatus: null,
  linkCheckedAt: null,
  linkError: null,
  needsDetails: false,
};

describe('product form ↔ API', () => {
  it('reads prices typed either way into cents and shows cents back with a comma', () => {
    expect(moneyTextToCents('1.299,90')).toBe(129990);
    expect(moneyTextToCents('1299.9')).toBe(129990);
    expect(moneyTextToCents('')).toBeNull();
    expect(moneyTextToCents('barato')).toBeNaN();
    expect(centsToMoneyText(129990)).toBe('1299,90');
  });

  it('keeps the price time when the price did not change, and stamps it when it did', () => {
    const now = new Date('2026-11-21T13:00:00.000Z');
    const same = formToProductPayload(productToForm(product), product, product.version, now);
    expect(same.priceUpdatedAt).toBe('2026-11-20T08:00:00.000Z');
    const changed = formToProductPayload({ ...productToForm(product), priceCents: '999,00' }, product, product.version, now);
    expect(changed).toMatchObject({ priceCents: 99900, priceUpdatedAt: '2026-11-21T13:00:00.000Z' });
    expect(validate(productUpdateSchema, changed).ok).toBe(true);
  });

  it('carries the substitute (issue 15 item 4): its id, none when blank, and a typed non-number named as the field', () => {
    const withSubstitute = { ...product, substituteProductId: 7 };
    expect(productToForm(withSubstitute).substituteProductId).toBe('7');
    expect(formToProductPayload(productToForm(withSubstitute), withSubstitute, 2).substituteProductId).toBe(7);
    expect(formToProductPayload({ ...productToForm(product), substituteProductId: '' }, product, 2).substituteProductId).toBeNull();
    const checked = validate(productUpdateSchema, formToProductPayload({ ...productToForm(product), substituteProductId: 'sete' }, product, 2));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors)).toEqual(['substituteProductId']);
  });

  it('names the bad fields of a new product: ASIN, price, rating', () => {
    const values = { ...emptyProduct('br'), title: 'Novo', slug: 'novo', asin: 'abc', priceCents: 'caro', rating: '7' };
    const checked = validate(productInputSchema, formToProductPayload(values));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(['asin', 'priceCents', 'rating']);
  });
});
