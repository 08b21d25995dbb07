import { describe, expect, it } from 'vitest';
import { extractProductAsins, extractProductLists, productListProblems, renderMarkdownDocument, type EmbedProduct } from '.';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const store = { amazonDomain: 'amazon.com.br', affiliateId: 'reviewhubbr-20', showPrices: true };
const make = (id: number, asin: string, extra: Partial<EmbedProduct> = {}): EmbedProduct => ({
  id,
  asin,
  title: `Produto ${id}`,
  brand: `Marca ${id}`,
  imageUrl: `https://m.media-amazon.com/images/I/${id}.jpg`,
  priceCents: 10_000 * id,
  currency: 'BRL',
  priceUpdatedAt: '2026-11-21T08:00:00.000Z',
  rating: null,
  ...extra,
});
const a = make(1, 'B0AAAAAAAA', { rating: 4.4 });
const b = make(2, 'B0BBBBBBBB', { priceUpdatedAt: '2026-11-19T08:00:00.000Z' });
const c = make(3, 'B0CCCCCCCC', { imageUrl: null });
const products = new Map([a, b, c].map((p) => [p.asin, p]));
const reviews = new Map([[1, { rating: 4.6, pros: ['Bateria de 30 h', 'Cancelamento de ruído', 'Leve', 'Dobrável'] }]]);
const render = (md: string, extra: object = {}) =>
  renderMarkdownDocument(md, {
    locale: 'br',
    products,
    store,
    now: NOW,
    reviewPath: (p) => (p.id === 1 ? '/br/avaliacao/produto-1' : undefined),
    review: (p) => reviews.get(p.id),
    ...extra,
  });
/** The ASINs of the rendered rows or items, in document order. */
const order = (html: string) => [...html.matchAll(/<(?:tr|li) [^>]*data-asin="([A-Z0-9]{10})"/g)].map((m) => m[1]);

