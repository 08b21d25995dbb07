import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextDiff } from './TextDiff';

describe('a field of a revision against the current version', () => {
  it('strikes what only the revision has and underlines what only the current version has', () => {
    const html = renderToStaticMarkup(<TextDiff label="Título" before="Fone bom e barato" after="Fone ruim e caro" />);
    expect(html).toContain('<h4>Título</h4>');
    expect(html).toContain('<del>bom e barato</del><ins>ruim e caro</ins>');
    expect(html).toContain('data-changed="true"');
  });

  it('says so when the field did not change', () => {
    const html = renderToStaticMarkup(<TextDiff label="Resumo" before="igual" after="igual" />);
    expect(html).toContain('Sem alterações.');
    expect(html).not.toContain('<del>');
  });
});
