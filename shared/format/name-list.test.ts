import { describe, expect, it } from 'vitest';
import { nameListParts, type ListPart } from './name-list';

const text = (parts: ListPart[]) => parts.map((p) => p.value).join('');

describe('nameListParts', () => {
  it("joins names in the locale's words, each name a part of its own", () => {
    const parts = nameListParts(['Ana', 'Bruno', 'Carla'], 'br');
    expect(text(parts)).toBe('Ana, Bruno e Carla');
    expect(parts.filter((p) => p.type === 'element').map((p) => p.value)).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(text(nameListParts(['Ana', 'Bob'], 'us'))).toBe('Ana and Bob');
    expect(text(nameListParts(['Ana', 'Bob'], 'br'))).toBe('Ana e Bob');
  });
});
