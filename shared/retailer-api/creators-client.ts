/**
 * Client of the retailer's Creators API (DESIGN §8): the only module that talks to the retailer.
 *
 * - OAuth2 client credentials: the token is cached until shortly before it expires, renewed then,
 *   and renewed once more when the API answers 401 (a token revoked or expired early).
 * - GetItems is batched: at most 10 ASINs per request. SearchItems (the lists) asks one page of at
 *   most 10 items; a search that finds nothing (404 NoResults) is an empty answer.
 * - 429 is honoured: the client waits `Retry-After` (seconds or an HTTP date, capped) and retries,
 *   a bounded number of times. Network errors, timeouts and 5xx answers are retried with
 *   exponential backoff, also bounded. Anything else fails the call with a RetailerApiError.
 * - Base URL and token URL are configurable (RETAILER_API_URL, RETAILER_TOKEN_URL) so tests and
 *   a developer use the local fake (fake-server.ts); `fetch` and `sleep` are injectable.
 */
import type { Availability } from '../db/schema';
import {
  DEFAULT_API_URL,
  DEFAULT_TOKEN_URL,
  GET_ITEMS_PATH,
  MARKETPLACE_HEADER,
  MAX_ITEM_COUNT,
  MAX_ITEM_IDS,
  NO_RESULTS,
  PRICE_RESOURCES,
  SEARCH_ITEMS_PATH,
  SEARCH_RESOURCES,
  type SearchItemsRequest,
  type SearchItemsResponse,
  type SortBy,
  TOKEN_SCOPE,
  type GetItemsRequest,
  type GetItemsResponse,
  type TokenResponse,
  type WireItem,
  type WireListing,
  type WireMoney,
} from './wire';

export interface CreatorsClientOptions {
  clientId: string;
  clientSecret: string;
  /** API host; default https://creatorsapi.amazon. */
  apiUrl?: string;
  /** Token endpoint; default the North America Login with Amazon endpoint. */
  tokenUrl?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Clock for token expiry and HTTP-date Retry-After (ms since epoch). */
  now?: () => number;
  /** Retries after a 429, and (separately) after network errors or 5xx. Default 3. */
  maxRetries?: number;
  /** Longest wait a Retry-After may impose; longer values are cut to this. Default 60 s. */
  maxRetryAfterMs?: number;
  /** First backoff after a network error or 5xx, doubled each retry. Default 500 ms. */
  backoffMs?: number;
  /** Per-request timeout. Default 15 s. */
  timeoutMs?: number;
  /**
   * Least time between two GetItems requests (the API allows about 1 a second per account);
   * the client waits out the rest before sending. Default 0 (no pacing).
   */
  minIntervalMs?: number;
  /**
   * The longest the client may wait now (a job's remaining time budget). A 429 whose wait is
   * longer ends the call with a RetailerApiError (status 429) instead of sleeping past the budget.
   */
  maxWaitMs?: () => number;
  log?: (line: string) => void;
}

/** What the API said about one ASIN, converted to the site's units. */
export interface RetailerItem {
  asin: string;
  /** False when the API answered with an error for this ASIN instead of the item. */
  found: boolean;
  /** Buy-box price in minor units (cents); null when the item has no offer. */
  priceCents: number | null;
  /** Reference ("list" or "was") price in minor units when the offer shows a saving. */
  listPriceCents: number | null;
  currency: string | null;
  availability: Availability;
  /** The API's error code for a missing item ('ItemNotAccessible'); null when found. */
  errorCode: string | null;
  errorMessage: string | null;
}

export interface GetItemsInput {
  /** Marketplace header value, e.g. `www.amazon.com.br` (see marketplaceOf). */
  marketplace: string;
  /** The locale's affiliate (partner) tag. */
  partnerTag: string;
  asins: string[];
}

export interface SearchItemsInput {
  marketplace: string;
  partnerTag: string;
  keywords?: string;
  browseNodeId?: string;
  /** Absent: the retailer's relevance order; 'NewestArrivals' for new releases. */
  sortBy?: SortBy;
  /** 1–10, default 10. */
  itemCount?: number;
  itemPage?: number;
}

/** A search result: the offer as GetItems gives it, and what a new product needs. */
export interface RetailerSearchItem extends RetailerItem {
  title: string | null;
  brand: string | null;
  imageUrl: string | null;
}

