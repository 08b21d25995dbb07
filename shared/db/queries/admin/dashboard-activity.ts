/**
 * The dashboard's "Atividade recente" (issue 26 item 2): the team's latest changes to content, from
 * the audit log, with each item's title. Bounded: it reads the audit log's newest `WINDOW` rows
 * through the primary key (never the whole log), then at most three primary-key lookups of their
 * items; an account limited to some regions sees only items of those regions.
 */
import type { DashboardActivity } from '../../../schemas/dashboard';
import type { Db } from '../../connect';

/** What the dashboard lists: the team's work on what the site shows (not logins, accounts or settings). */
export const ACTIVITY_ENTITIES = ['post', 'review', 'product', 'category', 'media'] as const;

/** Entities with a locale; the others are shared by every region. */
const LOCALIZED = { post: 'posts', review: 'reviews', product: 'products' } as const;
type Localized = keyof typeof LOCALIZED;

/** Newest audit rows looked at: security events between content changes cannot make the read grow. */
const WINDOW = 500;

interface ItemInfo {
  title: string;
  locale: string | null;
}

const idsOf = (rows: { entity: string; entity_id: string | null }[], entity: string) =>
  [...new Set(rows.filter((r) => r.entity === entity).map((r) => Number(r.entity_id)).filter((n) => Number.isSafeInteger(n) && n > 0))];

async function lookUp(db: Db, rows: { entity: string; entity_id: string | null }[]): Promise<Map<string, ItemInfo>> {
  const found = new Map<string, ItemInfo>();
  const put = (entity: string, id: number, info: ItemInfo) => found.set(`${entity}:${id}`, info);
  await Promise.all([
    ...(Object.keys(LOCALIZED) as Localized[]).map(async (entity) => {
      const ids = idsOf(rows, entity);
      if (!ids.length) return;
      const items = await db.kysely.selectFrom(LOCALIZED[entity]).select(['id', 'title', 'locale']).where('id', 'in', ids).execute();
      for (const i of items) put(entity, i.id, { title: i.title, locale: i.locale });
    }),
    (async () => {
      const ids = idsOf(rows, 'category');
      if (!ids.length) return;
      // The Portuguese name: the admin is in Portuguese.
      const items = await db.kysely.selectFrom('categories').leftJoin('category_names', (j) => j.onRef('category_names.category_id', '=', 'categories.id').on('category_names.locale', '=', 'br'))
        .select(['categories.id', 'categories.slug', 'category_names.name']).where('categories.id', 'in', ids).execute();
      for (const i of items) put('category', i.id, { title: i.name ?? i.slug, locale: null });
    })(),
    (async () => {
      const ids = idsOf(rows, 'media');
      if (!ids.length) return;
      const items = await db.kysely.selectFrom('media').select(['id', 'original_name']).where('id', 'in', ids).execute();
      for (const i of items) put('media', i.id, { title: i.original_name, locale: null });
    })(),
  ]);
  return found;
}

/** The title a deleted item had, from its audit row's before/after copy. */
function titleFromJson(json: string | null): string | null {
  if (!json) return null;
  try {
    const row = JSON.parse(json) as Record<string, unknown>;
    for (const field of ['title', 'originalName', 'slug']) if (typeof row[field] === 'string') return row[field] as string;
  } catch {
    // A damaged copy: the entry is still listed, without a title.
  }
  return null;
}

/** The latest `limit` content changes, newest first; `locales` limits them to items of those regions. */
export async function recentActivity(db: Db, q: { limit: number; locales?: readonly string[] }): Promise<DashboardActivity[]> {
  const newest = await db.kysely.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  const top = Number(newest?.id ?? 0);
  if (!top) return [];
  const rows = await db.kysely
    .selectFrom('audit_log')
    .select(['id', 'user_id', 'action', 'entity', 'entity_id', 'created_at'])
    .where('id', '>', top - WINDOW)
    .where('entity', 'in', [...ACTIVITY_ENTITIES])
    .orderBy('id', 'desc')
    .limit(q.locales ? WINDOW : q.limit)
    .execute();
  const items = await lookUp(db, rows);
  const info = (r: (typeof rows)[number]) => items.get(`${r.entity}:${Number(r.entity_id)}`);
  const regions = q.locales;
  // A region-limited account sees items of its regions that still exist (a deleted one's region is unknown).
  const shown = (regions ? rows.filter((r) => r.entity in LOCALIZED && regions.includes(info(r)?.locale ?? '')) : rows).slice(0, q.limit);
  if (!shown.length) return [];
  const gone = shown.filter((r) => !info(r)).map((r) => r.id);
  const [users, copies] = await Promise.all([
    db.kysely.selectFrom('admin_users').select(['id', 'username']).where('id', 'in', [...new Set(shown.map((r) => r.user_id ?? 0))]).execute(),
    gone.length ? db.kysely.selectFrom('audit_log').select(['id', 'before_json', 'after_json']).where('id', 'in', gone).execute() : [],
  ]);
  const username = new Map(users.map((u) => [u.id, u.username]));
  const copy = new Map(copies.map((c) => [c.id, titleFromJson(c.after_json) ?? titleFromJson(c.before_json)]));
  return shown.map((r) => ({
    id: r.id,
    at: r.created_at,
    user: r.user_id === null ? null : username.get(r.user_id) ?? null,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    title: info(r)?.title ?? copy.get(r.id) ?? null,
    exists: info(r) !== undefined,
  }));
}
