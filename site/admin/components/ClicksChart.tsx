/**
 * Clicks per day as an inline SVG bar chart, stacked by region (docs/decisions.md, "Click
 * analytics": no charting library for one bar chart). Each bar has a <title> the browser shows
 * on hover, and the whole chart a text summary for screen readers.
 */
import { localeLabelText } from './Selects';
import { LOCALE_COLORS, layoutClickChart, shortDay } from '../lib/click-chart';
import type { ClickDayPoint } from '../../../shared/schemas/click-analytics';

const clicksText = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'clique' : 'cliques'}`;

export function ClicksChart({ points, total }: { points: ClickDayPoint[]; total: number }) {
  const layout = layoutClickChart(points);
  const { plot } = layout;
  const regions = [...new Set(layout.bars.flatMap((b) => b.segments.map((s) => s.locale)))];
  const summary = `Cliques por dia de ${shortDay(points[0]?.day ?? '')} a ${shortDay(points.at(-1)?.day ?? '')}: ${clicksText(total)} no total, no máximo ${clicksText(Math.max(...points.map((p) => p.clicks)))} em um dia.`;
  return (
    <figure className="clicks-chart">
      <svg viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={summary} data-clicks-chart="">
        {layout.ticks.map((t) => (
          <g key={t.value}>
            <line x1={plot.left} x2={plot.right} y1={t.y} y2={t.y} className="clicks-chart-grid" />
            <text x={plot.left - 6} y={t.y + 4} textAnchor="end" className="clicks-chart-axis">
              {t.value.toLocaleString('pt-BR')}
            </text>
          </g>
        ))}
        {layout.bars.map((bar) => (
          <g key={bar.day} data-day={bar.day} data-clicks={bar.clicks}>
            <title>{`${shortDay(bar.day)}: ${clicksText(bar.clicks)}${bar.segments.length > 1 ? ` (${bar.segments.map((s) => `${s.locale} ${s.clicks}`).join(', ')})` : ''}`}</title>
            {bar.segments.map((s) => (
              <rect key={s.locale} x={bar.x} y={s.y} width={bar.width} height={s.height} fill={LOCALE_COLORS[s.locale] ?? '#555'} data-locale={s.locale} />
            ))}
          </g>
        ))}
        {layout.labels.map((l) => (
          <text key={l.day} x={l.x} y={plot.bottom + 18} textAnchor="middle" className="clicks-chart-axis">
            {shortDay(l.day)}
          </text>
        ))}
      </svg>
      <figcaption className="clicks-chart-legend">
        {regions.map((locale) => (
          <span key={locale}>
            <svg className="clicks-chart-swatch" viewBox="0 0 10 10" aria-hidden="true">
              <rect width="10" height="10" fill={LOCALE_COLORS[locale]} />
            </svg>{' '}
            {localeLabelText(locale)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
