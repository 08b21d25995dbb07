import { describe, expect, it } from 'vitest';
import { changedKeys, displayValue } from './diff';

describe('conflict and audit diffs', () => {
  it('renders booleans, lists and empties in words', () => {
    expect(displayValue(true)).toBe('sim');
    expect(displayValue(['a', 'b'])).toBe('a\nb');
    expect(displayValue(null)).toBe('(vazio)');
  });

  it('finds changed keys of an audit entry, including keys on one side only', () => {
    expect(changedKeys({ a: 1, b: 2, c: 3 }, { a: 1, b: 5, d: 4 })).toEqual(['b', 'c', 'd']);
    expect(changedKeys(null, { a: 1 })).toEqual(['a']);
  });
});
