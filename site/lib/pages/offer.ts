/**
 * What a product box shows about buying: the buy link to the locale's store and, only while it
 * is current (DESIGN §8), the price with its "as of" time. A product that cannot be bought shows
 * no price but a notice in the page's language, and the editor's substitute (issue 15 item 4).
 */
import { formatDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/price';
import type { Locale } from '../../../shared/locales';
import { availabilityNoticeKey } from '../../../shared/availability';
import { translate } from '../../../shared/i18n';
import { isPriceShowable, priceExpiresAt, RETAILER_NAME, retailerUrl, type StoreConfig } from '../../../shared/retailer';
import type { Product } from '../../../shared/schemas/product';
import type { PriceSummary } from '../../../shared/price-summary';

/**
 * Regions under the EU Omnibus directive (Italy, Spain): an announced price reduction must show
 * the lowest price of the previous 30 days beside it, so a drop without that figure is not shown.
 */
const OMNIBUS_LOCALES: ReadonlySet<Locale> = new Set(['it', 'es']);

export interface OfferView {
  buyHref: string;
  retailer: string;
  /** 'Fora de estoque no momento na Amazon.' and the like, when the product cannot be bought now. */
  notice?: string;
  /** The product offered instead (only with a notice): its name and buy link. */
  substitute?: { id: number; title: string; buyHref: string };
  /** Present only when the locale shows prices and the price is at most 24 h old. */
  price?: {
    text: string;
    /** List price when higher than the price ('De: R$ …'). */
    listText?: string;
    /** Whole percent off the list price. */
    discountPercent?: number;
    /** 'Menor preço dos últimos 30 dias: R$ …', with at least 30 days of history (issue 27). */
    lowest30Text?: string;
    /** Today's price is within 5 % of the 90-day lowest (shared/price-summary.ts). */
    goodPrice?: boolean;
    asOf: string;
    asOfText: string;
    /** After this moment the browser hides the price (a page may outlive its build). */
    expiresAt: string;
  };
}

export function offerView(product: Product, locale: Locale, store: StoreConfig, now: Date, substitute?: Product, history?: PriceSummary): OfferView {
  const view: OfferView = { buyHref: retailerUrl(store, product.asin), retailer: RETAILER_NAME };
  const notice = availabilityNoticeKey(product.availability);
  if (notice) {
    view.notice = translate(locale, notice, undefined, { retailer: RETAILER_NAME });
    if (substitute) view.substitute = { id: substitute.id, title: substitute.title, buyHref: retailerUrl(store, substitute.asin) };
    // An old price beside "sold out" would read as an offer.
    return view;
  }
  if (isPriceShowable(product, store.showPrices, now) && product.priceUpdatedAt && product.priceCents !== null) {
    const list = product.listPriceCents;
    const lowest30 = history?.enoughHistory ? history.lowest30Cents : null;
    // In it and es a drop is shown only beside the 30-day lowest (OMNIBUS_LOCALES).
    const discounted = list !== null && list > product.priceCents && (lowest30 !== null || !OMNIBUS_LOCALES.has(locale));
    view.price = {
      text: formatCents(product.priceCents, locale, product.currency),
      listText: discounted ? formatCents(list, locale, product.currency) : undefined,
      discountPercent: discounted ? Math.round((1 - product.priceCents / list) * 100) : undefined,
      asOf: product.priceUpdatedAt,
      asOfText: formatDateTime(product.priceUpdatedAt, locale),
      expiresAt: priceExpiresAt(product.priceUpdatedAt),
      ...(lowest30 !== null ? { lowest30Text: translate(locale, 'products.lowest30', undefined, { price: formatCents(lowest30, locale, product.currency) }) } : {}),
      ...(history?.goodPrice ? { goodPrice: true } : {}),
    };
  }
  return view;
}
