/**
 * The dashboard's review queue (issue 25 item 3), for accounts that review others' work: how many
 * posts and reviews wait, the posts through the posts list filtered by status, the reviews listed
 * here (they have no list of their own outside their product).
 */
import { Link } from 'wouter';
import { useDashboard } from '../api/link-findings';
import { reviews } from '../api/reviews';
import { useAbilities } from '../lib/permissions';

export function ReviewQueue() {
  const abilities = useAbilities();
  const dashboard = useDashboard();
  const editorial = abilities.can('content.others');
  const waiting = reviews.useList(editorial ? { status: 'pending_review', limit: 20 } : { limit: 1 });
  const counts = dashboard.data?.pendingReview;
  if (!editorial || !counts) return null;
  const total = counts.posts + counts.reviews;
  return (
    <section className="panel" aria-label="Aguardando revisão" data-review-queue={total}>
      <h2>Aguardando revisão</h2>
      {total === 0 ? (
        <p className="muted">Nada aguardando revisão.</p>
      ) : (
        <>
          <p>
            <Link href="/admin?status=pending_review">{counts.posts === 1 ? '1 post' : `${counts.posts} posts`}</Link>
            {' e '}
            {counts.reviews === 1 ? '1 avaliação' : `${counts.reviews} avaliações`} aguardando revisão.
          </p>
          {counts.reviews > 0 ? (
            <ul>
              {(waiting.data?.items ?? []).map((r) => (
                <li key={r.id}>
                  <Link href={`/admin/reviews/${r.id}`}>{r.title}</Link> <span className="muted">({r.locale})</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
