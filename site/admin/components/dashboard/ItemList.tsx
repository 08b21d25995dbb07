/** Posts and reviews on the dashboard, each linked to its editor, with its region and (scheduled) time. */
import { Link } from 'wouter';
import { applyTitlePlaceholders } from '../../../../shared/format/title';
import { isLocale } from '../../../../shared/locales';
import type { DashboardItem } from '../../api/dashboard';
import { adminItemPath } from '../../lib/admin-paths';
import { formatDateTime } from '../../lib/datetime';

const KIND_LABELS: Record<DashboardItem['kind'], string> = { post: 'Post', review: 'Avaliação' };

/** The title as the page shows it ({month}/{year} filled in). */
export const displayedTitle = (title: string, locale: string) => (isLocale(locale) ? applyTitlePlaceholders(title, locale) : title);

export function ItemList({ items, empty, when }: { items: DashboardItem[]; empty: string; when: 'updated' | 'publish' }) {
  if (!items.length) return <p className="muted">{empty}</p>;
  return (
    <ul className="dashboard-list">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} data-item={`${item.kind}-${item.id}`}>
          <Link href={adminItemPath(item.kind, item.id)!}>{displayedTitle(item.title, item.locale)}</Link>
          <span className="muted">
            {' '}
            {KIND_LABELS[item.kind]} · {item.locale} ·{' '}
            {when === 'publish' ? <time dateTime={item.publishAt ?? undefined}>{formatDateTime(item.publishAt)}</time> : `alterado em ${formatDateTime(item.updatedAt)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