export interface CreatorsClient {
  /**
   * One RetailerItem per distinct ASIN asked for, in order, fetched in batches of 10. Throws
   * RetailerApiError when a batch fails after its retries (nothing partial is returned).
   */
  getItems(input: GetItemsInput): Promise<RetailerItem[]>;
  /** GetItems for one batch of at most 10 ASINs (the price job writes each batch as it comes). */
  getBatch(input: GetItemsInput): Promise<RetailerItem[]>;
  /** One SearchItems page, in the retailer's order ([] when it finds nothing). Same retries and errors as getBatch. */
  searchItems(input: SearchItemsInput): Promise<RetailerSearchItem[]>;
  /** Requests sent so far, tokens fetched, throttled answers waited on (for logs and job summaries). */
  readonly stats: { requests: number; tokens: number; throttled: number; retries: number };
}

/** A failure of the retailer API, with the HTTP status (0 for network errors) and the API's error code. */
export class RetailerApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'RetailerApiError';
  }
}

/**
 * True when the error means the retailer does not let this account in (issue 15 item 6): the
 * token endpoint refused the credentials, the API refused the token or the account (401, 403:
 * AccessDenied, InvalidAssociate, AssociateNotEligible), or the partner tag is not the account's
 * for that marketplace. Throttling, 5xx and network errors are passing trouble, not refusals.
 */
export function isAccessError(err: unknown): boolean {
  if (!(err instanceof RetailerApiError)) return false;
  if (err.status === 401 || err.status === 403) return true;
  return err.status === 400 && ACCESS_ERROR_CODES.has(err.code ?? '');
}

const ACCESS_ERROR_CODES = new Set(['invalid_client', 'invalid_grant', 'unauthorized_client', 'InvalidPartnerTag', 'InvalidAssociate', 'AccessDenied', 'AssociateNotEligible']);

