/**
 * The substitute an editor offers for a product that cannot be bought (issue 15 item 4): checked
 * in the save's transaction, so a bad choice is a 400 naming the problem, never a dangling link.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { InvalidReferenceError } from './errors';

/**
 * Refuses a substitute that is the product itself, names no product, or is of another locale (a
 * visitor of one region's store cannot buy in another's). A draft substitute is accepted: the
 * public box offers it only once it is published.
 */
export async function assertValidSubstitute(
  ex: Kysely<Database>,
  substituteId: number | null | undefined,
  product: { id?: number; locale: string },
): Promise<void> {
  if (substituteId == null) return;
  if (product.id !== undefined && substituteId === product.id) {
    throw new InvalidReferenceError('substituteProductId', 'substituteProductId: a product cannot be its own substitute');
  }
  const row = await ex.selectFrom('products').select(['id', 'locale']).where('id', '=', substituteId).executeTakeFirst();
  if (!row) throw new InvalidReferenceError('substituteProductId', `substituteProductId: no product with id ${substituteId}`);
  if (row.locale !== product.locale) {
    throw new InvalidReferenceError(
      'substituteProductId',
      `substituteProductId: product ${substituteId} is sold in region '${row.locale}', not '${product.locale}'; a substitute must be of the same region`,
    );
  }
}

/** Clears the substitute of every product that offered `id` (before `id` is deleted). */
export async function clearSubstituteReferences(ex: Kysely<Database>, id: number): Promise<void> {
  await ex.updateTable('products').set({ substitute_product_id: null }).where('substitute_product_id', '=', id).execute();
}
