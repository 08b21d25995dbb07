/** "Cliques (7 dias)": the total of buy-link clicks and one bar per day, linked to the clicks screen where the account has it. */
import { Link } from 'wouter';
import type { DashboardAnswer } from '../../api/dashboard';

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export function ClicksSummary({ clicks, linked }: { clicks: DashboardAnswer['clicks']; linked: boolean }) {
  const max = Math.max(1, ...clicks.points.map((p) => p.clicks));
  const total = clicks.total === 1 ? '1 clique' : `${clicks.total.toLocaleString('pt-BR')} cliques`;
  return (
    <>
      <p data-clicks-total={clicks.total}>
        <strong>{linked ? <Link href="/admin/clicks">{total}</Link> : total}</strong> em links de compra de {dayLabel(clicks.from)} a {dayLabel(clicks.to)}.
      </p>
      <ol className="dashboard-bars" aria-label="Cliques por dia">
        {clicks.points.map((p) => (
          <li key={p.day} title={`${dayLabel(p.day)}: ${p.clicks}`}>
            <span className="dashboard-bar" style={{ height: `${Math.round((p.clicks / max) * 100)}%` }} />
            <span className="dashboard-bar-label">{dayLabel(p.day)}</span>
            <span className="sr-only">: {p.clicks}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
