import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { dictionaries, type DictionaryTree } from './index';

/** Every leaf of a dictionary as [dotted key, text]. */
function leaves(tree: DictionaryTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const brLeaves = new Map(leaves(dictionaries.br));

describe('dictionaries', () => {
  it('covers every section the spec lists', () => {
    const sections = [
      'header', 'footer', 'home', 'blogPost', 'common', 'hero', 'categories', 'category', 'tabs',
      'pagination', 'posts', 'errors', 'products', 'reviews', 'search', 'contact', 'privacy', 'terms',
      'about', 'affiliate', 'comingSoon', 'launch', 'landing', 'seo', 'slugs',
      'contentPages', // texts of the content pages beyond the spec's sections (breadcrumbs, redirect, load-more)
      'comparison', // `::products` comparison tables and ranked lists (issue 15)
      'author', // bylines and author pages (issue 25 item 4)
    ];
    expect(Object.keys(dictionaries.br).sort()).toEqual([...sections].sort());
  });

  it.each(LOCALES)('%s has exactly br’s keys', (locale) => {
    const keys = leaves(dictionaries[locale]).map(([key]) => key).sort();
    expect(keys).toEqual([...brLeaves.keys()].sort());
  });

  it.each(LOCALES)('%s has no empty or padded text', (locale) => {
    for (const [key, text] of leaves(dictionaries[locale])) {
      expect(text.trim(), `${locale}:${key}`).not.toBe('');
      expect(text, `${locale}:${key}`).toBe(text.trim());
    }
  });

  it.each(LOCALES)('%s uses the same placeholders as br', (locale) => {
    for (const [key, text] of leaves(dictionaries[locale])) {
      expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(brLeaves.get(key)!));
    }
  });

  it('keeps the Portuguese texts of the spec exactly', () => {
    const br = dictionaries.br;
    expect(br.common.loading).toBe('Carregando...');
    expect(br.common.recently).toBe('Recentemente');
    expect(br.common.backToTop).toBe('Voltar ao topo da página');
    expect(br.common.access).toBe('Acessar');
    expect(br.common.comingSoon).toBe('Em breve');
    expect(br.landing.access).toBe('Acessar');
    expect(br.landing.comingSoon).toBe('Em breve');
    expect(br.errors.notFound.title).toBe('Página não encontrada');
    expect(br.errors.notFound.text).toBe('A página que você procura não existe ou foi movida.');
    expect(br.errors.notFound.clickHere).toBe('Clique aqui');
    expect(br.errors.notFound.countdown).toBe('Redirecionando em {seconds}…');
    expect(br.slugs).toEqual({ best: 'melhor', bests: 'melhores' });
  });

  it('has the slug words of every locale', () => {
    expect(dictionaries.it.slugs).toEqual({ best: 'migliore', bests: 'migliori' });
    expect(dictionaries.es.slugs).toEqual({ best: 'mejor', bests: 'mejores' });
    expect(dictionaries.mx.slugs).toEqual({ best: 'mejor', bests: 'mejores' });
    expect(dictionaries.us.slugs).toEqual({ best: 'best', bests: 'best' });
  });

  it('says the us coming-soon error as the spec does', () => {
    const { errorTitle, errorMessage } = dictionaries.us.comingSoon;
    expect(`${errorTitle} ${errorMessage}`).toBe('Oops! This site is not available yet');
  });

  it('translates the copyright line with year and site name', () => {
    for (const locale of LOCALES) {
      const text = dictionaries[locale].footer.copyright;
      expect(text.startsWith('© {year} {siteName}.'), locale).toBe(true);
    }
    expect(dictionaries.br.footer.copyright).toBe('© {year} {siteName}. Todos os direitos reservados.');
  });

  it('keeps Mexican and Spain Spanish apart', () => {
    const mx = new Map(leaves(dictionaries.mx));
    const es = new Map(leaves(dictionaries.es));
    const differing = [...mx].filter(([key, text]) => es.get(key) !== text);
    expect(differing.length).toBeGreaterThan(50);
    expect(dictionaries.mx.privacy.cookiesText).toMatch(/computadora/);
    expect(dictionaries.es.privacy.cookiesText).toMatch(/ordenador/);
  });

  it('gives each locale its own language (no untranslated legal pages)', () => {
    for (const locale of LOCALES) {
      if (locale === 'br') continue;
      for (const section of ['privacy', 'terms', 'about', 'affiliate'] as const) {
        expect(dictionaries[locale][section].intro, `${locale}.${section}`).not.toBe(dictionaries.br[section].intro);
        expect(dictionaries[locale][section].intro).toContain('{siteName}');
      }
    }
  });
});
