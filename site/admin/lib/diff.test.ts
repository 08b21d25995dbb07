import { describe, expect, it } from 'vitest';
import { changedKeys, diffFields, displayValue } from './diff';

describe('conflict and audit diffs', () => {
  const fields = [
    { key: 'title' as const, label: 'Título' },
    { key: 'content' as const, label: 'Conteúdo' },
    { key: 'imageUrl' as const, label: 'Imagem' },
  ];

  it('lists only the fields that differ, in field order, with labels', () => {
    const mine = { title: 'Meu título', content: 'igual', imageUrl: '' };
    const theirs = { title: 'Título deles', content: 'igual', imageUrl: '' };
    expect(diffFields(mine, theirs, fields)).toEqual([{ key: 'title', label: 'Título', mine: 'Meu título', theirs: 'Título deles' }]);
  });

  it('treats null, undefined and empty text as the same empty value', () => {
    expect(diffFields({ title: '', content: null, imageUrl: undefined }, { title: null, content: '', imageUrl: '' }, fields)).toEqual([]);
  });

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
