/** The product editor's values and their conversion to and from the API shapes. */
import type { Locale } from '../../../shared/locales';
import { LOCALE_INFO } from '../../../shared/locales';
import type { AdminProduct } from '../../../shared/schemas/product';
import type { AVAILABILITIES } from '../../../shared/schemas/product';
import type { FieldSpec } from '../lib/diff';
import { idOrNull, orNull } from './blank';
import { centsToMoneyText, decimalTextToNumber, integerTextToNumber, moneyTextToCents, numberToDecimalText } from './numbers';
import type { ProductStatus as ContentStatus } from './statuses';

export type Availability = (typeof AVAILABILITIES)[number];

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  in_stock: 'Em estoque',
  out_of_stock: 'Esgotado',
  preorder: 'Pré-venda',
  unavailable: 'Não é mais vendido',
  unknown: 'Desconhecida',
};

export interface ProductFormValues {
  locale: Locale;
  asin: string;
  title: string;
  slug: string;
  brand: string;
  /** Money as typed ('1.299,90'); keys match the API's field names so issues land here. */
  priceCents: string;
  listPriceCents: string;
  currency: string;
  availability: Availability;
  rating: string;
  ratingCount: string;
  categoryId: string;
  premium: boolean;
  /** 'YYYY-MM-DD' or ''. */
  launchDate: string;
  marketplaceUrl: string;
  imageUrl: string;
  status: ContentStatus;
  translationKey: string;
  /** Id of the product offered while this one cannot be bought, or ''. */
  substituteProductId: string;
}

export function emptyProduct(locale: Locale = 'br'): ProductFormValues {
  return {
    locale,
    asin: '',
    title: '',
    slug: '',
    brand: '',
    priceCents: '',
    listPriceCents: '',
    currency: LOCALE_INFO[locale].currency,
    availability: 'unknown',
    rating: '',
    ratingCount: '',
    categoryId: '',
    premium: false,
    launchDate: '',
    marketplaceUrl: '',
    imageUrl: '',
    status: 'draft',
    translationKey: '',
    substituteProductId: '',
  };
}

export function productToForm(p: AdminProduct): ProductFormValues {
  return {
    locale: p.locale,
    asin: p.asin,
    title: p.title,
    slug: p.slug,
    brand: p.brand ?? '',
    priceCents: centsToMoneyText(p.priceCents),
    listPriceCents: centsToMoneyText(p.listPriceCents),
    currency: p.currency,
    availability: p.availability,
    rating: numberToDecimalText(p.rating),
    ratingCount: p.ratingCount == null ? '' : String(p.ratingCount),
    categoryId: p.categoryId == null ? '' : String(p.categoryId),
    premium: p.premium,
    launchDate: p.launchDate ?? '',
    marketplaceUrl: p.marketplaceUrl ?? '',
    imageUrl: p.imageUrl ?? '',
    status: p.status,
    translationKey: p.translationKey ?? '',
    substituteProductId: p.substituteProductId == null ? '' : String(p.substituteProductId),
  };
}

/**
 * The create payload; with `loaded`, the update payload. A price typed by hand is a price "as of
 * now" (DESIGN §8 shows prices with their time), so a changed price stamps `priceUpdatedAt`.
 */
export function formToProductPayload(v: ProductFormValues, loaded?: AdminProduct, version?: number, now: Date = new Date()) {
  const priceCents = moneyTextToCents(v.priceCents);
  const listPriceCents = moneyTextToCents(v.listPriceCents);
  const priceChanged = !loaded || priceCents !== loaded.priceCents || listPriceCents !== loaded.listPriceCents;
  const priceUpdatedAt = priceChanged ? (priceCents === null ? null : now.toISOString()) : loaded.priceUpdatedAt;
  const payload = {
    locale: v.locale,
    slug: v.slug.trim(),
    asin: v.asin.trim().toUpperCase(),
    title: v.title,
    brand: orNull(v.brand),
    imageUrl: orNull(v.imageUrl),
    priceCents,
    listPriceCents,
    currency: v.currency.trim().toUpperCase() || undefined,
    availability: v.availability,
    priceUpdatedAt,
    rating: decimalTextToNumber(v.rating),
    ratingCount: integerTextToNumber(v.ratingCount),
    categoryId: idOrNull(v.categoryId),
    premium: v.premium,
    launchDate: orNull(v.launchDate),
    marketplaceUrl: orNull(v.marketplaceUrl),
    status: v.status,
    translationKey: orNull(v.translationKey),
    substituteProductId: idOrNull(v.substituteProductId),
  };
  return version === undefined ? payload : { ...payload, version };
}

export const PRODUCT_DIFF_FIELDS: FieldSpec<ProductFormValues>[] = [
  { key: 'title', label: 'Título' },
  { key: 'asin', label: 'ASIN' },
  { key: 'slug', label: 'Slug' },
  { key: 'locale', label: 'Região' },
  { key: 'status', label: 'Status' },
  { key: 'brand', label: 'Marca' },
  { key: 'priceCents', label: 'Preço' },
  { key: 'listPriceCents', label: 'Preço de tabela' },
  { key: 'currency', label: 'Moeda' },
  { key: 'availability', label: 'Disponibilidade' },
  { key: 'premium', label: 'Premium' },
  { key: 'launchDate', label: 'Lançamento' },
  { key: 'marketplaceUrl', label: 'URL do marketplace' },
  { key: 'imageUrl', label: 'URL da imagem' },
  { key: 'rating', label: 'Nota dos clientes' },
  { key: 'ratingCount', label: 'Número de avaliações' },
  { key: 'categoryId', label: 'Categoria' },
  { key: 'translationKey', label: 'Chave de tradução' },
  { key: 'substituteProductId', label: 'Produto substituto' },
];
