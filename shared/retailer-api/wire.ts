/**
 * The HTTP contract of Amazon's Creators API (the successor of PA-API 5, DESIGN §8) as far as
 * this site uses it: the OAuth2 client-credentials token, GetItems with OffersV2 prices and
 * SearchItems (the self-refreshing lists, issue 27 item 3).
 * Shared by the client (creators-client.ts) and the local fake (fake-server.ts), so both speak
 * exactly the same shapes. Field names are the API's camelCase JSON.
 *
 * Where public material was unclear the closest documented shape was chosen: the token request
 * is form-encoded (RFC 6749 §4.4, which Login with Amazon accepts) with the LWA scope of the 3.x
 * credentials.
 */
import { retailerHosts } from '../retailer';

/** One API host for every marketplace; the marketplace travels in the `x-marketplace` header. */
export const DEFAULT_API_URL = 'https://creatorsapi.amazon';
/** Login with Amazon token endpoint of the North America credentials (3.1); EU is api.amazon.co.uk. */
export const DEFAULT_TOKEN_URL = 'https://api.amazon.com/auth/o2/token';
/** OAuth2 scope of the 3.x (Login with Amazon) credentials. */
export const TOKEN_SCOPE = 'creatorsapi::default';
export const GET_ITEMS_PATH = '/catalog/v1/getItems';
/** SearchItems: items matching keywords and/or a browse node, up to 10 a page (PA-API 5 SearchItems). */
export const SEARCH_ITEMS_PATH = '/catalog/v1/searchItems';
/** SearchItems' `itemCount` is 1–10 and `itemPage` 1–10 (at most 100 results reachable). */
export const MAX_ITEM_COUNT = 10;
export const MAX_ITEM_PAGE = 10;
/** SearchItems' `sortBy` values; absent means the retailer's own relevance (its best-seller weighting). */
export const SORT_BY_VALUES = ['AvgCustomerReviews', 'Featured', 'NewestArrivals', 'Price:HighToLow', 'Price:LowToHigh', 'Relevance'] as const;
export type SortBy = (typeof SORT_BY_VALUES)[number];
/** What a list needs of each item besides its offer: title, brand and image (a product is created from them). */
export const SEARCH_RESOURCES = ['itemInfo.title', 'itemInfo.byLineInfo', 'images.primary.medium', 'offersV2.listings.price', 'offersV2.listings.availability', 'offersV2.listings.isBuyBoxWinner'] as const;
/** Error code of a search that found nothing (HTTP 404). */
export const NO_RESULTS = 'NoResults';

/** Header naming the store, e.g. `www.amazon.com.br`. */
export const MARKETPLACE_HEADER = 'x-marketplace';
/** GetItems accepts at most this many item ids per request. */
export const MAX_ITEM_IDS = 10;
/** What the price job and the link check read: the offer's price, list price and availability. */
export const PRICE_RESOURCES = ['offersV2.listings.price', 'offersV2.listings.availability', 'offersV2.listings.isBuyBoxWinner'] as const;

/** Error code of an item the API does not serve (gone, or not in this marketplace). */
export const ITEM_NOT_ACCESSIBLE = 'ItemNotAccessible';
/** Error code of an item id that is not a valid ASIN. */
export const INVALID_PARAMETER_VALUE = 'InvalidParameterValue';

export interface TokenResponse {
  access_token: string;
  token_type: string;
  /** Lifetime in seconds (3600 on the real service). */
  expires_in: number;
}

export interface GetItemsRequest {
  itemIds: string[];
  itemIdType: 'ASIN';
  partnerTag: string;
  marketplace: string;
  resources: string[];
}

export interface WireMoney {
  /** Decimal amount in the currency's major unit (199.9). */
  amount: number;
  currency: string;
  displayAmount?: string;
}

/**
 * OffersV2 availability types: IN_STOCK, IN_STOCK_SCARCE, LEADTIME, PREORDER, AVAILABLE_DATE,
 * OUT_OF_STOCK, UNAVAILABLE, UNKNOWN.
 */
export type WireAvailabilityType = string;

export interface WireListing {
  isBuyBoxWinner?: boolean;
  price?: {
    money?: WireMoney;
    /** The reference price ("was" or list price) a saving is computed from. */
    savingBasis?: { money?: WireMoney; savingBasisType?: string };
    savings?: { money?: WireMoney; percentage?: number };
  };
  availability?: { type?: WireAvailabilityType; message?: string };
}

export interface WireItem {
  asin: string;
  detailPageURL?: string;
  offersV2?: { listings?: WireListing[] };
  /** With the `itemInfo.*` resources (SearchItems for the lists). */
  itemInfo?: { title?: { displayValue?: string }; byLineInfo?: { brand?: { displayValue?: string } } };
  /** With the `images.primary.*` resources. */
  images?: { primary?: { medium?: { url?: string; height?: number; width?: number } } };
}

export interface SearchItemsRequest {
  /** At least one of keywords and browseNodeId. */
  keywords?: string;
  browseNodeId?: string;
  /** Default All. */
  searchIndex?: string;
  sortBy?: SortBy;
  /** 1–10, default 10. */
  itemCount?: number;
  /** 1–10, default 1. */
  itemPage?: number;
  partnerTag: string;
  marketplace: string;
  resources: string[];
}

export interface SearchItemsResponse {
  searchResult?: { items?: WireItem[]; totalResultCount?: number; searchURL?: string };
  errors?: WireError[];
}

/** A partial error of an otherwise successful answer, one per item the API could not serve. */
export interface WireError {
  code: string;
  message: string;
}

export interface GetItemsResponse {
  itemsResult?: { items?: WireItem[] };
  errors?: WireError[];
}

/** The marketplace header value of a locale's retailer domain: `amazon.com.br` → `www.amazon.com.br`. */
export function marketplaceOf(amazonDomain: string): string {
  // retailerHosts trims what an editor may have typed around the domain: [domain, www.domain].
  return retailerHosts({ amazonDomain })[1]!;
}
