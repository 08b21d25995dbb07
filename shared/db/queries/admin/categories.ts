/** Categories with their name in every locale (`category_names`), as the admin edits them. */
import type { Kysely } from 'kysely';
import type { Locale } from '../../../locales';
import type { AdminCategory, CategoryInput, CategoryUpdateInput } from '../../../schemas/category';
import type { CategoryListQuery, Paged } from '../../../schemas/admin';
import { normalizeForSearch } from '../../../format/search-text';
import type { Db } from '../../connect';
import type { CategoryRow, Database } from '../../schema';
import { DuplicateError, InUseError } from './errors';
import { fetchPage } from './paging';
import { lockIf, type ChangeStore } from './store';

/** A category's per-locale texts: its names and, where set, its search title and description. */
interface LocaleTexts {
  names: Record<string, string>;
  seo: AdminCategory['seo'];
}

async function namesOf(ex: Kysely<Database>, ids: number[]): Promise<Map<number, LocaleTexts>> {
  const out = new Map<number, LocaleTexts>(ids.map((id) => [id, { names: {}, seo: {} }]));
  if (ids.length === 0) return out;
  const rows = await ex
    .selectFrom('category_names')
    .select(['category_id', 'locale', 'name', 'seo_title', 'seo_description'])
    .where('category_id', 'in', ids)
    .orderBy('locale')
    .execute();
  for (const r of rows) {
    const texts = out.get(r.category_id)!;
    texts.names[r.locale] = r.name;
    if (r.seo_title || r.seo_description) texts.seo[r.locale as Locale] = { title: r.seo_title, description: r.seo_description };
  }
  return out;
}

function toAdminCategory(row: CategoryRow, texts: LocaleTexts): AdminCategory {
  return { id: row.id, slug: row.slug, sortOrder: row.sort_order, names: texts.names, seo: texts.seo, noindex: Number(row.noindex) === 1, updatedAt: row.updated_at, version: row.version };
}

async function assertSlugFree(ex: Kysely<Database>, slug: string, exceptId?: number): Promise<void> {
  let query = ex.selectFrom('categories').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const taken = await query.executeTakeFirst();
  if (taken) throw new DuplicateError('slug', `slug '${slug}' is already used by category ${taken.id}`);
}

async function writeNames(ex: Kysely<Database>, id: number, names: CategoryInput['names'], seo: CategoryInput['seo']): Promise<void> {
  await ex.deleteFrom('category_names').where('category_id', '=', id).execute();
  const rows = Object.entries(names).flatMap(([locale, name]) => {
    const texts = seo[locale as Locale];
    return name ? [{ category_id: id, locale, name, seo_title: texts?.title || null, seo_description: texts?.description || null }] : [];
  });
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
      .values({ slug: input.slug, sort_order: input.sortOrder, noindex: input.noindex ? 1 : 0, updated_at: at, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeNames(ex, id, input.names, input.seo);
    return id;
  },
  async update(ex, current, input, { at }) {
    await assertSlugFree(ex, input.slug, current.id);
    const result = await ex
      .updateTable('categories')
      .set({ slug: input.slug, sort_order: input.sortOrder, noindex: input.noindex ? 1 : 0, updated_at: at, version: current.version + 1 })
      .where('id', '=', current.id)
      .where('version', '=', current.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await writeNames(ex, current.id, input.names, input.seo);
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
