import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LOCALE, LOCALE_INFO, LOCALES, isLocale, localeFromLanguage, localeFromPath, localeLabel, ogLocale, reservedWords,
} from './locales';

describe('locales', () => {
  it('knows the five regions with their review words and languages', () => {
    expect(LOCALES).toEqual(['br', 'it', 'mx', 'es', 'us']);
    expect(Object.fromEntries(LOCALES.map((l) => [l, LOCALE_INFO[l].reviewWord]))).toEqual({
      br: 'avaliacao', it: 'recensione', mx: 'resena', es: 'resena', us: 'review',
    });
    expect(LOCALES.map((l) => LOCALE_INFO[l].language)).toEqual(['pt-BR', 'it-IT', 'es-MX', 'es-ES', 'en-US']);
    expect(FALLBACK_LOCALE).toBe('br');
  });

  it('has the default taglines of SPEC §9', () => {
    expect(LOCALE_INFO.br.tagline).toBe('A Plataforma de Avaliação dos Melhores Produtos!');
    expect(LOCALE_INFO.it.tagline).toBe('Blog di Consigli sui Prodotti');
    expect(LOCALE_INFO.es.tagline).toBe('Blog de Recomendaciones de Productos');
    expect(LOCALE_INFO.mx.tagline).toBe('Blog de Recomendaciones de Productos');
    expect(LOCALE_INFO.us.tagline).toBe('Product Recommendation Blog');
  });

  it('maps Open Graph locales, unknown codes to en_US', () => {
    expect(LOCALES.map(ogLocale)).toEqual(['pt_BR', 'it_IT', 'es_MX', 'es_ES', 'en_US']);
    expect(ogLocale('fr')).toBe('en_US');
  });

  it('names known regions by country, others by the upper-cased code (flags are SVGs, not emoji text)', () => {
    expect(['br', 'it', 'es', 'mx', 'us', 'fr'].map((c) => localeLabel(c).name)).toEqual(['Brasil', 'Italia', 'España', 'México', 'United States', 'FR']);
    // No regional-indicator emoji anywhere in the locale data: Windows shows them as two letters.
    expect(JSON.stringify(LOCALE_INFO)).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('reads the locale from the first path segment; admin, api, assets and unknown segments fall back to br', () => {
    expect(localeFromPath('/it/recensione/x')).toBe('it');
    expect(localeFromPath('/mx')).toBe('mx');
    for (const path of ['/admin/products', '/api/home-data', '/assets/x.js', '/', '', '/fr/x', '/IT/x']) {
      expect(localeFromPath(path)).toBe('br');
    }
  });

  it('turns the browser language into a locale: pt→br, it→it, es→mx, anything else→br', () => {
    expect(localeFromLanguage('pt-BR')).toBe('br');
    expect(localeFromLanguage('it-IT')).toBe('it');
    expect(localeFromLanguage('es-ES')).toBe('mx');
    expect(localeFromLanguage('es')).toBe('mx');
    expect(localeFromLanguage('en-US')).toBe('br');
    expect(localeFromLanguage(undefined)).toBe('br');
  });

  it('validates codes and lists reserved route words per locale', () => {
    expect(isLocale('us')).toBe(true);
    expect(isLocale('US')).toBe(false);
    expect(isLocale(1)).toBe(false);
    expect(reservedWords('br')).toEqual(expect.arrayContaining(['avaliacao', 'mercadolivre', 'categoria', 'sobre', 'admin']));
    expect(reservedWords('it')).toContain('recensione');
    expect(reservedWords('it')).not.toContain('mercadolivre');
  });
});
