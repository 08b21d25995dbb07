/**
 * What a product box says about a product that cannot be bought now (issue 15 item 4), shared by
 * the `::product` embed (shared/markdown/product-card.ts) and the review's product box.
 */
import type { Availability } from './db/schema';

/** The product cannot be bought at the retailer now: sold out, or no longer sold. */
export function isUnbuyable(availability: Availability | undefined): boolean {
  return availability === 'out_of_stock' || availability === 'unavailable';
}

/** Dictionary key of the box's notice, or null when the product can be bought (or nothing is known). */
export function availabilityNoticeKey(availability: Availability | undefined): 'products.outOfStockNotice' | 'products.unavailableNotice' | null {
  if (availability === 'out_of_stock') return 'products.outOfStockNotice';
  if (availability === 'unavailable') return 'products.unavailableNotice';
  return null;
}

/**
 * The substitute a box offers for `product`: the editor's choice, only while the product cannot be
 * bought, and only when the substitute was found among the region's published products and can be
 * bought itself (offering another sold-out item helps nobody).
 */
export function substituteFor<S extends { availability?: Availability }>(
  product: { availability?: Availability; substituteProductId?: number | null },
  byId: (id: number) => S | undefined,
): S | undefined {
  if (!isUnbuyable(product.availability) || product.substituteProductId == null) return undefined;
  const substitute = byId(product.substituteProductId);
  return substitute && !isUnbuyable(substitute.availability) ? substitute : undefined;
}
