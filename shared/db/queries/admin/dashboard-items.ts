/**
 * The dashboard's lists of posts and reviews (issue 26 item 2): one account's drafts, what is
 * scheduled, what waits for review. Each list reads at most `limit` rows of each table through an
 * index that leads with its filter and ends with its order (migration 0038), and each count is a
 * range read of the same index: the cost does not grow with the number of posts.
 */
import type { DashboardItem } from '../../../schemas/dashboard';
import type { Db } from '../../connect';
import { whereInRegions, type RegionFilter } from './region-filter';

type Table = 'posts' | 'reviews';
const TABLES: readonly Table[] = ['posts', 'reviews'];
const KIND = { posts: 'post', reviews: 'review' } as const;

export interface ItemFilter extends RegionFilter {
  status: 'draft' | 'scheduled' | 'pending_review';
  /** Only the items this account created. */
  createdBy?: number;
}

function filtered(db: Db, table: Table, f: ItemFilter) {
  let q = whereInRegions(db.kysely.selectFrom(table), f).where('status', '=', f.status);
  if (f.createdBy !== undefined) q = q.where('created_by', '=', f.createdBy);
  return q;
}

/** How many posts and reviews match, per table. */
export async function countItems(db: Db, f: ItemFilter): Promise<Record<Table, number>> {
  const [posts, reviews] = await Promise.all(
    TABLES.map(async (table) => Number((await filtered(db, table, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)),
  );
  return { posts: posts!, reviews: reviews! };
}

/**
 * The first `limit` posts and reviews that match, merged: by `publish_at` soonest first for
 * scheduled items, by `updated_at` newest first otherwise.
 */
export async function listItems(db: Db, f: ItemFilter, limit: number): Promise<DashboardItem[]> {
  const bySchedule = f.status === 'scheduled';
  const perTable = await Promise.all(
    TABLES.map(async (table) => {
      const rows = await filtered(db, table, f)
        .select(['id', 'locale', 'title', 'status', 'updated_at', 'publish_at'])
        .orderBy(bySchedule ? 'publish_at' : 'updated_at', bySchedule ? 'asc' : 'desc')
        .orderBy('id', bySchedule ? 'asc' : 'desc')
        .limit(limit)
        .execute();
      return rows.map((r): DashboardItem => ({ kind: KIND[table], id: r.id, locale: r.locale, title: r.title, status: r.status, updatedAt: r.updated_at, publishAt: r.publish_at }));
    }),
  );
  const key = (i: DashboardItem) => (bySchedule ? i.publishAt ?? '' : i.updatedAt);
  return perTable
    .flat()
    .sort((a, b) => (bySchedule ? key(a).localeCompare(key(b)) : key(b).localeCompare(key(a))))
    .slice(0, limit);
}
