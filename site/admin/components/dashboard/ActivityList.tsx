/**
 * "Atividade recente": the team's latest changes, in Portuguese ('Alteração · Post'), each with the
 * item's title linked to its screen (a deleted item's last title, unlinked), who and when.
 */
import { Link } from 'wouter';
import type { DashboardActivity } from '../../api/dashboard';
import { adminItemPath } from '../../lib/admin-paths';
import { auditActionLabel, auditEntityLabel } from '../../lib/audit-labels';
import { formatDateTime } from '../../lib/datetime';

export function ActivityList({ items }: { items: DashboardActivity[] }) {
  if (!items.length) return <p className="muted">Nenhuma alteração recente.</p>;
  return (
    <ul className="dashboard-list">
      {items.map((a) => {
        const href = a.exists ? adminItemPath(a.entity, a.entityId) : undefined;
        const title = a.title ?? `${auditEntityLabel(a.entity)} ${a.entityId ?? ''}`.trim();
        return (
          <li key={a.id} data-activity={a.id}>
            <span className="dashboard-what">
              {auditActionLabel(a.action)} · {auditEntityLabel(a.entity)}:
            </span>{' '}
            {href ? <Link href={href}>{title}</Link> : <span>{title}{a.exists ? '' : ' (excluído)'}</span>}
            <span className="muted">
              {' '}
              por {a.user ?? 'sistema'} · {formatDateTime(a.at)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
