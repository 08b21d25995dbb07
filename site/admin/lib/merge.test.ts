import { describe, expect, it } from 'vitest';
import { POST_DIFF_FIELDS, emptyPost } from '../forms/post-form';
import { resolveMerge, threeWayMerge } from './merge';

const fields = [
  { key: 'title' as const, label: 'Título' },
  { key: 'content' as const, label: 'Conteúdo' },
  { key: 'noindex' as const, label: 'Não indexar', format: (v: unknown) => (v ? 'Sim' : 'Não') },
];
type V = { title: string; content: string; noindex: boolean };
const base: V = { title: 'Título original', content: 'Texto original', noindex: false };

describe('three-way merge of a 409', () => {
  it('takes the title only the other editor changed from the server and keeps the body only I changed', () => {
    const theirs = { ...base, title: 'Título da Alice' };
    const mine = { ...base, content: 'Texto do Bob' };
    const result = threeWayMerge(base, theirs, mine, fields);
    expect(result.merged).toEqual({ title: 'Título da Alice', content: 'Texto do Bob', noindex: false });
    expect(result.conflicts).toEqual([]);
    expect(result.fields).toEqual([
      { key: 'title', label: 'Título', origin: 'theirs', base: 'Título original', theirs: 'Título da Alice', mine: 'Título original' },
      { key: 'content', label: 'Conteúdo', origin: 'mine', base: 'Texto original', theirs: 'Texto original', mine: 'Texto do Bob' },
    ]);
    // No choices are needed, and none can bring the old title back.
    expect(resolveMerge(result, theirs, {})).toEqual({ title: 'Título da Alice', content: 'Texto do Bob', noindex: false });
    expect(resolveMerge(result, theirs, { title: 'mine' })?.title).toBe('Título da Alice');
  });

  it('marks a field both changed differently as a conflict that needs a choice, and respects the choice', () => {
    const theirs = { ...base, content: 'Texto da Alice', noindex: true };
    const mine = { ...base, content: 'Texto do Bob' };
    const result = threeWayMerge(base, theirs, mine, fields);
    expect(result.conflicts).toEqual(['content']);
    expect(result.fields.map((f) => [f.key, f.origin])).toEqual([
      ['content', 'both'],
      ['noindex', 'theirs'],
    ]);
    expect(result.fields[1]).toMatchObject({ theirs: 'Sim', mine: 'Não' });
    expect(resolveMerge(result, theirs, {})).toBeUndefined();
    expect(resolveMerge(result, theirs, { content: 'theirs' })).toEqual({ title: base.title, content: 'Texto da Alice', noindex: true });
    expect(resolveMerge(result, theirs, { content: 'mine' })).toEqual({ title: base.title, content: 'Texto do Bob', noindex: true });
  });

  it('lets through a change both made identically without asking', () => {
    const same = { ...base, title: 'Mesmo título novo' };
    const result = threeWayMerge(base, same, { ...same }, fields);
    expect(result).toEqual({ merged: same, fields: [], conflicts: [] });
  });

  it('treats empty, null and undefined as one value, so an untouched empty field is nobody\'s change', () => {
    const b = { title: 'T', content: '', noindex: false };
    const result = threeWayMerge(b, { ...b, content: null as unknown as string }, { ...b, title: 'U' }, fields);
    expect(result.fields.map((f) => f.key)).toEqual(['title']);
  });

  it('without a base (an old draft) asks about every difference instead of guessing whose it is', () => {
    const theirs = { ...base, title: 'Título da Alice' };
    const mine = { ...base, content: 'Texto do Bob' };
    const result = threeWayMerge(undefined, theirs, mine, fields);
    expect(result.conflicts).toEqual(['title', 'content']);
    expect(result.fields[0]).toMatchObject({ origin: 'both', base: '(desconhecido)' });
    expect(resolveMerge(result, theirs, { title: 'theirs', content: 'mine' })).toEqual({ title: 'Título da Alice', content: 'Texto do Bob', noindex: false });
  });

  it('merges every field of a post form, including those the spec does not list', () => {
    const b = { ...emptyPost(), title: 'A', content: 'x', keyword: 'k' };
    const theirs = { ...b, slug: 'novo-slug', keyword: 'k2' };
    const mine = { ...b, content: 'y', excerpt: 'resumo' };
    const result = threeWayMerge(b, theirs, mine, POST_DIFF_FIELDS);
    expect(result.merged).toEqual({ ...b, slug: 'novo-slug', keyword: 'k2', content: 'y', excerpt: 'resumo' });
    expect(result.fields.map((f) => `${f.key}:${f.origin}`)).toEqual(['slug:theirs', 'excerpt:mine', 'content:mine', 'keyword:theirs']);
    const extra = threeWayMerge({ ...b, extra: 1 }, { ...b, extra: 2 }, { ...b, extra: 1 }, POST_DIFF_FIELDS);
    expect(extra.merged).toMatchObject({ extra: 2 });
  });
});
