import { describe, expect, it } from 'vitest';
import { sameFieldValue } from './field-values';

describe('the same value of a field', () => {
  it('treats null, undefined and empty text as one empty value, and compares the rest by content', () => {
    expect(sameFieldValue('', null)).toBe(true);
    expect(sameFieldValue(undefined, '')).toBe(true);
    expect(sameFieldValue(0, '')).toBe(false);
    expect(sameFieldValue(false, null)).toBe(false);
    expect(sameFieldValue('a', 'b')).toBe(false);
    expect(sameFieldValue(['a', { b: 1 }], ['a', { b: 1 }])).toBe(true);
  });
});
