import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setMediaRenderStates } from '../media/render-states';
import { extractProductAsins, renderMarkdown, renderMarkdownDocument, type EmbedProduct } from '.';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const store = { amazonDomain: 'amazon.com.br', affiliateId: 'reviewhubbr-20', showPrices: true };
const product: EmbedProduct = {
  id: 7,
  asin: 'B0C1234XYZ',
  title: 'Fone Sony WH-1000XM5',
  brand: 'Sony',
  imageUrl: 'https://m.media-amazon.com/images/I/x.jpg',
  priceCents: 199_990,
  currency: 'BRL',
  priceUpdatedAt: '2026-11-21T08:00:00.000Z',
};
const products = new Map([[product.asin, product]]);
const render = (md: string, extra: object = {}) => renderMarkdown(md, { locale: 'br', products, store, now: NOW, ...extra });

describe('renderMarkdown: Markdown and GFM', () => {
  it('renders headings, lists, emphasis, tables and strikethrough', () => {
    const html = render('## Critérios\n\n- **um**\n- _dois_\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~velho~~');
    expect(html).toContain('<h2>Critérios</h2>');
    expect(html).toContain('<li><strong>um</strong></li>');
    expect(html).toContain('<table>');
    expect(html).toContain('<del>velho</del>');
  });

  it('turns a # heading into h2: the page title is the only h1', () => {
    expect(render('# Título')).toBe('<h2>Título</h2>');
  });

  it('keeps internal links as they are and opens outbound ones safely', () => {
    const html = render('[outro](/br/outro-post) [site](https://example.com/a) [loja](https://www.amazon.com.br/dp/B0C1234XYZ)');
    expect(html).toContain('<a href="/br/outro-post">outro</a>');
    expect(html).toContain('<a href="https://example.com/a" rel="noopener noreferrer" target="_blank">site</a>');
    expect(html).toContain('<a href="https://www.amazon.com.br/dp/B0C1234XYZ" rel="sponsored nofollow noopener" target="_blank">loja</a>');
  });

  it('treats marketplace links as sponsored too', () => {
    expect(render('[ml](https://www.mercadolivre.com.br/x)')).toContain('rel="sponsored nofollow noopener"');
  });

  it('loads images lazily', () => {
    expect(render('![Foto](https://example.com/a.jpg)')).toContain('<img src="https://example.com/a.jpg" alt="Foto" loading="lazy" decoding="async">');
    // A media-library image carries its size and variants in its address: sized, with a srcset.
    const folder = '/media/0123456789abcdef0123456789abcdef-800x600';
    expect(render(`![Foto](${folder}/800.jpg)`)).toContain(
      `<img src="${folder}/800.jpg" alt="Foto" loading="lazy" decoding="async" srcset="${folder}/320.jpg 320w, ${folder}/640.jpg 640w, ${folder}/800.jpg 800w" sizes="(min-width: 1240px) 1200px, 100vw" width="800" height="600">`,
    );
    // While its variants are being made (issue 26 item 7): only the written ones, the largest always.
    setMediaRenderStates([{ folder: folder.slice('/media/'.length), state: 'pending', done: 1, focal: null }]);
    try {
      expect(render(`![Foto](${folder}/800.jpg)`)).toContain(`srcset="${folder}/320.jpg 320w, ${folder}/800.jpg 800w"`);
    } finally {
      setMediaRenderStates([]);
    }
  });

  it('fills {month} and {year} in text but not in code', () => {
    const html = render('Ofertas de {month} de {year}\n\n`{year}`');
    expect(html).toContain('Ofertas de novembro de 2026');
    expect(html).toContain('<code>{year}</code>');
  });

  it('keeps as text whatever only looks like a directive', () => {
    const html = render('Nota:importante, tela 16:9 e :emoji[texto]{a=1}\n\n::outra\n\n:::caixa\nDentro\n:::');
    expect(html).toContain('Nota:importante, tela 16:9 e :emoji[texto]{a=1}');
    expect(html).toContain('<p>::outra</p>');
    expect(html).toContain('<p>:::caixa\nDentro\n:::</p>');
  });
});

