/** What a product card shows (launch pages, test page): the product, its offer, its review. */
import { formatCalendarDate } from '../../../shared/format/date-time';
import type { Locale } from '../../../shared/locales';
import type { StoreConfig } from '../../../shared/retailer';
import type { Product } from '../../../shared/schemas/product';
import { offerView, type OfferView } from './offer';

export interface ProductCardData {
  id: number;
  locale: Locale;
  title: string;
  brand: string | null;
  imageUrl: string | null;
  premium: boolean;
  launchDate: string | null;
  launchDateText: string | null;
  /** The product's review page, when it has one. */
  reviewHref: string | null;
  offer: OfferView;
}

export function productCardData(product: Product, locale: Locale, store: StoreConfig, now: Date, reviewHref: string | undefined): ProductCardData {
  return {
    id: product.id,
    locale,
    title: product.title,
    brand: product.brand,
    imageUrl: product.imageUrl,
    premium: product.premium,
    launchDate: product.launchDate,
    launchDateText: product.launchDate ? formatCalendarDate(product.launchDate, locale) : null,
    reviewHref: reviewHref ?? null,
    offer: offerView(product, locale, store, now),
  };
}
