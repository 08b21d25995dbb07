import { describe, expect, it } from 'vitest';
import { isValidSlug } from '../../../shared/format/slug';
import { SlugRegistry } from './slug-registry';

describe('SlugRegistry', () => {
  it('slugifies, then numbers repeats', () => {
    const slugs = new SlugRegistry([]);
    expect(slugs.claim('Guia de compras: Café & Ração')).toBe('guia-de-compras-cafe-racao');
    expect(slugs.claim('Guia de compras: café & ração')).toBe('guia-de-compras-cafe-racao-2');
    expect(slugs.claim('GUIA DE COMPRAS — CAFÉ, RAÇÃO')).toBe('guia-de-compras-cafe-racao-3');
  });

  it('never hands out a reserved word', () => {
    const slugs = new SlugRegistry(['sobre', 'avaliacao']);
    expect(slugs.claim('Sobre')).toBe('sobre-2');
    expect(slugs.claim('Avaliação')).toBe('avaliacao-2');
  });

  it('stays within 120 characters with a suffix', () => {
    const slugs = new SlugRegistry([]);
    const long = 'palavra '.repeat(40);
    const first = slugs.claim(long);
    const second = slugs.claim(long);
    expect(first.length).toBeLessThanOrEqual(120);
    expect(second.length).toBeLessThanOrEqual(120);
    expect(second).toMatch(/-2$/);
    expect(isValidSlug(first) && isValidSlug(second)).toBe(true);
  });

  it('falls back when the text has no letters', () => {
    const slugs = new SlugRegistry([], 'post');
    expect(slugs.claim('¿¡!?')).toBe('post');
    expect(slugs.claim('')).toBe('post-2');
  });
});