/** Renew a token this long before it expires, so a request never carries one that dies in flight. */
const TOKEN_MARGIN_MS = 60_000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createCreatorsClient(options: CreatorsClientOptions): CreatorsClient {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const maxRetries = options.maxRetries ?? 3;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const backoffMs = options.backoffMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const minIntervalMs = options.minIntervalMs ?? 0;
  const maxWaitMs = options.maxWaitMs ?? (() => Infinity);
  let lastGetItemsAt = -Infinity;
  const log = options.log ?? (() => undefined);
  const apiUrl = (options.apiUrl ?? DEFAULT_API_URL).replace(/\/+$/, '');
  const tokenUrl = options.tokenUrl ?? DEFAULT_TOKEN_URL;
  const stats = { requests: 0, tokens: 0, throttled: 0, retries: 0 };

  let token: { value: string; renewAt: number } | null = null;
  // One token request at a time: concurrent callers share it instead of each asking for one.
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: options.clientId,
      client_secret: options.clientSecret,
      scope: TOKEN_SCOPE,
    });
    const res = await send(tokenUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' }, body: body.toString() }, 'token');
    const data = (await readJson(res)) as Partial<TokenResponse> & { error?: string; error_description?: string };
    if (!res.ok || typeof data.access_token !== 'string') {
      const reason = data.error_description ?? data.error ?? `HTTP ${res.status}`;
      throw new RetailerApiError(`retailer token request refused: ${reason}`, res.status, data.error ?? null);
    }
    stats.tokens += 1;
    const lifetimeMs = Math.max(0, Number(data.expires_in) || 3600) * 1000;
    // A short-lived token is renewed at half its life rather than never being cached at all.
    token = { value: data.access_token, renewAt: now() + lifetimeMs - Math.min(TOKEN_MARGIN_MS, lifetimeMs / 2) };
    return token.value;
  }

  function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  /**
   * One HTTP exchange with retries for network errors, timeouts and 5xx (bounded backoff) and
   * for 429 (waits Retry-After). Returns the first other answer, ok or not.
   */
  async function send(url: string, init: RequestInit, what: string): Promise<Response> {
    let failures = 0;
    let throttles = 0;
    for (;;) {
      let res: Response;
      try {
        res = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        if (failures >= maxRetries) throw new RetailerApiError(`retailer ${what} request failed: ${(err as Error).message}`, 0);
        await backoff(failures++, `${what}: ${(err as Error).message}`);
        continue;
      }
      if (res.status === 429) {
        stats.throttled += 1;
        if (throttles >= maxRetries) throw new RetailerApiError(`retailer ${what} request throttled (429) ${throttles + 1} times`, 429, 'TooManyRequests');
        await res.body?.cancel();
        const wait = retryAfterMs(res.headers.get('retry-after'), now(), maxRetryAfterMs) ?? backoffDelay(throttles);
        // Waiting past the caller's budget would only get the run cut off mid-wait: stop now.
        if (wait > maxWaitMs()) throw new RetailerApiError(`retailer ${what} request throttled (429); the wait of ${wait} ms does not fit in the time left`, 429, 'TooManyRequests');
        throttles += 1;
        await pause(wait, `429 on ${what}, waiting ${wait} ms`);
        continue;
      }
      if (res.status >= 500 && failures < maxRetries) {
        await res.body?.cancel();
        await backoff(failures++, `${what}: HTTP ${res.status}`);
        continue;
      }
      return res;
    }
  }

  /** Exponential backoff: backoffMs, doubled for each earlier retry. */
  function backoffDelay(attempt: number): number {
    return backoffMs * 2 ** attempt;
  }

  function backoff(attempt: number, reason: string): Promise<void> {
    const wait = backoffDelay(attempt);
    return pause(wait, `${reason}, retrying in ${wait} ms`);
  }

  async function pause(ms: number, why: string): Promise<void> {
    log(`retailer: ${why}`);
    stats.retries += 1;
    await sleep(ms);
  }

  /**
   * One paced, authenticated operation call: renews the token once on a 401, throws a
   * RetailerApiError for any other refusal. `allow` lists error codes answered as data instead.
   */
  async function operation(path: string, marketplace: string, request: object, what: string, allow: readonly string[] = []): Promise<Record<string, any>> {
    let renewed = false;
    for (;;) {
      const bearer = await accessToken();
      // Pace requests to the account's rate instead of learning it from 429s.
      const gap = lastGetItemsAt + minIntervalMs - now();
      if (gap > 0) await sleep(gap);
      lastGetItemsAt = now();
      stats.requests += 1;
      const res = await send(
        `${apiUrl}${path}`,
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json', Accept: 'application/json', [MARKETPLACE_HEADER]: marketplace },
          body: JSON.stringify(request),
        },
        what,
      );
      if (res.status === 401 && !renewed) {
        // Expired or revoked before our clock said so: renew once and repeat the request.
        await res.body?.cancel();
        renewed = true;
        if (token?.value === bearer) token = null;
        log(`retailer: 401 on ${what}, renewing the token`);
        continue;
      }
      const data = (await readJson(res)) as { errors?: { code?: string; message?: string }[]; message?: string; code?: string };
      if (!res.ok) {
        const code = data.errors?.[0]?.code ?? data.code ?? null;
        if (code && allow.includes(code)) return data;
        const message = data.errors?.[0]?.message ?? data.message ?? `HTTP ${res.status}`;
        throw new RetailerApiError(`retailer ${what} failed (${res.status}): ${message}`, res.status, code);
      }
      return data;
    }
  }

  async function getBatch(input: GetItemsInput): Promise<RetailerItem[]> {
    const asins = [...new Set(input.asins)];
    if (asins.length === 0) return [];
    if (asins.length > MAX_ITEM_IDS) throw new RangeError(`GetItems takes at most ${MAX_ITEM_IDS} ASINs (got ${asins.length})`);
    const request: GetItemsRequest = {
      itemIds: asins,
      itemIdType: 'ASIN',
      partnerTag: input.partnerTag,
      marketplace: input.marketplace,
      resources: [...PRICE_RESOURCES],
    };
    return toItems(asins, (await operation(GET_ITEMS_PATH, input.marketplace, request, 'GetItems')) as GetItemsResponse);
  }

  async function searchItems(input: SearchItemsInput): Promise<RetailerSearchItem[]> {
    const itemCount = input.itemCount ?? MAX_ITEM_COUNT;
    if (!Number.isInteger(itemCount) || itemCount < 1 || itemCount > MAX_ITEM_COUNT) throw new RangeError(`SearchItems takes an itemCount of 1 to ${MAX_ITEM_COUNT} (got ${itemCount})`);
    if (!input.keywords && !input.browseNodeId) throw new RangeError('SearchItems needs keywords or a browse node');
    const request: SearchItemsRequest = {
      ...(input.keywords ? { keywords: input.keywords } : {}),
      ...(input.browseNodeId ? { browseNodeId: input.browseNodeId } : {}),
      ...(input.sortBy ? { sortBy: input.sortBy } : {}),
      itemCount,
      itemPage: input.itemPage ?? 1,
      partnerTag: input.partnerTag,
      marketplace: input.marketplace,
      resources: [...SEARCH_RESOURCES],
    };
    // A search that finds nothing is an empty list, not a failure (the API answers 404 NoResults).
    const data = (await operation(SEARCH_ITEMS_PATH, input.marketplace, request, 'SearchItems', [NO_RESULTS])) as SearchItemsResponse;
    return (data.searchResult?.items ?? []).map((item) => ({
      ...fromWire(item),
      title: item.itemInfo?.title?.displayValue?.trim() || null,
      brand: item.itemInfo?.byLineInfo?.brand?.displayValue?.trim() || null,
      imageUrl: item.images?.primary?.medium?.url ?? null,
    }));
  }

  return {
    stats,
    getBatch,
    searchItems,
    async getItems(input) {
      const asins = [...new Set(input.asins)];
      const items: RetailerItem[] = [];
      for (let i = 0; i < asins.length; i += MAX_ITEM_IDS) {
        items.push(...(await getBatch({ ...input, asins: asins.slice(i, i + MAX_ITEM_IDS) })));
      }
      return items;
    },
  };
}

