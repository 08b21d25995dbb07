/**
 * The current title of the items named by one page of the audit log (issue 26 item 6), so the
 * screen shows "Melhores fones bluetooth" with a link instead of "Post 97". One UNION ALL query
 * per page whatever its mix of entities, each branch a primary-key lookup of that page's ids:
 * the cost follows the page size, never the log or the corpus.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';

/** Audit entities that name a row with a title, and where the title is. */
const TITLED = {
  post: { table: 'posts', column: 'title' },
  review: { table: 'reviews', column: 'title' },
  product: { table: 'products', column: 'title' },
  media: { table: 'media', column: 'original_name' },
  category: { table: 'categories', column: 'slug' },
  'admin-user': { table: 'admin_users', column: 'username' },
} as const;

type TitledEntity = keyof typeof TITLED;
const isTitled = (entity: string): entity is TitledEntity => Object.hasOwn(TITLED, entity);

/** The key of an item in the answer of `auditItemTitles`. */
export const auditItemKey = (entity: string, entityId: string | null) => `${entity}:${entityId ?? ''}`;

/**
 * The current title of each existing item among `rows`, keyed by `auditItemKey`. Deleted items
 * and entities without a title (a setting, a login) are absent.
 */
export async function auditItemTitles(ex: Kysely<Database>, rows: readonly { entity: string; entityId: string | null }[]): Promise<Map<string, string>> {
  const ids = new Map<TitledEntity, Set<number>>();
  for (const { entity, entityId } of rows) {
    if (!isTitled(entity) || entityId === null || !/^\d{1,15}$/.test(entityId)) continue;
    const set = ids.get(entity) ?? new Set<number>();
    set.add(Number(entityId));
    ids.set(entity, set);
  }
  const db = ex as unknown as Kysely<any>;
  // The entity names are this file's constants, so they are written into the SQL as literals
  // (PostgreSQL cannot type a bound parameter that only a UNION branch selects).
  const branches = [...ids].map(([entity, set]) => {
    const { table, column } = TITLED[entity];
    return db
      .selectFrom(table)
      .select([sql.lit(entity).as('entity'), `${table}.id as id`, sql<string>`${sql.ref(`${table}.${column}`)}`.as('title')])
      .where(`${table}.id`, 'in', [...set]);
  });
  const [first, ...rest] = branches;
  const titles = new Map<string, string>();
  if (!first) return titles;
  const found: { entity: string; id: number | string; title: string }[] = await rest.reduce((q, branch) => q.unionAll(branch), first).execute();
  for (const row of found) titles.set(auditItemKey(row.entity, String(row.id)), row.title);
  return titles;
}
