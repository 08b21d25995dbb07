import { describe, expect, it } from 'vitest';
import { ROBOTS_INDEX } from '../../../shared/constants';
import { buildHead, pageTitle, serializeJsonLd } from './head';
import type { LocaleStatus } from './alternates';

const SITE = 'https://example.com';
const CONFIGS: LocaleStatus[] = [
  { locale: 'br', status: 'active' },
  { locale: 'it', status: 'active' },
  { locale: 'es', status: 'coming_soon' },
];

const meta = (head: ReturnType<typeof buildHead>, key: string) => head.meta.filter((m) => m.key === key).map((m) => m.content);

describe('pageTitle', () => {
  it("follows '{page} - {siteName}'", () => {
    expect(pageTitle('Categorias', 'ReviewHub')).toBe('Categorias - ReviewHub');
    expect(pageTitle('Categorie', 'ReviewHub', 'it')).toBe('Categorie - ReviewHub');
  });

  it('uses the site name alone for a page without its own title', () => {
    expect(pageTitle('', 'ReviewHub')).toBe('ReviewHub');
    expect(pageTitle('ReviewHub', 'ReviewHub')).toBe('ReviewHub');
  });
});

describe('buildHead', () => {
  const base = { locale: 'br' as const, siteName: 'ReviewHub', site: SITE, configs: CONFIGS };

  it('writes canonical, robots, og:locale with alternates, the share image and Twitter card', () => {
    const head = buildHead({ ...base, seo: { title: 'Início', description: 'D', path: '/br', alternates: { br: '/br', it: '/it', es: '/es' } } });
    expect(head.title).toBe('Início - ReviewHub');
    expect(head.canonical).toBe('https://example.com/br');
    expect(head.robots).toBe(ROBOTS_INDEX);
    expect(meta(head, 'robots')).toEqual(['index, follow, max-image-preview:large']);
    expect(meta(head, 'og:locale')).toEqual(['pt_BR']);
    expect(meta(head, 'og:locale:alternate')).toEqual(['it_IT', 'es_ES']);
    expect(meta(head, 'og:image')).toEqual(['https://example.com/og-default.png']);
    expect(meta(head, 'og:image:width')).toEqual(['1200']);
    expect(meta(head, 'og:image:height')).toEqual(['630']);
    expect(meta(head, 'twitter:card')).toEqual(['summary_large_image']);
    expect(head.alternates.map((a) => a.hreflang)).toEqual(['pt-BR', 'it-IT', 'es-ES', 'x-default']);
  });

  it('uses the page image when given, made absolute', () => {
    const head = buildHead({ ...base, seo: { title: 'P', description: 'D', path: '/br/p', image: 'https://m.media-amazon.com/x.jpg' } });
    expect(meta(head, 'og:image')).toEqual(['https://m.media-amazon.com/x.jpg']);
    expect(meta(head, 'og:image:width')).toEqual([]);
  });

  it('marks noindex pages and gives them no hreflang set', () => {
    const head = buildHead({ ...base, seo: { title: 'T', description: 'D', path: '/test', noindex: true, alternates: { br: '/test' } } });
    expect(head.robots).toBe('noindex, nofollow');
    expect(head.alternates).toEqual([]);
  });

  it('keeps a coming-soon placeholder out of indexes (noindex, follow) with its hreflang set', () => {
    const head = buildHead({ ...base, locale: 'es', seo: { title: 'T', description: 'D', path: '/es/sobre', placeholder: true, alternates: { br: '/br/sobre', it: '/it/sobre', es: '/es/sobre' } } });
    expect(head.robots).toBe('noindex, follow');
    expect(head.alternates.map((a) => a.hreflang)).toEqual(['pt-BR', 'it-IT', 'es-ES', 'x-default']);
  });

  it('gives a page without a URL of its own (the 404 page) no canonical and no og:url', () => {
    const head = buildHead({ ...base, seo: { title: 'Página não encontrada', description: 'D', path: '/404', noindex: true, noCanonical: true } });
    expect(head.canonical).toBeNull();
    expect(meta(head, 'og:url')).toEqual([]);
    expect(head.robots).toBe('noindex, nofollow');
    const indexed = buildHead({ ...base, seo: { title: 'T', description: 'D', path: '/br/sobre' } });
    expect(meta(indexed, 'og:url')).toEqual(['https://example.com/br/sobre']);
  });

  it('adds WebSite JSON-LD unless the page brings an Article (reviews keep it), and a BreadcrumbList', () => {
    const plain = buildHead({ ...base, seo: { title: 'T', description: 'D', path: '/br/sobre', breadcrumbs: [{ name: 'Início', path: '/br' }, { name: 'Sobre', path: '/br/sobre' }] } });
    expect(plain.jsonLd.map((n) => n['@type'])).toEqual(['WebSite', 'BreadcrumbList']);
    const crumbs = plain.jsonLd[1]!.itemListElement as { position: number; item: string }[];
    expect(crumbs.map((c) => [c.position, c.item])).toEqual([[1, 'https://example.com/br'], [2, 'https://example.com/br/sobre']]);

    const article = buildHead({ ...base, seo: { title: 'T', description: 'D', path: '/br/p', type: 'article', jsonLd: [{ '@context': 'https://schema.org', '@type': 'Article' }] } });
    expect(article.jsonLd.map((n) => n['@type'])).toEqual(['Article']);
    // SPEC §9: only post pages carry Article instead of WebSite; a review page carries both.
    const product = buildHead({ ...base, seo: { title: 'T', description: 'D', path: '/br/avaliacao/x', jsonLd: [{ '@type': 'Product' }] } });
    expect(product.jsonLd.map((n) => n['@type'])).toEqual(['WebSite', 'Product']);
  });

  it('names the site as an Organization with name, url and logo: the WebSite publisher everywhere, on its own on the homes', () => {
    const organization = {
      '@type': 'Organization',
      '@id': 'https://example.com/br#organization',
      name: 'ReviewHub',
      url: 'https://example.com/br',
      logo: { '@type': 'ImageObject', url: 'https://example.com/apple-touch-icon.png', width: 180, height: 180 },
    };
    const about = buildHead({ ...base, seo: { title: 'T', description: 'D', path: '/br/sobre' } });
    expect(about.jsonLd[0]!.publisher).toEqual(organization);
    expect(about.jsonLd.map((n) => n['@type'])).toEqual(['WebSite']);
    const home = buildHead({ ...base, seo: { title: '', description: 'D', path: '/br' } });
    expect(home.jsonLd.map((n) => n['@type'])).toEqual(['WebSite', 'Organization']);
    expect(home.jsonLd[1]).toEqual({ '@context': 'https://schema.org', ...organization });
  });

  it("names the landing's WebSite and Organization at its canonical `/`, not at /br (issue 24)", () => {
    const landing = buildHead({ ...base, seo: { title: '', description: 'D', path: '/' } });
    expect(landing.canonical).toBe('https://example.com/');
    expect(landing.jsonLd.map((n) => n['@type'])).toEqual(['WebSite', 'Organization']);
    expect(landing.jsonLd.map((n) => n.url)).toEqual(['https://example.com/', 'https://example.com/']);
    expect(landing.jsonLd[1]!['@id']).toBe('https://example.com/#organization');
    expect((landing.jsonLd[0]!.publisher as Record<string, unknown>).url).toBe('https://example.com/');
  });

  it('links the RSS feed when asked', () => {
    const head = buildHead({ ...base, rssPath: '/br/rss.xml', seo: { title: 'T', description: 'D', path: '/br' } });
    expect(head.rss?.href).toBe('https://example.com/br/rss.xml');
  });

  it('falls back to the default description when the page gives none', () => {
    const head = buildHead({ ...base, seo: { title: 'T', description: '  ', path: '/br' } });
    expect(head.description).toMatch(/Avaliações imparciais/);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script tag', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
