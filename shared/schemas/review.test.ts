import { describe, expect, it } from 'vitest';
import { reviewInputSchema, reviewRatingSchema } from './review';

describe('reviewRatingSchema', () => {
  it.each([0, 4.3, 0.7, 5])('accepts %s', (v) => expect(reviewRatingSchema.safeParse(v).success).toBe(true));
  it.each([-0.1, 5.1, 4.35, Number.NaN])('rejects %s', (v) => expect(reviewRatingSchema.safeParse(v).success).toBe(false));
});

describe('reviewInputSchema', () => {
  const base = { locale: 'mx', slug: 'audifonos-x', productId: 3, title: 'Audífonos X', body: 'Texto', rating: 4.5 };

  it('limits pros and cons to 20 entries of 1–200 characters', () => {
    expect(reviewInputSchema.parse({ ...base, pros: [' bom som '] }).pros).toEqual(['bom som']);
    expect(reviewInputSchema.safeParse({ ...base, pros: Array(21).fill('ok') }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ ...base, cons: [''] }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ ...base, cons: ['x'.repeat(201)] }).success).toBe(false);
  });

  it('requires publishAt when scheduled', () => {
    expect(reviewInputSchema.safeParse({ ...base, status: 'scheduled' }).error?.issues[0]?.path).toEqual(['publishAt']);
  });
});
