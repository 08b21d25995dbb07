import { describe, expect, it } from 'vitest';
import { createT, dictionaries, getDictionary, interpolate, translate } from './index';
import type { Locale } from '../locales';

describe('interpolate', () => {
  it('fills known placeholders and leaves unknown ones intact', () => {
    expect(interpolate('© {year} {siteName}', { year: 2025, siteName: 'ReviewHub' })).toBe('© 2025 ReviewHub');
    expect(interpolate('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(interpolate('{a}{a}', { a: 1 })).toBe('11');
  });

  it('returns the template untouched without vars', () => {
    expect(interpolate('Redirecionando em {seconds}…')).toBe('Redirecionando em {seconds}…');
  });

  it('does not read inherited properties as values', () => {
    expect(interpolate('{toString} {constructor}', {})).toBe('{toString} {constructor}');
  });

  it('accepts zero and empty strings as values', () => {
    expect(interpolate('[{n}][{s}]', { n: 0, s: '' })).toBe('[0][]');
  });
});

describe('translate / createT', () => {
  const t = createT('br');

  it('finds dotted keys', () => {
    expect(t('errors.notFound.title')).toBe('Página não encontrada');
    expect(createT('us')('common.loading')).toBe('Loading...');
    expect(translate('it', 'slugs.bests')).toBe('migliori');
  });

  it('returns the fallback, then the key, for a missing key', () => {
    expect(t('home.nope', 'Padrão')).toBe('Padrão');
    expect(t('home.nope')).toBe('home.nope');
    expect(t('nope.deeper.still')).toBe('nope.deeper.still');
    expect(t('', 'x')).toBe('x');
    expect(t('home.nope', '')).toBe('');
  });

  it('treats a section (not a string) as missing', () => {
    expect(t('errors.notFound')).toBe('errors.notFound');
    expect(t('errors', 'fb')).toBe('fb');
    expect(t('errors.notFound.title.extra')).toBe('errors.notFound.title.extra');
  });

  it('never reaches Object.prototype', () => {
    expect(t('constructor')).toBe('constructor');
    expect(t('__proto__.toString')).toBe('__proto__.toString');
    expect(t('home.hasOwnProperty', 'fb')).toBe('fb');
  });

  it('interpolates the text and the fallback', () => {
    expect(t('errors.notFound.countdown', undefined, { seconds: 3 })).toBe('Redirecionando em 3…');
    expect(t('header.noResults', undefined, { query: 'fone' })).toBe('Nenhum resultado encontrado para "fone"');
    expect(t('missing', 'Olá {name}', { name: 'Ana' })).toBe('Olá Ana');
    expect(createT('us')('footer.copyright', undefined, { year: 2025, siteName: 'ReviewHub' })).toBe(
      '© 2025 ReviewHub. All rights reserved.',
    );
  });

  it('falls back to br’s dictionary for an unknown locale at run time', () => {
    expect(getDictionary('xx' as Locale)).toBe(dictionaries.br);
    expect(translate('fr' as Locale, 'common.loading')).toBe('Carregando...');
  });
});

describe('footer notices (SPEC §1)', () => {
  it('state the affiliate earnings and image ownership in every locale, and the daily prices in br', () => {
    expect(translate('br', 'footer.priceNotice')).toBe('Os preços são atualizados diariamente e podem sofrer alterações a qualquer momento.');
    expect(translate('br', 'footer.imagesNotice')).toMatch(/pertencem à Amazon/);
    expect(translate('us', 'footer.affiliateNotice')).toMatch(/earn from qualifying purchases/);
    expect(translate('it', 'footer.affiliateNotice')).toMatch(/acquisti idonei/);
    for (const locale of ['br', 'it', 'mx', 'es', 'us'] as const) {
      for (const key of ['footer.affiliateNotice', 'footer.imagesNotice', 'footer.priceNotice']) {
        expect(translate(locale, key)).not.toBe(key);
      }
    }
  });
});
