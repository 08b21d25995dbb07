/** The one shape of every admin list answer: a page of items and the total of every match. */
import type { SelectQueryBuilder } from 'kysely';
import type { Paged } from '../../../schemas/admin';
import type { Database } from '../../schema';

/**
 * Fetches a page and counts all matches in parallel. `filtered` is the list's query with its
 * filters but no selection, ordering or limit, so `total` counts every match and not the page.
 */
export async function fetchPage<R, T>(
  q: { limit: number; offset: number },
  // `any` tables: any list's query counts the same way, whatever it selects from or joins.
  filtered: SelectQueryBuilder<Database, any, object>,
  page: Promise<R[]>,
  toItem: (row: R) => T,
): Promise<Paged<T>> {
  const [rows, count] = await Promise.all([
    page,
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toItem), total: Number(count.n), limit: q.limit, offset: q.offset };
}
