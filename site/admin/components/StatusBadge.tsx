/** The editorial status as a coloured label, with the publish time of scheduled items. */
import { formatDateTime } from '../lib/datetime';
import { CONTENT_STATUS_LABELS, type ContentStatus } from '../forms/statuses';

export function StatusBadge({ status, publishAt }: { status: ContentStatus; publishAt?: string | null }) {
  return (
    <span className={`badge badge-${status}`}>
      {CONTENT_STATUS_LABELS[status] ?? status}
      {status === 'scheduled' && publishAt ? ` · ${formatDateTime(publishAt)}` : ''}
    </span>
  );
}
