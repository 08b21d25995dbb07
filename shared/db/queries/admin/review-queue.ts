/**
 * The review queue (issue 25 item 3): how many posts and reviews wait for an editor. Both counts
 * are range reads of an index that leads with `status` (posts `(status, publish_at)`, reviews
 * `(status, updated_at)`), so they cost the same with 100,000 items as with 10.
 */
import type { Db } from '../../connect';
import { whereInRegions, type RegionFilter } from './region-filter';

export interface PendingReviewCounts {
  posts: number;
  reviews: number;
}

/** Items in `pending_review`, of the given regions when the filter names them. */
export async function countPendingReview(db: Db, filter: RegionFilter = {}): Promise<PendingReviewCounts> {
  const count = async (table: 'posts' | 'reviews') => {
    const row = await whereInRegions(db.kysely.selectFrom(table), filter)
      .where('status', '=', 'pending_review')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const [posts, reviews] = await Promise.all([count('posts'), count('reviews')]);
  return { posts, reviews };
}
