/**
 * What a page needs for the `::products` comparison tables and ranked lists of its body
 * (shared/markdown/product-list.ts): the editor's review of each listed product, and the
 * `ItemList` JSON-LD of each table or list as rendered.
 */
import type { Db } from '../../../shared/db/connect';
import { reviewSummariesOf } from '../../../shared/db/queries/site-pages';
import type { Locale } from '../../../shared/locales';
import { extractProductLists, type EmbedProduct, type RenderedProductList, type ReviewSummary } from '../../../shared/markdown';
import { absolute } from './origin';
import type { LocaleProducts } from './products';

/**
 * The review lookup the renderer takes for a body's `::products` lines: one indexed query for the
 * few products they list, none for a body without any (most of them).
 */
export async function listedProductReviews(db: Db, locale: Locale, markdown: string, products: LocaleProducts, now: Date): Promise<(product: EmbedProduct) => ReviewSummary | undefined> {
  const ids = new Set<number>();
  for (const list of extractProductLists(markdown)) {
    for (const asin of list.asins) {
      const product = products.byAsin.get(asin);
      if (product) ids.add(product.id);
    }
  }
  if (!ids.size) return () => undefined;
  const summaries = await reviewSummariesOf(db, locale, [...ids], now);
  return (product) => summaries.get(product.id);
}

/**
 * One schema.org `ItemList` per rendered table or list, its products in their order. An item
 * names the product and, where it has a review on this site, links to it (the retailer's page is
 * not ours to list); the ranked list says it is ordered.
 */
export function productListsJsonLd(lists: readonly RenderedProductList[], name: string): Record<string, unknown>[] {
  return lists
    .filter((list) => list.products.length > 0)
    .map((list) => ({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name,
      itemListOrder: list.style === 'list' ? 'https://schema.org/ItemListOrderAscending' : 'https://schema.org/ItemListUnordered',
      numberOfItems: list.products.length,
      itemListElement: list.products.map((p, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: p.name,
        ...(p.reviewPath ? { url: absolute(p.reviewPath) } : {}),
      })),
    }));
}
