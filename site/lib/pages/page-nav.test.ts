import { describe, expect, it } from 'vitest';
import { listingDescription, pagedDescription, pagedTitle, pageNav } from './page-nav';

describe('pageNav', () => {
  it('links previous, next, both ends and the neighbours, with gaps', () => {
    const nav = pageNav('br', '/br/avaliacao', 6, 20);
    expect(nav.previous).toBe('/br/avaliacao/pagina/5');
    expect(nav.next).toBe('/br/avaliacao/pagina/7');
    expect(nav.links.map((l) => (l ? `${l.page}${l.current ? '*' : ''}` : '…'))).toEqual(['1', '…', '4', '5', '6*', '7', '8', '…', '20']);
    expect(nav.links[0]).toEqual({ page: 1, href: '/br/avaliacao', current: false });
  });

  it('has no previous link on the first page nor next on the last', () => {
    expect(pageNav('us', '/us/review', 1, 3)).toMatchObject({ previous: undefined, next: '/us/review/page/2' });
    expect(pageNav('us', '/us/review', 3, 3)).toMatchObject({ previous: '/us/review/page/2', next: undefined });
    expect(pageNav('br', '/br', 1, 1).links).toEqual([{ page: 1, href: '/br', current: true }]);
  });

  it('adds the page number to the title after the first page', () => {
    const text = (n: number) => `Página ${n}`;
    expect(pagedTitle('Avaliações', 1, text)).toBe('Avaliações');
    expect(pagedTitle('Avaliações', 2, text)).toBe('Avaliações – Página 2');
  });
});

describe('pagedDescription and listingDescription (issue 24)', () => {
  const pageText = (n: number) => `Página ${n}`;
  it('numbers the description of page 2 and later, and leaves page 1 as written', () => {
    expect(pagedDescription('Avaliações completas.', 1, pageText)).toBe('Avaliações completas.');
    expect(pagedDescription('Avaliações completas.', 2, pageText)).toBe('Avaliações completas – Página 2.');
  });
  it('names as many items as fit in a meta description', () => {
    expect(listingDescription('Lançamentos de 1 de novembro', ['Fone A', 'Relógio B'])).toBe('Lançamentos de 1 de novembro: Fone A, Relógio B.');
    const long = listingDescription('Lançamentos', Array.from({ length: 40 }, (_, i) => `Produto número ${i}`));
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long).toMatch(/^Lançamentos: Produto número 0, Produto número 1, .*\.$/);
  });
});
