import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PriceHistoryView } from './PriceHistoryPanel';

const to = '2026-06-01T12:00:00.000Z';
const daysAgo = (d: number) => new Date(Date.parse(to) - d * 86_400_000).toISOString();

describe('price history on the admin product screen', () => {
  it('draws the price as a line in an SVG with a Portuguese summary of its range, and lists the changes newest first', () => {
    const html = renderToStaticMarkup(
      <PriceHistoryView
        locale="br"
        data={{ productId: 1, days: 90, since: daysAgo(90), to, points: [
          { at: daysAgo(100), priceCents: 19990, currency: 'BRL', availability: 'in_stock' },
          { at: daysAgo(20), priceCents: null, currency: 'BRL', availability: 'out_of_stock' },
          { at: daysAgo(10), priceCents: 15990, currency: 'BRL', availability: 'in_stock' },
        ] }}
      />,
    );
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Preço de 03\/03 a 01\/06: mínimo R\$\s159,90, máximo R\$\s199,90, 3 registros\."/);
    // Two runs of the line: before and after the time without an offer.
    expect(html.match(/<path d="([^"]+)"/)![1]!.match(/M/g)).toHaveLength(2);
    expect(html.indexOf('sem oferta (Fora de estoque)')).toBeGreaterThan(html.indexOf('R$ 159,90 (Em estoque)'.replace(' ', '\u00a0')));
  });

  it('says there is nothing yet when no price was recorded in the period', () => {
    const html = renderToStaticMarkup(<PriceHistoryView locale="br" data={{ productId: 1, days: 30, since: daysAgo(30), to, points: [] }} />);
    expect(html).toContain('Nenhum preço registrado neste período.');
    expect(html).not.toContain('<svg');
  });
});