async function readJson(res: Response): Promise<Record<string, any>> {
  const text = await res.text();
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, any>) : {};
  } catch {
    return { message: text.slice(0, 200) };
  }
}

/**
 * Milliseconds a `Retry-After` value asks for: delta-seconds or an HTTP date (RFC 9110 §10.2.3),
 * at most `cap`. Null when absent or unreadable (the caller then backs off on its own).
 */
export function retryAfterMs(value: string | null, nowMs: number, cap: number): number | null {
  if (value === null || value.trim() === '') return null;
  const text = value.trim();
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  else {
    const at = Date.parse(text);
    if (!Number.isFinite(at)) return null;
    ms = at - nowMs;
  }
  return Math.min(Math.max(0, ms), cap);
}

/** Items in the order asked for; an ASIN the answer does not carry is not found, with the API's error if it named one. */
function toItems(asins: string[], data: GetItemsResponse): RetailerItem[] {
  const byAsin = new Map((data.itemsResult?.items ?? []).map((item) => [item.asin, item]));
  const errors = data.errors ?? [];
  return asins.map((asin) => {
    const item = byAsin.get(asin);
    if (item) return fromWire(item);
    // Errors name the item id in their message ("The ItemId B0… is not accessible …").
    const error = errors.find((e) => e.message?.includes(asin)) ?? (errors.length === 1 ? errors[0] : undefined);
    return {
      asin, found: false, priceCents: null, listPriceCents: null, currency: null, availability: 'unknown',
      errorCode: error?.code ?? 'ItemNotReturned', errorMessage: error?.message ?? 'the answer did not include this item',
    };
  });
}

function fromWire(item: WireItem): RetailerItem {
  const listings = item.offersV2?.listings ?? [];
  const listing: WireListing | undefined = listings.find((l) => l.isBuyBoxWinner) ?? listings[0];
  const price = listing?.price?.money;
  const basis = listing?.price?.savingBasis?.money;
  const priceCents = price ? toMinorUnits(price) : null;
  const basisCents = basis && (!price || basis.currency === price.currency) ? toMinorUnits(basis) : null;
  return {
    asin: item.asin,
    found: true,
    priceCents,
    listPriceCents: basisCents !== null && priceCents !== null && basisCents > priceCents ? basisCents : null,
    currency: price?.currency ?? null,
    // An item without any offer cannot be bought now.
    availability: listing ? availabilityOf(listing.availability?.type) : 'out_of_stock',
    errorCode: null,
    errorMessage: null,
  };
}

/** OffersV2 availability type → the site's five values. */
export function availabilityOf(type: string | undefined): Availability {
  switch ((type ?? '').toUpperCase()) {
    case 'IN_STOCK':
    case 'IN_STOCK_SCARCE':
    case 'LEADTIME':
      return 'in_stock';
    case 'PREORDER':
    case 'AVAILABLE_DATE':
      return 'preorder';
    case 'OUT_OF_STOCK':
      return 'out_of_stock';
    // No longer sold (not just sold out): the box says so and offers the editor's substitute.
    case 'UNAVAILABLE':
      return 'unavailable';
    default:
      return 'unknown';
  }
}

/** A decimal amount in minor units of its currency (2 digits for BRL/EUR/MXN/USD, 0 for JPY). */
export function toMinorUnits(money: WireMoney): number | null {
  if (typeof money.amount !== 'number' || !Number.isFinite(money.amount) || money.amount < 0) return null;
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: money.currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // Unknown currency code: keep two digits.
  }
  return Math.round(money.amount * 10 ** digits);
}
