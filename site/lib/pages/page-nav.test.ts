import { describe, expect, it } from 'vitest';
import { pagedTitle, pageNav } from './page-nav';

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
