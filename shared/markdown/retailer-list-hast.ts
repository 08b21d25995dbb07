/**
 * What a filled `::bestsellers` / `::new-releases` line turns into (./retailer-lists.ts): a titled
 * ranked list of its current items, built by ./product-list.ts as a `::products style="list"` line
 * is (image, name, price with its "as of" time, sponsored buy link), so readers see one style of box.
 */
import type { Element } from 'hast';
import { translate } from '../i18n';
import type { EmbedProduct } from './product-card';
import { el, text } from './product-hast';
import { productList, type ListedProduct, type ProductListContext } from './product-list';
import type { RetailerListKind } from './retailer-lists';

/**
 * The list of `key` (`retailerListKey`) with its `items` in the retailer's order.
 *
 * @returns the element and each product as listed (the page's ItemList JSON-LD, the price disclaimer)
 */
export function retailerListElement(key: string, items: readonly EmbedProduct[], context: ProductListContext): { element: Element; listed: ListedProduct[] } {
  const [kind, , ...rest] = key.split('|');
  const query = rest.join('|');
  const title =
    (kind as RetailerListKind) === 'bestsellers'
      ? translate(context.locale, 'comparison.bestsellers', undefined, { keywords: query })
      : translate(context.locale, 'comparison.newReleases');
  const list = productList(items, 'list', context);
  const element = el('section', { className: ['retailer-list', `retailer-list--${kind}`], dataRetailerList: kind }, [
    el('p', { className: ['retailer-list__title'] }, [text(title)]),
    list.element,
  ]);
  return { element, listed: list.listed };
}
