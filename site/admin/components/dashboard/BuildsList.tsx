/** "Últimas construções": the latest builds with their state (and progress while they run), linked to the publishing screen. */
import { Link } from 'wouter';
import type { DashboardBuild } from '../../api/dashboard';
import { progressText } from '../publishing/BuildProgress';
import { BUILD_KIND_LABELS, buildStatusBadge, triggerLabel } from '../publishing/format';
import { ToneBadge } from '../publishing/ToneBadge';
import { formatDateTime } from '../../lib/datetime';

export function BuildsList({ builds }: { builds: DashboardBuild[] }) {
  if (!builds.length) return <p className="muted">Nenhuma construção registrada.</p>;
  return (
    <ul className="dashboard-list">
      {builds.map((b) => (
        <li key={b.id} data-build={b.id} data-build-status={b.status}>
          <Link href="/admin/pre-render">
            #{b.id} · {BUILD_KIND_LABELS[b.kind] ?? b.kind}
          </Link>{' '}
          <ToneBadge {...buildStatusBadge(b.status)} />
          <span className="muted">
            {' '}
            {triggerLabel(b.trigger)} · {formatDateTime(b.startedAt)}
            {b.status === 'running' || b.status === 'queued' ? ` · ${progressText(b)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
