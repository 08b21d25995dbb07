/** "Gerar do título" (issue 24 item 4): date placeholders leave no dangling connecting word behind. */
import { describe, expect, it } from 'vitest';
import { suggestSlug } from './slug-suggest';

describe('suggestSlug', () => {
  it('drops the word that only linked a date placeholder to the title, in every site language', () => {
    expect(suggestSlug('Melhores fones de ouvido em {year}')).toBe('melhores-fones-de-ouvido');
    expect(suggestSlug('Melhores fones de {month} de {year}')).toBe('melhores-fones');
    expect(suggestSlug('Le migliori cuffie del {year}')).toBe('le-migliori-cuffie');
    expect(suggestSlug('Mejores audífonos de {month} {year}')).toBe('mejores-audifonos');
    expect(suggestSlug('Best headphones in {month} {year}')).toBe('best-headphones');
    expect(suggestSlug('Best headphones of {{year}}: our picks')).toBe('best-headphones-our-picks');
  });

  it('keeps words that carry meaning, and text without placeholders as it is', () => {
    expect(suggestSlug('Guia {year} de fones de ouvido')).toBe('guia-de-fones-de-ouvido');
    expect(suggestSlug('Fones de ouvido em promoção')).toBe('fones-de-ouvido-em-promocao');
    expect(suggestSlug('Café & Chá: guia {{Year}}')).toBe('cafe-cha-guia');
  });
});
