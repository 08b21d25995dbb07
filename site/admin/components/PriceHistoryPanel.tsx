/**
 * A product's price history on its admin screen (issue 27 item 1): a step line in inline SVG, in
 * the clicks screen's style (no charting library), a text summary for screen readers, and the
 * list of the changes. Portuguese, as the whole admin.
 */
import { useState } from 'react';
import { formatCents } from '../../../shared/format/price';
import { isLocale } from '../../../shared/locales';
import { layoutPriceChart } from '../../../shared/price-summary';
import { PRICE_HISTORY_PERIODS, type PriceHistoryAnswer } from '../../../shared/schemas/price-history';
import { usePriceHistory } from '../api/price-history';
import { formatDateTime } from '../lib/datetime';

const AVAILABILITY_LABELS: Record<string, string> = {
  in_stock: 'Em estoque', out_of_stock: 'Fora de estoque', preorder: 'Pré-venda', unavailable: 'Indisponível', unknown: 'Desconhecida',
};
const PERIOD_LABELS: Record<number, string> = { 30: '30 dias', 90: '90 dias', 365: '1 ano', 730: '2 anos' };
const SIZE = { width: 640, height: 200, pad: 12 };

export function PriceHistoryPanel({ productId, locale }: { productId: number; locale: string }) {
  const [days, setDays] = useState<number>(90);
  const query = usePriceHistory(productId, days);
  return (
    <section className="panel" aria-label="Histórico de preço" data-price-history>
      <h2>Histórico de preço</h2>
      <label>
        Período{' '}
        <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {PRICE_HISTORY_PERIODS.map((d) => (
            <option key={d} value={d}>{PERIOD_LABELS[d]}</option>
          ))}
        </select>
      </label>
      {query.data ? <PriceHistoryView data={query.data} locale={locale} /> : null}
    </section>
  );
}

/** The chart, its summary and the list of changes of one answer (or a line saying there is none). */
export function PriceHistoryView({ data, locale }: { data: PriceHistoryAnswer; locale: string }) {
  const days = data.days;
  const money = (cents: number, currency: string) => (isLocale(locale) ? formatCents(cents, locale, currency) : `${(cents / 100).toFixed(2)} ${currency}`);
  const layout = layoutPriceChart(data.points, new Date(data.to), days, SIZE);
  const currency = data.points.at(-1)?.currency ?? '';
  const day = (ms: number) => new Date(ms).toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const summary = layout
    ? `Preço de ${day(layout.from)} a ${day(layout.to)}: mínimo ${money(layout.minCents, currency)}, máximo ${money(layout.maxCents, currency)}, ${data.points.length} ${data.points.length === 1 ? 'registro' : 'registros'}.`
    : '';
  return !layout ? (
        <p className="muted">Nenhum preço registrado neste período. A atualização de preços registra cada mudança de preço ou de disponibilidade.</p>
      ) : (
        <>
          <figure className="clicks-chart">
            <svg viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={summary} data-price-chart="">
              <line x1={SIZE.pad} x2={layout.width - SIZE.pad} y1={SIZE.pad} y2={SIZE.pad} className="clicks-chart-grid" />
              <line x1={SIZE.pad} x2={layout.width - SIZE.pad} y1={layout.height - SIZE.pad} y2={layout.height - SIZE.pad} className="clicks-chart-grid" />
              <path d={layout.path} fill="none" stroke="#2553a8" strokeWidth={2} data-price-line="" />
              <text x={layout.width - SIZE.pad} y={SIZE.pad + 12} textAnchor="end" className="clicks-chart-axis">{money(layout.maxCents, currency)}</text>
              <text x={layout.width - SIZE.pad} y={layout.height - SIZE.pad - 4} textAnchor="end" className="clicks-chart-axis">{money(layout.minCents, currency)}</text>
            </svg>
            <figcaption className="muted">{summary}</figcaption>
          </figure>
          <details>
            <summary>Mudanças registradas</summary>
            <ul data-price-points>
              {[...data.points].reverse().map((p) => (
                <li key={p.at}>
                  {formatDateTime(p.at)}: {p.priceCents === null ? 'sem oferta' : money(p.priceCents, p.currency)} ({AVAILABILITY_LABELS[p.availability] ?? p.availability})
                </li>
              ))}
            </ul>
          </details>
        </>
      );
}
