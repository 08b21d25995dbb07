import { describe, expect, it } from 'vitest';
import { createDraftStore, type DraftStorage } from './drafts';

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('editor drafts', () => {
  it('keeps values with the version they were typed against, per item', () => {
    const store = createDraftStore(memoryStorage());
    store.save('post:7', { title: 'Meu texto' }, 4, new Date('2026-11-21T10:00:00Z'));
    expect(store.load('post:7')).toEqual({ values: { title: 'Meu texto' }, version: 4, savedAt: '2026-11-21T10:00:00.000Z' });
    expect(store.load('post:8')).toBeUndefined();
    // With the values of the version they started from: the base of a later 409 merge.
    store.save('post:9', { title: 'Meu texto' }, 4, new Date('2026-11-21T10:00:00Z'), { title: 'Original' });
    expect(store.load('post:9')).toMatchObject({ values: { title: 'Meu texto' }, version: 4, base: { title: 'Original' } });
    store.clear('post:7');
    expect(store.load('post:7')).toBeUndefined();
  });

  it('ignores unreadable entries and failing storage instead of breaking the editor', () => {
    const storage = memoryStorage();
    storage.data.set('admin-draft:post:1', '{not json');
    expect(createDraftStore(storage).load('post:1')).toBeUndefined();
    const failing: DraftStorage = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => { throw new Error('denied'); } };
    const store = createDraftStore(failing);
    expect(() => store.save('x', {}, 1)).not.toThrow();
    expect(store.load('x')).toBeUndefined();
  });
});
