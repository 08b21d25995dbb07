import { describe, expect, it } from 'vitest';
import { brokenLinks, canonicalAndHreflang, duplicateDescriptions, h1Count, internalLinks, placeholders } from './checks';
import { parsePage, pathOfFile } from '../../shared/parsed-page';

const SITE = 'https://example.com';
const page = (file: string, body: string, head = '') =>
  parsePage(file, `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`);
const alt = (lang: string, path: string) => `<link rel="alternate" hreflang="${lang}" href="${SITE}${path}">`;
const seo = (path: string, alternates: [string, string][]) =>
  `<link rel="canonical" href="${SITE}${path}">${alternates.map(([l, p]) => alt(l, p)).join('')}`;

describe('pathOfFile', () => {
  it('maps built files to the URLs they answer', () => {
    expect(pathOfFile('index.html')).toBe('/');
    expect(pathOfFile('br/sobre/index.html')).toBe('/br/sobre');
    expect(pathOfFile('404.html')).toBe('/404.html');
  });
});

describe('internalLinks and brokenLinks', () => {
  it('finds site links in hrefs, srcs, srcsets, social images and islands, and ignores other sites', () => {
    const p = page('br/index.html', `
      <a href="/br/sobre?x=1#top">a</a><a href="https://example.com/br/termos">b</a><a href="https://other.example/x">c</a>
      <a href="mailto:a@b.c">m</a><a href="#main">skip</a><img src="/img/a.png" srcset="/img/a.png 1x, /img/a2.png 2x">
      <astro-island component-url="/_astro/Header.js" renderer-url="/_astro/client.js"></astro-island>
      <script src="/_astro/page.js"></script><a href="relative">r</a>`, // relative to /br: /relative, as a browser at the canonical URL resolves it
      `<meta property="og:image" content="${SITE}/og.png"><link rel="canonical" href="${SITE}/nowhere">`);
    expect(internalLinks(p, SITE).map((l) => l.path).sort()).toEqual(
      ['/_astro/Header.js', '/_astro/client.js', '/_astro/page.js', '/relative', '/br/sobre', '/br/termos', '/img/a.png', '/img/a.png', '/img/a2.png', '/og.png'].sort(),
    );
  });

  it('reports each missing target once per page', () => {
    const p = page('br/index.html', '<a href="/br/ok">1</a><a href="/br/missing">2</a><a href="/br/missing">3</a>');
    expect(brokenLinks([p], SITE, (path) => path === '/br/ok')).toEqual(['/br: broken link /br/missing (<a href="/br/missing">)']);
  });
});

describe('placeholders', () => {
  it('finds unsubstituted placeholders and stringified non-values in text, attributes and JSON-LD', () => {
    const p = page('br/x/index.html', `<h1>Melhores fones de {month} {year}</h1><p>Preço: R$ NaN</p><img alt="undefined" src="/a.png">
      <p>{{ title }}</p><p>[object Object]</p>
      <script type="application/ld+json">{"@type":"Article","headline":"ok","image":null,"author":{"name":"undefined"}}</script>
      <script>if (x === undefined) {}</script>`);
    const found = placeholders([p]);
    expect(found).toHaveLength(7);
    expect(found.join('\n')).toMatch(/\{month\}/);
    expect(found.join('\n')).toMatch(/NaN/);
    expect(found.join('\n')).toMatch(/alt="undefined"/);
    expect(found.join('\n')).toMatch(/JSON-LD \$\.image/);
    expect(found.join('\n')).toMatch(/JSON-LD \$\.author\.name/);
  });

  it('leaves clean pages and inline code alone', () => {
    const p = page('br/x/index.html', '<h1>Melhores fones de Novembro 2026</h1><script>let a; if (a === undefined) a = {{}}.x;</script>');
    expect(placeholders([p])).toEqual([]);
  });
});

describe('h1Count', () => {
  it('wants exactly one h1', () => {
    expect(h1Count([page('a/index.html', '<h1>a</h1>')])).toEqual([]);
    expect(h1Count([page('b/index.html', '<h1>a</h1><h1>b</h1>'), page('c/index.html', '<h2>x</h2>')])).toEqual([
      '/b: 2 h1 elements (expected exactly 1)',
      '/c: 0 h1 elements (expected exactly 1)',
    ]);
  });
});

