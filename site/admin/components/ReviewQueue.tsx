/**
 * The dashboard's "Aguardando revisão" (issue 25 item 3, issue 26 item 2): how many posts and
 * reviews wait for an editor and the latest of them, each linked to its editor. An account that
 * does not review others' work sees its own items waiting.
 */
import { Link } from 'wouter';
import type { DashboardAnswer } from '../api/dashboard';
import { useAbilities } from '../lib/permissions';
import { ItemList } from './dashboard/ItemList';

export function ReviewQueue({ pending }: { pending: DashboardAnswer['pendingReview'] }) {
  const editorial = useAbilities().can('content.others');
  const total = pending.posts + pending.reviews;
  return (
    <div data-review-queue={total}>
      {total === 0 ? null : (
        <p>
          <Link href="/admin/posts?status=pending_review">{pending.posts === 1 ? '1 post' : `${pending.posts} posts`}</Link>
          {' e '}
          {pending.reviews === 1 ? '1 avaliação' : `${pending.reviews} avaliações`} {editorial ? 'aguardando revisão.' : 'seus aguardando revisão.'}
        </p>
      )}
      <ItemList items={pending.items} when="updated" empty={editorial ? 'Nada aguardando revisão.' : 'Nenhum item seu aguardando revisão.'} />
    </div>
  );
}
