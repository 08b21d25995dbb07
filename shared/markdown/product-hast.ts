/**
 * The hast pieces the product card (./product-card.ts) and the comparison table or ranked list
 * (./product-list.ts) both build: a tracked, sponsored link to the retailer and a price with its
 * "as of" time. One place, so the attributes the click tracker reads (`data-click-kind`,
 * `data-product-id`, `data-locale`, site/components/content/outbound-tracking.ts) and the price
 * markup the expiry script reads (`data-price-expires`) cannot drift apart between the two.
 */
import type { Element, ElementContent } from 'hast';
import { formatCents } from '../format/price';
import { formatDateTime } from '../format/date-time';
import { translate } from '../i18n';
import type { Locale } from '../locales';
import { priceExpiresAt, retailerUrl, type StoreConfig } from '../retailer';
import type { EmbedProduct } from './product-card';
import type { PriceSummary } from '../price-summary';

/** A hast element (values are escaped by the HTML serializer). */
export const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** A hast text node. */
export const text = (value: string): ElementContent => ({ type: 'text', value });

/**
 * The link to `product` at the locale's retailer: sponsored, in a new tab, and marked for the
 * click tracker. `className` is left off when undefined.
 */
export function retailerLink(store: StoreConfig, product: Pick<EmbedProduct, 'id' | 'asin'>, locale: Locale, className: string | undefined, children: ElementContent[]): Element {
  return el(
    'a',
    {
      ...(className ? { className: [className] } : {}),
      href: retailerUrl(store, product.asin),
      rel: ['sponsored', 'nofollow', 'noopener'],
      target: '_blank',
      dataClickKind: 'retailer',
      dataProductId: String(product.id),
      dataLocale: locale,
    },
    children,
  );
}

/**
 * A `tagName` element with the product's price and its "as of" time (`updatedAt`, the product's
 * `priceUpdatedAt`), stamped with when it stops being current (`data-price-expires`). Call only
 * when the price is shown.
 */
export function priceAsOf(tagName: string, className: string, product: Pick<EmbedProduct, 'priceCents' | 'currency'>, updatedAt: string, locale: Locale): Element {
  return el(tagName, { className: [className], dataPriceExpires: priceExpiresAt(updatedAt) }, [
    el('strong', {}, [text(formatCents(product.priceCents, locale, product.currency))]),
    text(' '),
    el('small', {}, [el('time', { dateTime: updatedAt }, [text(translate(locale, 'products.asOf', undefined, { date: formatDateTime(updatedAt, locale) }))])]),
  ]);
}

/**
 * What a product's price history adds beside its price (issue 27): the good-price badge and the
 * lowest price of the last 30 days, only with 30 days of history (shared/price-summary.ts).
 */
export function priceSignals(summary: PriceSummary | undefined, currency: string, locale: Locale): ElementContent[] {
  if (!summary?.enoughHistory || summary.lowest30Cents === null) return [];
  const out: ElementContent[] = [];
  if (summary.goodPrice) out.push(text(' '), el('span', { className: ['badge', 'badge-good-price'], dataGoodPrice: '' }, [text(translate(locale, 'products.goodPrice'))]));
  out.push(el('small', { className: ['price-lowest'], dataLowest30: '' }, [text(translate(locale, 'products.lowest30', undefined, { price: formatCents(summary.lowest30Cents, locale, currency) }))]));
  return out;
}
