import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_SLUGS, isCategorySlug } from './categories';
import { isValidSlug } from './format/slug';
import { LOCALES } from './locales';

describe('CATEGORIES', () => {
  it('holds the ten fixed categories in order, with valid unique slugs', () => {
    expect(CATEGORIES).toHaveLength(10);
    expect(CATEGORIES.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    expect(new Set(CATEGORY_SLUGS).size).toBe(10);
    for (const c of CATEGORIES) expect(isValidSlug(c.slug)).toBe(true);
    expect(CATEGORIES.map((c) => c.sortOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('names every category in every locale, distinctly within a locale', () => {
    for (const locale of LOCALES) {
      const names = CATEGORIES.map((c) => c.names[locale]);
      for (const name of names) expect(name.trim().length).toBeGreaterThan(2);
      expect(new Set(names).size).toBe(10);
    }
  });

  it('uses the languages of the locales', () => {
    const tech = CATEGORIES[0]!.names;
    expect(tech.br).toBe('Tecnologia e Eletrônicos');
    expect(tech.it).toBe('Tecnologia ed Elettronica');
    expect(tech.mx).toMatch(/^Tecnología/);
    expect(tech.es).toMatch(/^Tecnología/);
    expect(tech.us).toMatch(/Technology/);
    expect(CATEGORIES.find((c) => c.slug === 'pets')!.names.mx).toBe('Mascotas');
  });

  it('recognises its slugs', () => {
    expect(isCategorySlug('moda')).toBe(true);
    expect(isCategorySlug('fashion')).toBe(false);
    expect(isCategorySlug(undefined)).toBe(false);
  });
});
