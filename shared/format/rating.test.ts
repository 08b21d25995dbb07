import { describe, expect, it } from 'vitest';
import { formatRating } from './rating';

describe('formatRating', () => {
  it('uses the locale decimal mark and one decimal', () => {
    expect(formatRating(4.5, 'br')).toBe('4,5');
    expect(formatRating(4, 'it')).toBe('4,0');
    expect(formatRating(3.96, 'us')).toBe('4.0');
  });
});
