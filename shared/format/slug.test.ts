import { describe, expect, it } from 'vitest';
import { isValidSlug, MAX_SLUG_LENGTH, SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Os 10 Melhores Fones de Ouvido Bluetooth', 'os-10-melhores-fones-de-ouvido-bluetooth'],
    ['Câmera Ação São João', 'camera-acao-sao-joao'],
    ['¿Cuál es la mejor computadora?', 'cual-es-la-mejor-computadora'],
    ['Perché è così?', 'perche-e-cosi'],
    ['  --Hello,   World!!--  ', 'hello-world'],
    ['Straße & Øl', 'strasse-ol'],
    ['ﬁ ligature ①', 'fi-ligature-1'],
    ['iPhone 15 Pro Max (256GB)', 'iphone-15-pro-max-256gb'],
    ['a_b.c/d', 'a-b-c-d'],
    ['', ''],
    ['!!!', ''],
    ['日本語', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('produces valid slugs or the empty string', () => {
    for (const text of ['Olá Mundo', '  x  ', 'Ünïcödé 2025!', '-a-', 'MAIÚSCULAS']) {
      const slug = slugify(text);
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
    }
  });

  it('cuts long text at a word boundary', () => {
    expect(slugify('alpha beta gamma', 12)).toBe('alpha-beta');
    expect(slugify('alpha beta gamma', 10)).toBe('alpha-beta'); // the limit falls on a hyphen
    expect(slugify('alpha beta gamma', 11)).toBe('alpha-beta');
    expect(slugify('alpha beta gamma', 16)).toBe('alpha-beta-gamma');
  });

  it('cuts a single overlong word hard', () => {
    expect(slugify('supercalifragilistic', 5)).toBe('super');
    expect(slugify('a'.repeat(200))).toHaveLength(MAX_SLUG_LENGTH);
  });

  it('keeps the default limit of 120 characters', () => {
    const slug = slugify('palavra '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('palavra')).toBe(true);
    expect(isValidSlug(slug)).toBe(true);
  });

  it('gives an empty string for nonsense input', () => {
    expect(slugify(null as unknown as string)).toBe('');
    expect(slugify('abc', 0)).toBe('');
    expect(slugify('abc', NaN)).toBe('');
  });
});

describe('isValidSlug', () => {
  it.each(['a', 'abc-123', 'melhores-fones-2025', '2025'])('accepts %j', (slug) => {
    expect(isValidSlug(slug)).toBe(true);
  });

  it.each(['', '-a', 'a-', 'a--b', 'A', 'ação', 'a b', 'a_b', 'a/b', 'x'.repeat(121), null, 42])('rejects %j', (slug) => {
    expect(isValidSlug(slug)).toBe(false);
  });

  it('accepts exactly the maximum length', () => {
    expect(isValidSlug('x'.repeat(MAX_SLUG_LENGTH))).toBe(true);
  });
});
