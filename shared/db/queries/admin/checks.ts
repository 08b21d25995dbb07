/**
 * Checks made inside a change's transaction before writing, so the editor gets a refusal naming
 * the field instead of a constraint error (which still backs them up under a race).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { DuplicateError, InvalidReferenceError } from './errors';

/** Refuses a slug (or ASIN) already used by another row of the same locale in `table`. */
export async function assertUniqueInLocale(
  ex: Kysely<Database>,
  table: 'posts' | 'products' | 'reviews',
  column: 'slug' | 'asin',
  value: { locale: string; text: string; exceptId?: number },
  entity: string,
): Promise<void> {
  let query = ex.selectFrom(table).select('id').where('locale', '=', value.locale).where(column, '=', value.text);
  if (value.exceptId !== undefined) query = query.where('id', '!=', value.exceptId);
  const taken = await query.executeTakeFirst();
  if (taken) {
    throw new DuplicateError(column, `${column} '${value.text}' is already used by ${entity} ${taken.id} in locale '${value.locale}'`);
  }
}

/** Refuses a categoryId that names no category. */
export async function assertCategoryExists(ex: Kysely<Database>, categoryId: number | null | undefined): Promise<void> {
  if (categoryId == null) return;
  const row = await ex.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!row) throw new InvalidReferenceError('categoryId', `categoryId: no category with id ${categoryId}`);
}
