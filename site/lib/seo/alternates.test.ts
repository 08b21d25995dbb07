import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/locales';
import { contentAlternates, hreflangLinks, launchDayAlternates, structuralAlternates, structuralPaths, translationAlternates, type LocaleStatus } from './alternates';

const SITE = 'https://example.com';
const DEMO: LocaleStatus[] = [
  { locale: 'br', status: 'active' },
  { locale: 'it', status: 'active' },
  { locale: 'mx', status: 'active' },
  { locale: 'es', status: 'coming_soon' },
  { locale: 'us', status: 'coming_soon' },
];

describe('structuralAlternates', () => {
  it('lists the page in every active or coming_soon locale, with each locale’s review word', () => {
    expect(structuralAlternates(DEMO, structuralPaths.reviews)).toEqual({
      br: '/br/avaliacao', it: '/it/recensione', mx: '/mx/resena', es: '/es/resena', us: '/us/review',
    });
  });

  it('leaves out locales with any other status and locales where the page does not exist', () => {
    const configs: LocaleStatus[] = [...DEMO.slice(0, 3), { locale: 'es', status: 'disabled' }, { locale: 'us', status: 'coming_soon' }];
    expect(Object.keys(structuralAlternates(configs, structuralPaths.launch))).toEqual(['br', 'it', 'mx']);
    expect(Object.keys(structuralAlternates(configs, structuralPaths.home))).toEqual(['br', 'it', 'mx', 'us']);
  });
});

describe('translationAlternates', () => {
  it('keeps only active locales among the translations', () => {
    const translations = [{ locale: 'br', slug: 'fones' }, { locale: 'it', slug: 'cuffie' }, { locale: 'es', slug: 'auriculares' }];
    expect(translationAlternates(DEMO, translations, (l, s) => `/${l}/${s}`)).toEqual({ br: '/br/fones', it: '/it/cuffie' });
  });
});

describe('contentAlternates', () => {
  const pathFor = (l: Locale, s: string) => `/${l}/${s}`;

  it('is the page alone when it has no translation, and its translations otherwise', () => {
    expect(contentAlternates(DEMO, { locale: 'br', slug: 'fones' }, [], pathFor)).toEqual({ br: '/br/fones' });
    const translations = [{ locale: 'br', slug: 'fones' }, { locale: 'it', slug: 'cuffie' }];
    expect(contentAlternates(DEMO, { locale: 'it', slug: 'cuffie' }, translations, pathFor)).toEqual({ br: '/br/fones', it: '/it/cuffie' });
  });
});

describe('hreflangLinks', () => {
  it('adds x-default pointing at the br equivalent', () => {
    const links = hreflangLinks(structuralAlternates(DEMO, structuralPaths.categories), DEMO, SITE);
    expect(links.map((l) => l.hreflang)).toEqual(['pt-BR', 'it-IT', 'es-MX', 'es-ES', 'en-US', 'x-default']);
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://example.com/br/categorias' });
  });

  it('points x-default at the br home when the page has no br equivalent', () => {
    const links = hreflangLinks({ it: '/it/cuffie', mx: '/mx/audifonos' }, DEMO, SITE);
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://example.com/br' });
  });

  it('points the homes’ x-default at the landing, the country chooser', () => {
    const links = hreflangLinks(structuralAlternates(DEMO, structuralPaths.home), DEMO, SITE);
    expect(links.map((l) => `${l.hreflang} ${l.href}`)).toEqual([
      'pt-BR https://example.com/br', 'it-IT https://example.com/it', 'es-MX https://example.com/mx',
      'es-ES https://example.com/es', 'en-US https://example.com/us', 'x-default https://example.com/',
    ]);
  });

  it('gives a lone br page itself and x-default, and a lone page of another locale nothing', () => {
    expect(hreflangLinks(launchDayAlternates('br', '2026-11-20'), DEMO, SITE)).toEqual([
      { hreflang: 'pt-BR', href: 'https://example.com/br/lancamento/2026-11-20' },
      { hreflang: 'x-default', href: 'https://example.com/br/lancamento/2026-11-20' },
    ]);
    expect(hreflangLinks({ it: '/it/cuffie' }, DEMO, SITE)).toEqual([]);
  });

  it('drops alternates of locales that are no longer public', () => {
    const configs: LocaleStatus[] = [{ locale: 'br', status: 'active' }, { locale: 'it', status: 'paused' }];
    expect(hreflangLinks({ br: '/br/x', it: '/it/x' }, configs, SITE).map((l) => l.hreflang)).toEqual(['pt-BR', 'x-default']);
  });

  it('is reciprocal: every page of a structural set lists the same set, itself included', () => {
    for (const key of ['home', 'categories', 'reviews', 'about', 'privacy', 'terms', 'affiliates', 'contact', 'launch'] as const) {
      const pathFor = structuralPaths[key] as (l: Locale) => string | null;
      const sets = LOCALES.filter((l) => pathFor(l)).map((l) => {
        const links = hreflangLinks(structuralAlternates(DEMO, pathFor), DEMO, SITE);
        expect(links.some((a) => a.href === `${SITE}${pathFor(l)}`)).toBe(true);
        return JSON.stringify(links);
      });
      expect(new Set(sets).size).toBe(1);
    }
  });

  it('gives nothing for a page without alternates', () => {
    expect(hreflangLinks(undefined, DEMO, SITE)).toEqual([]);
  });
});