describe('::products comparison table', () => {
  const md = 'Antes\n\n::products{asins="B0AAAAAAAA,B0BBBBBBBB,B0CCCCCCCC" style="table"}\n\nDepois';

  it('renders one row per product in the order written, with header cells and a caption', () => {
    const { html } = render(md);
    expect(html).toMatch(/^<p>Antes<\/p>\n<div class="product-list product-list--table"><table class="product-list__table"><caption>Comparativo de 3 produtos<\/caption><thead><tr><th scope="col">Produto<\/th><th scope="col">Nota do editor<\/th>/);
    expect(html).toMatch(/<\/table><\/div>\n<p>Depois<\/p>$/);
    expect(order(html)).toEqual(['B0AAAAAAAA', 'B0BBBBBBBB', 'B0CCCCCCCC']);
    expect(order(render('::products{asins="B0CCCCCCCC B0AAAAAAAA"}').html)).toEqual(['B0CCCCCCCC', 'B0AAAAAAAA']);
  });

  it('shows image with its size, name linked to the review, editor score, highlights, price as of and a sponsored buy link', () => {
    const { html } = render(md);
    expect(html).toContain('<img class="product-list__image" src="https://m.media-amazon.com/images/I/1.jpg" alt="Produto 1" loading="lazy" decoding="async" width="96" height="96">');
    expect(html).toContain('<span class="product-list__name"><a href="/br/avaliacao/produto-1">Produto 1</a></span>');
    expect(html).toContain('<strong class="product-list__score">4,6 de 5</strong>');
    // The first three pros, then the retailer's customer rating.
    expect(html).toContain('<ul class="product-list__specs"><li>Bateria de 30 h</li><li>Cancelamento de ruído</li><li>Leve</li><li>Avaliação: 4,4 de 5</li></ul>');
    expect(html).not.toContain('Dobrável');
    expect(html).toMatch(/<strong>R\$\s100,00<\/strong> <small><time datetime="2026-11-21T08:00:00.000Z">Preço verificado em 21\/11\/2026, 05:00<\/time><\/small>/);
    expect(html).toContain(
      '<a class="product-list__buy" href="https://amazon.com.br/dp/B0AAAAAAAA?tag=reviewhubbr-20" rel="sponsored nofollow noopener" target="_blank" data-click-kind="retailer" data-product-id="1" data-locale="br">Ver na Amazon</a>',
    );
    expect(html.match(/class="product-list__buy"/g)).toHaveLength(3);
  });

  it('says a sold-out or withdrawn product cannot be bought instead of showing its last price, as the product box does', () => {
    const soldOut = new Map([a, { ...b, priceUpdatedAt: a.priceUpdatedAt, availability: 'out_of_stock' as const }, { ...c, availability: 'unavailable' as const }].map((p) => [p.asin, p]));
    const { html } = render(md, { products: soldOut });
    expect(html.match(/class="product-list__price"/g)).toHaveLength(1);
    expect(html).toContain('<span class="product-list__price product-list__price--none">Fora de estoque no momento na Amazon.</span>');
    expect(html).toContain('<span class="product-list__price product-list__price--none">Este produto não está mais disponível na Amazon.</span>');
    expect(html).not.toMatch(/R\$\s200,00/);
    expect(html.match(/class="product-list__buy"/g)).toHaveLength(3);
  });

  it('says when a product has no review and no current price, and leaves out a missing image', () => {
    const { html } = render(md);
    const row = (asin: string) => html.slice(html.indexOf(`data-asin="${asin}"`), html.indexOf('</tr>', html.indexOf(`data-asin="${asin}"`)));
    expect(row('B0BBBBBBBB')).toContain('Sem avaliação');
    expect(row('B0BBBBBBBB')).toContain('Preço indisponível');
    expect(row('B0BBBBBBBB')).not.toContain('R$');
    expect(row('B0BBBBBBBB')).toContain('<span class="product-list__name">Produto 2</span>');
    expect(row('B0CCCCCCCC')).not.toContain('<img');
  });

  it('reports which products show a price and each list for JSON-LD', () => {
    const { embeds, lists } = render(md);
    expect(embeds).toEqual([
      { asin: 'B0AAAAAAAA', productId: 1, priceShown: true },
      { asin: 'B0BBBBBBBB', productId: 2, priceShown: false },
      { asin: 'B0CCCCCCCC', productId: 3, priceShown: true },
    ]);
    expect(lists).toEqual([
      {
        style: 'table',
        products: [
          { productId: 1, asin: 'B0AAAAAAAA', name: 'Produto 1', reviewPath: '/br/avaliacao/produto-1', priceShown: true },
          { productId: 2, asin: 'B0BBBBBBBB', name: 'Produto 2', reviewPath: undefined, priceShown: false },
          { productId: 3, asin: 'B0CCCCCCCC', name: 'Produto 3', reviewPath: undefined, priceShown: true },
        ],
      },
    ]);
  });

  it('hides every price when the locale hides them', () => {
    const { html, embeds } = render(md, { store: { ...store, showPrices: false } });
    expect(html).not.toContain('R$');
    expect(embeds.some((e) => e.priceShown)).toBe(false);
  });

  it('speaks the page language', () => {
    const { html } = renderMarkdownDocument(md, { locale: 'us', products, store: { ...store, amazonDomain: 'amazon.com' }, now: NOW, review: (p) => reviews.get(p.id) });
    expect(html).toContain('<caption>Comparison of 3 products</caption>');
    expect(html).toContain('4.6 out of 5');
    expect(html).toContain('View on Amazon');
  });

  it('leaves out products that are not found (unpublished since) and renders nothing when none is', () => {
    const some = render('::products{asins="B0AAAAAAAA,B0ZZZZZZZZ,B0CCCCCCCC"}');
    expect(order(some.html)).toEqual(['B0AAAAAAAA', 'B0CCCCCCCC']);
    expect(some.embeds.find((e) => e.asin === 'B0ZZZZZZZZ')).toEqual({ asin: 'B0ZZZZZZZZ', productId: null, priceShown: false });
    expect(render('::products{asins="B0ZZZZZZZZ,B0YYYYYYYY"}').html).toBe('');
    expect(renderMarkdownDocument('::products{asins="B0AAAAAAAA,B0BBBBBBBB"}', { locale: 'br' }).html).toBe('');
  });
});

