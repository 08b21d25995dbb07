import { describe, expect, it } from 'vitest';
import { reviewInputSchema } from '../../../shared/schemas/review';
import { emptyReview, formToReviewPayload } from './review-form';
import { validate } from './validate';

describe('review form ↔ API', () => {
  it('drops blank pros/cons rows and reads a comma rating', () => {
    const values = { ...emptyReview(5, 'br'), title: 'Vale a pena', slug: 'vale-a-pena', rating: '4,5', pros: ['Bateria', '  '], cons: [''] };
    const payload = formToReviewPayload(values);
    expect(payload).toMatchObject({ rating: 4.5, pros: ['Bateria'], cons: [] });
    expect(validate(reviewInputSchema, payload).ok).toBe(true);
  });

  it('names a missing rating and an out-of-range one', () => {
    const base = { ...emptyReview(5, 'br'), title: 'T', slug: 't' };
    expect(validate(reviewInputSchema, formToReviewPayload(base))).toMatchObject({ ok: false, errors: { rating: expect.any(String) } });
    expect(validate(reviewInputSchema, formToReviewPayload({ ...base, rating: '4,35' }))).toMatchObject({ ok: false, errors: { rating: 'Nota: deve usar passos de 0,1' } });
  });
});
