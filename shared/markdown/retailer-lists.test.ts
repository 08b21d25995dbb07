import { describe, expect, it } from 'vitest';
import { extractRetailerLists, renderMarkdownDocument, retailerListKey, retailerListLine, retailerListProblems, type EmbedProduct } from '.';
import { toPortable, fromPortable } from './portable';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const store = { amazonDomain: 'amazon.com.br', affiliateId: 'reviewhubbr-20', showPrices: true };
const make = (id: number, asin: string): EmbedProduct => ({
  id, asin, title: `Fone ${id}`, brand: null, imageUrl: null, priceCents: 9_990 * id, currency: 'BRL', priceUpdatedAt: '2026-11-21T08:00:00.000Z', rating: null,
});
const problems = (md: string) => extractRetailerLists(md).flatMap(retailerListProblems);

describe('::bestsellers and ::new-releases lines', () => {
  it('reads the kind, query and count, and the importer’s AAWP syntax is valid', () => {
    const [best, fresh] = extractRetailerLists('Texto\n\n::bestsellers{keywords="fone  bluetooth" count="3"}\n\n  ::new-releases{browse-node="16243803011"}\n');
    expect(best).toMatchObject({ kind: 'bestsellers', query: 'fone bluetooth', count: 3 });
    expect(fresh).toMatchObject({ kind: 'new-releases', query: '16243803011', count: 10 });
    expect(retailerListKey(best!)).not.toBe(retailerListKey({ ...best!, count: 4 }));
    expect(problems(retailerListLine('bestsellers', 'fone "bluetooth"', 10))).toEqual([]);
    expect(retailerListLine('bestsellers', 'fone "bluetooth"', 10)).toBe('::bestsellers{keywords="fone bluetooth" count="10"}');
    expect(extractRetailerLists('::bestsellersx{keywords="a"}\n::products{asins="B0AAAAAAAA"}')).toEqual([]);
  });

  it('names each problem of a malformed line', () => {
    expect(problems('::bestsellers{count="10"}')).toEqual([expect.stringContaining('missing keywords=')]);
    expect(problems('::bestsellers')).toEqual([expect.stringContaining('missing keywords=')]);
    expect(problems('::bestsellers{keywords="fone" count="11"}')).toEqual([expect.stringContaining('count "11" is not a whole number from 1 to 10')]);
    expect(problems('::bestsellers{keywords="fone" count="0"}')).toEqual([expect.stringContaining('count "0"')]);
    expect(problems('::bestsellers{keywords="fone" count="dez"}')).toEqual([expect.stringContaining('count "dez"')]);
    expect(problems('::bestsellers{keywords="fone" limit="3"}')).toEqual([expect.stringContaining('unknown attribute "limit"')]);
    expect(problems('::new-releases{keywords="fone"}')).toEqual([expect.stringContaining('unknown attribute "keywords"'), expect.stringContaining('missing browse-node=')]);
    expect(problems('::new-releases{browse-node="eletrônicos"}')).toEqual([expect.stringContaining('is not a category number')]);
    expect(problems('::bestsellers{keywords=fone}')).toEqual([expect.stringContaining('cannot read "keywords=fone"'), expect.stringContaining('missing keywords=')]);
    expect(problems(`::bestsellers{keywords="${'a'.repeat(201)}"}`)).toEqual([expect.stringContaining('longer than 200')]);
  });
});

describe('rendering a list', () => {
  const md = 'Antes\n\n::bestsellers{keywords="fone bluetooth" count="2"}\n\nDepois';
  const key = 'bestsellers|2|fone bluetooth';
  const items = [make(1, 'B0AAAAAAAA'), make(2, 'B0BBBBBBBB')];

  it('shows the filled list as a ranked list with sponsored buy links, in the retailer’s order', () => {
    const { html, lists, embeds } = renderMarkdownDocument(md, { locale: 'br', store, now: NOW, retailerLists: new Map([[key, items]]) });
    expect(html).toContain('Mais vendidos: fone bluetooth');
    expect([...html.matchAll(/<li [^>]*data-asin="([A-Z0-9]{10})"/g)].map((m) => m[1])).toEqual(['B0AAAAAAAA', 'B0BBBBBBBB']);
    expect(html).toContain('href="https://amazon.com.br/dp/B0AAAAAAAA?tag=reviewhubbr-20"');
    expect(html).toMatch(/rel="sponsored nofollow noopener"/);
    expect(lists).toEqual([{ style: 'list', products: [expect.objectContaining({ asin: 'B0AAAAAAAA' }), expect.objectContaining({ asin: 'B0BBBBBBBB' })] }]);
    expect(embeds.every((e) => e.priceShown)).toBe(true);
    const us = renderMarkdownDocument('::new-releases{browse-node="123" count="2"}', { locale: 'us', store, now: NOW, retailerLists: new Map([['new-releases|2|123', items]]) });
    expect(us.html).toContain('New releases');
  });

  it('renders nothing visible while the list is not filled, and nothing for a line without a query', () => {
    for (const retailerLists of [undefined, new Map(), new Map([[key, []]])]) {
      const { html } = renderMarkdownDocument(md, { locale: 'br', store, now: NOW, retailerLists });
      expect(html.replace(/\n+/g, '\n')).toBe('<p>Antes</p>\n<p>Depois</p>');
    }
    expect(renderMarkdownDocument('::bestsellers{count="2"}', { locale: 'br', store, now: NOW }).html).toBe('');
  });

  it('carries the list items to the isolated renderer (admin preview)', () => {
    const options = fromPortable(structuredClone(toPortable(md, { locale: 'br', store, now: NOW, retailerLists: new Map([[key, items]]) })));
    expect(renderMarkdownDocument(md, options).html).toContain('data-asin="B0BBBBBBBB"');
  });
});
