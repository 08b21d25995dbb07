/** Categories with their name in every locale (`category_names`), as the admin edits them. */
import type { Kysely } from 'kysely';
import type { AdminCategory, CategoryInput, CategoryUpdateInput } from '../../../schemas/category';
import type { CategoryListQuery, Paged } from '../../../schemas/admin';
import { normalizeForSearch } from '../../../format/search-text';
import type { Db } from '../../connect';
import type { CategoryRow, Database } from '../../schema';
import { DuplicateError, InUseError } from './errors';
import { fetchPage } from './paging';
import { lockIf, type ChangeStore } from './store';

async function namesOf(ex: Kysely<Database>, ids: number[]): Promise<Map<number, Record<string, string>>> {
  const out = new Map<number, Record<string, string>>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return out;
  const rows = await ex.selectFrom('category_names').select(['category_id', 'locale', 'name']).where('category_id', 'in', ids).orderBy('locale').execute();
  for (const r of rows) out.get(r.category_id)![r.locale] = r.name;
  return out;
}

function toAdminCategory(row: CategoryRow, names: Record<string, string>): AdminCategory {
  return { id: row.id, slug: row.slug, sortOrder: row.sort_order, names, updatedAt: row.updated_at, version: row.version };
}

async function assertSlugFree(ex: Kysely<Database>, slug: string, exceptId?: number): Promise<void> {
  let query = ex.selectFrom('categories').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const taken = await query.executeTakeFirst();
  if (taken) throw new DuplicateError('slug', `slug '${slug}' is already used by category ${taken.id}`);
}

async function writeNames(ex: Kysely<Database>, id: number, names: CategoryInput['names']): Promise<void> {
  await ex.deleteFrom('category_names').where('category_id', '=', id).execute();
  const rows = Object.entries(names).flatMap(([locale, name]) => (name ? [{ category_id: id, locale, name }] : []));
  if (rows.length) await ex.insertInto('category_names').values(rows).execute();
}

export const categoryStore: ChangeStore<AdminCategory, number, CategoryInput, CategoryUpdateInput> = {
  entity: 'category',
  keyOf: (row) => row.id,
  versionOf: (row) => row.version,
  async load(ex, id, options) {
    const row = await lockIf(ex.selectFrom('categories').selectAll().where('id', '=', id), options).executeTakeFirst();
    if (!row) return undefined;
    return toAdminCategory(row, (await namesOf(ex, [id])).get(id)!);
  },
  async insert(ex, input, { at }) {
    await assertSlugFree(ex, input.slug);
    const { id } = await ex
      .insertInto('categories')
      .values({ slug: input.slug, sort_order: input.sortOrder, updated_at: at, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeNames(ex, id, input.names);
    return id;
  },
  async update(ex, current, input, { at }) {
    await assertSlugFree(ex, input.slug, current.id);
    const result = await ex
      .updateTable('categories')
      .set({ slug: input.slug, sort_order: input.sortOrder, updated_at: at, version: current.version + 1 })
      .where('id', '=', current.id)
      .where('version', '=', current.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await writeNames(ex, current.id, input.names);
    return true;
  },
  /** Refused while posts or products use it: they would silently lose their category. */
  async remove(ex, current) {
    const [posts, products] = await Promise.all(
      (['posts', 'products'] as const).map((table) =>
        ex.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('category_id', '=', current.id).executeTakeFirstOrThrow(),
      ),
    );
    const counts = { posts: Number(posts!.n), products: Number(products!.n) };
    if (counts.posts + counts.products > 0) {
      throw new InUseError(
        `Category '${current.slug}' is used by ${counts.posts} post(s) and ${counts.products} product(s): move them to another category first.`,
        counts,
      );
    }
    await ex.deleteFrom('categories').where('id', '=', current.id).execute();
  },
};

/** Categories in their display order; `q` matches the slug or a name in any locale. */
export async function listAdminCategories(db: Db, q: CategoryListQuery): Promise<Paged<AdminCategory>> {
  let base = db.kysely.selectFrom('categories');
  const search = normalizeForSearch(q.q);
  if (search) {
    // Names are few (ten categories × five locales): matching them in JS keeps accents simple.
    const names = await db.kysely.selectFrom('category_names').select(['category_id', 'name']).execute();
    const ids = [...new Set(names.filter((n) => normalizeForSearch(n.name).includes(search)).map((n) => n.category_id))];
    base = base.where((eb) => eb.or([eb('slug', 'like', `%${search.replace(/[\\%_]/g, '')}%`), ...(ids.length ? [eb('id', 'in', ids)] : [])]));
  }
  const found = await fetchPage(q, base, base.selectAll().orderBy('sort_order').orderBy('id').limit(q.limit).offset(q.offset).execute(), (row) => row);
  const names = await namesOf(db.kysely, found.items.map((r) => r.id));
  return { ...found, items: found.items.map((r) => toAdminCategory(r, names.get(r.id)!)) };
}
