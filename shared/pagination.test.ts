import { describe, expect, it } from 'vitest';
import { listPagePath, pageCount, pageOf, parsePageParam } from './pagination';

describe('pagination', () => {
  it('counts pages, an empty list keeping its first', () => {
    expect([0, 1, 12, 13, 24, 25].map((n) => pageCount(n, 12))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('finds the page of a position', () => {
    expect([0, 11, 12, 23, 24].map((p) => pageOf(p, 12))).toEqual([1, 1, 2, 2, 3]);
  });

  it('puts page 1 at the list itself and later pages under the locale word', () => {
    expect(listPagePath('br', '/br/avaliacao', 1)).toBe('/br/avaliacao');
    expect(listPagePath('br', '/br/categoria/casa', 3)).toBe('/br/categoria/casa/pagina/3');
    expect(listPagePath('us', '/us/review', 2)).toBe('/us/review/page/2');
  });

  it('accepts only canonical page numbers from 2 up', () => {
    expect(['2', '10', '999999'].map(parsePageParam)).toEqual([2, 10, 999999]);
    expect(['1', '0', '02', '-2', '2.0', 'x', '', undefined, '1000000'].map(parsePageParam)).toEqual(Array(9).fill(undefined));
  });
});