describe('renderMarkdown: product embeds', () => {
  it('renders a product card with price, as-of time and a sponsored buy link', () => {
    const { html, embeds } = renderMarkdownDocument('Antes\n\n::product{asin="B0C1234XYZ"}\n\nDepois', { locale: 'br', products, store, now: NOW });
    expect(html).toContain('<aside class="product-embed" data-asin="B0C1234XYZ" aria-label="Fone Sony WH-1000XM5">');
    expect(html).toContain('<img class="product-embed__image" src="https://m.media-amazon.com/images/I/x.jpg" alt="Fone Sony WH-1000XM5"');
    expect(html).toMatch(/<strong>R\$\s1\.999,90<\/strong>/);
    expect(html).toContain('Preço verificado em 21/11/2026, 05:00');
    expect(html).toContain(
      '<a class="product-embed__buy" href="https://amazon.com.br/dp/B0C1234XYZ?tag=reviewhubbr-20" rel="sponsored nofollow noopener" target="_blank" data-click-kind="retailer" data-product-id="7" data-locale="br">Ver na Amazon</a>',
    );
    expect(embeds).toEqual([{ asin: 'B0C1234XYZ', productId: 7, priceShown: true }]);
  });

  it('leaves out a price older than 24 hours, and every price when the locale hides them', () => {
    const stale = new Map([[product.asin, { ...product, priceUpdatedAt: '2026-11-20T11:00:00.000Z' }]]);
    const old = renderMarkdownDocument('::product{asin="B0C1234XYZ"}', { locale: 'br', products: stale, store, now: NOW });
    expect(old.html).not.toContain('R$');
    expect(old.html).toContain('product-embed__buy');
    expect(old.embeds[0]?.priceShown).toBe(false);
    const hidden = renderMarkdown('::product{asin="B0C1234XYZ"}', { locale: 'br', products, store: { ...store, showPrices: false }, now: NOW });
    expect(hidden).not.toContain('R$');
  });

  it('embeds a ::product line that interrupts a paragraph, stands in a list item or quote, or has a label; not one in code', () => {
    const card = '<aside class="product-embed" data-asin="B0C1234XYZ"';
    const count = (html: string) => html.split(card).length - 1;
    expect(render('Antes\n::product{asin="B0C1234XYZ"}\nDepois')).toMatch(/^<p>Antes<\/p>\n<aside[^]*<\/aside>\n<p>Depois<\/p>$/);
    expect(count(render('- item\n\n  ::product{asin="B0C1234XYZ"}\n\n> ::product{asin="B0C1234XYZ"}'))).toBe(2);
    expect(count(render('::product[Fone]{asin="B0C1234XYZ"}'))).toBe(1);
    expect(render('```\n::product{asin="B0C1234XYZ"}\n```\n\n    ::product{asin="B0C1234XYZ"}')).not.toContain(card);
  });

  it('links the card title to the review when there is one', () => {
    const html = render('::product{asin="B0C1234XYZ"}', { reviewPath: () => '/br/avaliacao/fone-sony' });
    expect(html).toContain('<p class="product-embed__title"><a href="/br/avaliacao/fone-sony">Fone Sony WH-1000XM5</a></p>');
  });

  it('renders nothing for an unknown ASIN, a malformed one, or without products', () => {
    const unknown = renderMarkdownDocument('::product{asin="B0ZZZZZZZZ"}', { locale: 'br', products, store, now: NOW });
    expect(unknown.html).toBe('');
    expect(unknown.embeds).toEqual([{ asin: 'B0ZZZZZZZZ', productId: null, priceShown: false }]);
    expect(render('::product{asin="nope"}')).toBe('');
    expect(renderMarkdown('::product{asin="B0C1234XYZ"}', { locale: 'br' })).toBe('');
  });

  it('takes a resolver function as well as a map', () => {
    expect(render('::product{asin="B0C1234XYZ"}', { products: (asin: string) => (asin === product.asin ? product : undefined) })).toContain('product-embed');
  });

  it('cannot be forged with raw HTML', () => {
    const html = render('<product-embed asin="B0C1234XYZ"></product-embed>');
    expect(html).not.toContain('product-embed');
  });
});

/** The start tags of an HTML fragment (text never holds a raw '<': the serializer escapes it). */
const tags = (html: string) => html.toLowerCase().match(/<[a-z][^>]*>/g) ?? [];
const dangerous = (html: string) =>
  tags(html).some((tag) => /^<(script|iframe|style|svg|object|embed)/.test(tag) || /\son\w+=/.test(tag) || /(href|src)="\s*(javascript|data|vbscript):/.test(tag));

describe('renderMarkdown: hostile input', () => {
  const hostile = [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](  javascript:alert(1))',
    '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '![x](javascript:alert(1))',
    '<iframe src="https://evil.example"></iframe>',
    '<style>body{display:none}</style>',
    '<div onclick="alert(1)">hi</div>',
    '<svg><script>alert(1)</script></svg>',
    '::product{asin="B0C1234XYZ" onclick="alert(1)"}',
    ':x[y]{onmouseover="alert(1)"}',
    '[x](vbscript:msgbox(1))',
  ];

  it('has a detector that does see raw danger (so the checks below can fail)', () => {
    expect(dangerous('<p><a href="javascript:x">x</a></p>')).toBe(true);
    expect(dangerous('<img src=x onerror="y">')).toBe(true);
    expect(dangerous('<p>&#x3C;script></p>')).toBe(false);
  });

  it.each(hostile)('neutralises %s', (md) => {
    const html = render(md);
    expect(dangerous(html)).toBe(false);
    expect(html.toLowerCase()).not.toContain('<script');
  });

  it('never emits script, event handlers or javascript: URLs, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('<script>', '</script>', '<img src=x onerror=alert(1)>', '[a](javascript:x)', '::product{asin="B0C1234XYZ"}', '<a href="javascript:x">', '"', "'", '\n\n', '`', '*', '# ', 'onload=', '{', '}', ':::', 'text'),
          { maxLength: 30 },
        ),
        (parts) => {
          return !dangerous(render(parts.join('')));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('extractProductAsins', () => {
  it('lists embedded ASINs once, in order, ignoring malformed ones', () => {
    const md = 'x\n\n::product{asin="B0C1234XYZ"}\n\n  ::product{ asin="B0AAAAAAAA" }\n\n::product{asin="bad"}\n\n::product{asin="B0C1234XYZ"}\n\ntext ::product{asin="B0BBBBBBBB"}';
    expect(extractProductAsins(md)).toEqual(['B0C1234XYZ', 'B0AAAAAAAA']);
  });
});