describe('::products ranked list', () => {
  it('renders an ordered list in the order written, each item with its rank, score, price and buy link', () => {
    const { html, lists } = render('::products{asins="B0CCCCCCCC,B0AAAAAAAA,B0BBBBBBBB" style="list"}');
    expect(html).toMatch(/^<ol class="product-list product-list--ranked" aria-label="Ranking de 3 produtos"><li class="product-list__item" data-asin="B0CCCCCCCC"><span class="product-list__rank" aria-hidden="true">1<\/span>/);
    expect(order(html)).toEqual(['B0CCCCCCCC', 'B0AAAAAAAA', 'B0BBBBBBBB']);
    expect(html.match(/class="product-list__rank" aria-hidden="true">(\d)</g)?.map((m) => m.slice(-2, -1))).toEqual(['1', '2', '3']);
    expect(html.match(/rel="sponsored nofollow noopener"/g)).toHaveLength(3);
    expect(html).toContain('<strong class="product-list__score">4,6 de 5</strong>');
    expect(lists.map((l) => l.style)).toEqual(['list']);
  });

  it('stands in a list item or a quote, interrupts a paragraph, and is text in code', () => {
    const table = 'class="product-list ';
    const count = (html: string) => html.split(table).length - 1;
    expect(count(render('- item\n\n  ::products{asins="B0AAAAAAAA,B0BBBBBBBB"}\n\n> ::products{asins="B0AAAAAAAA,B0BBBBBBBB" style="list"}').html)).toBe(2);
    expect(render('Antes\n::products{asins="B0AAAAAAAA,B0BBBBBBBB"}').html).toMatch(/^<p>Antes<\/p>\n<div class="product-list/);
    expect(count(render('```\n::products{asins="B0AAAAAAAA,B0BBBBBBBB"}\n```').html)).toBe(0);
  });

  it('cannot be forged with raw HTML nor carry an event handler', () => {
    expect(render('<products-embed asins="B0AAAAAAAA" layout="list"></products-embed>').html).not.toContain('product-list');
    expect(render('::products{asins="B0AAAAAAAA,B0BBBBBBBB" onclick="alert(1)"}').html).not.toMatch(/onclick/i);
  });
});

describe('::products directive text', () => {
  it('is read with its products in order, duplicates and malformed ASINs left out of what renders', () => {
    const [list] = extractProductLists('x\n\n  ::products[Top]{ asins="B0AAAAAAAA, B0BBBBBBBB,bad,B0AAAAAAAA" style="list" }\n');
    expect(list).toEqual({ written: ['B0AAAAAAAA', 'B0BBBBBBBB', 'bad', 'B0AAAAAAAA'], asins: ['B0AAAAAAAA', 'B0BBBBBBBB'], writtenStyle: 'list', style: 'list' });
    expect(extractProductLists('::product{asin="B0AAAAAAAA"}\n::productsx{asins="B0AAAAAAAA"}')).toEqual([]);
  });

  it('adds its ASINs to the ones a page must load, after the cards', () => {
    expect(extractProductAsins('::product{asin="B0CCCCCCCC"}\n\n::products{asins="B0AAAAAAAA,B0CCCCCCCC,B0BBBBBBBB"}')).toEqual(['B0CCCCCCCC', 'B0AAAAAAAA', 'B0BBBBBBBB']);
  });

  it('names what is wrong: count out of 2–6, malformed or repeated ASIN, unknown style', () => {
    const problems = (md: string) => extractProductLists(md).flatMap(productListProblems);
    expect(problems('::products{asins="B0AAAAAAAA,B0BBBBBBBB" style="table"}')).toEqual([]);
    expect(problems('::products{asins="B0AAAAAAAA"}')).toEqual(['::products{asins="B0AAAAAAAA"}: lists 1 product(s); a comparison table or ranked list shows 2 to 6']);
    expect(problems('::products{style="list"}')[0]).toContain('lists 0 product(s)');
    const seven = Array.from({ length: 7 }, (_, i) => `B0AAAAAAA${i}`).join(',');
    expect(problems(`::products{asins="${seven}"}`)[0]).toContain('lists 7 product(s)');
    expect(problems('::products{asins="B0AAAAAAAA,b0bbbbbbbb"}')).toEqual(['::products{asins="B0AAAAAAAA,b0bbbbbbbb"}: "b0bbbbbbbb" is not an ASIN (10 upper-case letters or digits, e.g. B0C1234XYZ)']);
    expect(problems('::products{asins="B0AAAAAAAA,B0AAAAAAAA,B0BBBBBBBB"}')).toEqual(['::products{asins="B0AAAAAAAA,B0AAAAAAAA,B0BBBBBBBB"}: B0AAAAAAAA is listed more than once']);
    expect(problems('::products{asins="B0AAAAAAAA,B0BBBBBBBB" style="grid"}')).toEqual(['::products{asins="B0AAAAAAAA,B0BBBBBBBB"}: style "grid" is not one of table, list']);
  });
});
