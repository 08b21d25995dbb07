import { describe, expect, it } from 'vitest';
import { matchesQuery, normalizeForSearch } from './search-text';

describe('normalizeForSearch', () => {
  it.each([
    ['  Fone  de OUVIDO Ação ', 'fone de ouvido acao'],
    ['Café\tcom\nLEITE', 'cafe com leite'],
    ['Perché È così', 'perche e cosi'],
    ['Año Niño', 'ano nino'],
    ['İstanbul', 'istanbul'],
    ['R$ 1.234,56', 'r$ 1.234,56'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('gives an empty string for missing text', () => {
    expect(normalizeForSearch(null)).toBe('');
    expect(normalizeForSearch(undefined)).toBe('');
  });

  it('is idempotent', () => {
    const once = normalizeForSearch('  Crème Brûlée  À LA  Carte ');
    expect(normalizeForSearch(once)).toBe(once);
  });
});

describe('matchesQuery', () => {
  it('matches ignoring case and accents, both ways', () => {
    expect(matchesQuery('Melhores Câmeras de Ação', 'camera')).toBe(true);
    expect(matchesQuery('Melhores cameras de acao', 'CÂMERAS DE AÇÃO')).toBe(true);
    expect(matchesQuery('Computadora portátil', 'portatil')).toBe(true);
  });

  it('collapses spaces in the query', () => {
    expect(matchesQuery('fone de ouvido', '  fone   de ')).toBe(true);
  });

  it('rejects absent text', () => {
    expect(matchesQuery('Fone de ouvido', 'teclado')).toBe(false);
    expect(matchesQuery(null, 'x')).toBe(false);
  });

  it('lets an empty query match everything', () => {
    expect(matchesQuery('anything', '')).toBe(true);
    expect(matchesQuery('anything', '   ')).toBe(true);
    expect(matchesQuery(null, null)).toBe(true);
  });
});