describe('canonicalAndHreflang', () => {
  const set: [string, string][] = [['pt-BR', '/br/sobre'], ['it-IT', '/it/sobre'], ['x-default', '/br/sobre']];

  it('accepts a reciprocal cluster', () => {
    const pages = [page('br/sobre/index.html', '<h1>x</h1>', seo('/br/sobre', set)), page('it/sobre/index.html', '<h1>x</h1>', seo('/it/sobre', set))];
    expect(canonicalAndHreflang(pages, SITE)).toEqual([]);
  });

  it('reports a canonical that is relative, on another origin, or not the page itself', () => {
    const bad = (canonical: string) => page('br/sobre/index.html', '', `<link rel="canonical" href="${canonical}">${set.map(([l, p]) => alt(l, p)).join('')}`);
    const it = page('it/sobre/index.html', '', seo('/it/sobre', set));
    expect(canonicalAndHreflang([bad('/br/sobre'), it], SITE)[0]).toMatch(/not absolute/);
    expect(canonicalAndHreflang([bad('https://other.example/br/sobre'), it], SITE)[0]).toMatch(/not absolute/);
    expect(canonicalAndHreflang([bad(`${SITE}/br/termos`), it], SITE)[0]).toMatch(/not the page's own URL/);
  });

  it('reports alternates that do not link back, missing x-default, missing targets and duplicates', () => {
    const br = page('br/sobre/index.html', '', seo('/br/sobre', set));
    const itNoBack = page('it/sobre/index.html', '', seo('/it/sobre', [['it-IT', '/it/sobre'], ['x-default', '/br/sobre']]));
    expect(canonicalAndHreflang([br, itNoBack], SITE)).toEqual(expect.arrayContaining([
      '/br/sobre: hreflang it-IT /it/sobre does not link back',
    ]));
    const noDefault = page('br/x/index.html', '', seo('/br/x', [['pt-BR', '/br/x'], ['it-IT', '/it/missing'], ['it-IT', '/it/missing']]));
    const problems = canonicalAndHreflang([noDefault], SITE);
    expect(problems).toEqual(expect.arrayContaining([
      '/br/x: no x-default alternate',
      '/br/x: hreflang it-IT listed more than once',
      `/br/x: hreflang it-IT points at ${SITE}/it/missing, which is not a built page`,
    ]));
  });

  it('accepts a page that is in its set as the x-default only (the landing of the homes)', () => {
    const homes: [string, string][] = [['pt-BR', '/br'], ['it-IT', '/it'], ['x-default', '/']];
    const pages = [page('index.html', '<h1>x</h1>', seo('/', homes)), page('br/index.html', '<h1>x</h1>', seo('/br', homes)), page('it/index.html', '<h1>x</h1>', seo('/it', homes))];
    expect(canonicalAndHreflang(pages, SITE)).toEqual([]);
  });

  it('compares URLs without trailing slashes, the root included', () => {
    const root = page('index.html', '<h1>x</h1>', `<link rel="canonical" href="${SITE}/">${alt('pt-BR', '/')}${alt('x-default', '/')}`);
    expect(canonicalAndHreflang([root], SITE)).toEqual([]);
    const br = page('br/index.html', '<h1>x</h1>', `<link rel="canonical" href="${SITE}/br/">${alt('pt-BR', '/br/')}${alt('x-default', '/br')}`);
    expect(canonicalAndHreflang([br], SITE)).toEqual([]);
  });

  it('wants alternates only where requiresAlternates says so', () => {
    const post = page('br/post/index.html', '<h1>x</h1>', `<link rel="canonical" href="${SITE}/br/post">`);
    expect(canonicalAndHreflang([post], SITE)).toEqual(['/br/post: no hreflang alternates']);
    expect(canonicalAndHreflang([post], SITE, { requiresAlternates: (p) => p !== '/br/post' })).toEqual([]);
  });

  it('skips pages that ask not to be indexed', () => {
    expect(canonicalAndHreflang([page('test/index.html', '<h1>t</h1>', '<meta name="robots" content="noindex, nofollow">')], SITE)).toEqual([]);
  });
});

describe('duplicateDescriptions', () => {
  const described = (file: string, text: string, robots = 'index, follow') =>
    page(file, '<h1>x</h1>', `<meta name="description" content="${text}"><meta name="robots" content="${robots}">`);
  it('names indexable pages sharing a meta description, and leaves noindex pages out', () => {
    const pages = [
      described('br/lancamento/2026-11-01/index.html', 'Os lançamentos'),
      described('br/lancamento/2026-11-02/index.html', 'Os lançamentos'),
      described('br/avaliacao/index.html', 'Avaliações'),
      described('br/avaliacao/pagina/2/index.html', 'Avaliações – Página 2.'),
      described('test/index.html', 'Avaliações', 'noindex, nofollow'),
    ];
    expect(duplicateDescriptions(pages)).toEqual(['/br/lancamento/2026-11-01, /br/lancamento/2026-11-02 share the description "Os lançamentos"']);
  });
});
