/** One block of the dashboard: a heading (the words), an optional count, its entries and a link to the whole list. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import './dashboard.css';

interface Props {
  title: string;
  /** Short name for tests and styles (`data-dashboard="drafts"`). */
  name: string;
  /** How many there are in all (the list shows the first few). */
  total?: number;
  more?: { href: string; label: string };
  children: ReactNode;
}

export function DashboardSection({ title, name, total, more, children }: Props) {
  const id = `dashboard-${name}`;
  return (
    <section className="panel dashboard-section" aria-labelledby={id} data-dashboard={name}>
      <h2 id={id} className="card-title">
        {title}
        {total !== undefined ? <span className="dashboard-count" data-count={total}>{total}</span> : null}
      </h2>
      {children}
      {more ? (
        <p className="dashboard-more">
          <Link href={more.href}>{more.label}</Link>
        </p>
      ) : null}
    </section>
  );
}
