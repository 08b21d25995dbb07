/**
 * A local fake of the retailer's Creators API: a real HTTP server that speaks the same HTTP as
 * the real one (wire.ts), for tests and for trying the price job by hand.
 *
 * - `POST /auth/o2/token`: OAuth2 client credentials (form-encoded or JSON body); issues bearer
 *   tokens with `expires_in`; `expireTokens()` invalidates every token issued so far (the API
 *   then answers 401, as the real one does for an expired token).
 * - Accounts (issue 15): like the real service, each credential belongs to one region's Associates
 *   account with one partner tag per marketplace. `/na/auth/o2/token` (api.amazon.com) and
 *   `/eu/auth/o2/token` (api.amazon.co.uk) refuse a credential of the other region with 401
 *   `invalid_client`; GetItems refuses a marketplace the account does not have (403
 *   `InvalidAssociate`) and a tag that is not the account's for that marketplace (400
 *   `InvalidPartnerTag`); `revoke(clientId)` answers 403 `AssociateNotEligible` (access revoked
 *   after a month without sales). The default account (FAKE_CLIENT_ID) is lenient: any region,
 *   marketplace and tag, on `/auth/o2/token` too.
 * - Rate limit: with `minIntervalMs`, a GetItems request of an account sooner than that after its
 *   previous accepted one answers 429 with `Retry-After` (seconds). Time comes from `clock`
 *   (a simulated clock in the volume test), which `latencyMs` advances per GetItems.
 * - `POST /catalog/v1/getItems`: needs `Authorization: Bearer …`, `x-marketplace`, a partner
 *   tag and 1 to 10 item ids; answers `itemsResult.items` with OffersV2 listings and, for an ASIN
 *   it does not know, the API's partial error `{ code: 'ItemNotAccessible', message }`.
 * - `POST /catalog/v1/searchItems` (PA-API 5 SearchItems in the Creators API's camelCase): same
 *   token, account and rate checks; needs `keywords` and/or `browseNodeId` (digits), `itemCount`
 *   1–10 (default 10), `itemPage` 1–10 (default 1), a known `sortBy` (NewestArrivals by
 *   `releaseDate`, the price sorts by price, otherwise the retailer's relevance: `salesRank`),
 *   known `resources` and no other field (400 InvalidParameterValue / MissingParameter, as the API
 *   answers). It matches the catalogue items of the marketplace whose title holds every keyword
 *   and whose `browseNodes` hold the node; nothing found answers 404 `NoResults`. `itemInfo` and
 *   `images` come back when asked for in `resources`. With autoCatalog, a search nothing matches
 *   gets ten made-up items derived from the query (stable across calls).
 * - `throttle(n, retryAfter)`: the n-th GetItems request answers 429 with that `Retry-After`;
 *   `failWith(n, status)`: the n-th answers that status (5xx tests).
 * - Every request is recorded in `requests` (secrets redacted) for assertions.
 *
 * By hand: `npx tsx api/retailer/fake-server.ts [port]` prints its URL and the environment lines
 * that point the site at it. In that mode every well-formed ASIN has a made-up offer, except
 * ASINs starting with `B0DEAD` (not accessible) and `B0OOS` (out of stock).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  GET_ITEMS_PATH,
  INVALID_PARAMETER_VALUE,
  ITEM_NOT_ACCESSIBLE,
  MARKETPLACE_HEADER,
  MAX_ITEM_COUNT,
  MAX_ITEM_IDS,
  MAX_ITEM_PAGE,
  NO_RESULTS,
  PRICE_RESOURCES,
  SEARCH_ITEMS_PATH,
  SEARCH_RESOURCES,
  SORT_BY_VALUES,
  type GetItemsResponse,
  type SearchItemsResponse,
  type WireError,
  type WireItem,
} from '../../shared/retailer-api/wire';

export const FAKE_TOKEN_PATH = '/auth/o2/token';
export const FAKE_CLIENT_ID = 'fake-client';
export const FAKE_CLIENT_SECRET = 'fake-secret';

/**
 * One item's offer in the fake catalogue. No `price` and no `availability`: the item exists but
 * has no offer; no `price` with an `availability` (OUT_OF_STOCK, UNAVAILABLE): a listing that
 * states its availability without a price, as the real API answers for items not sold now.
 */
export interface FakeItem {
  /** Decimal amount in the currency's major unit (199.9). */
  price?: number;
  /** Reference price, sent as the offer's `savingBasis`. */
  listPrice?: number;
  currency?: string;
  /** OffersV2 availability type (IN_STOCK, OUT_OF_STOCK, UNAVAILABLE, …); default IN_STOCK. */
  availability?: string;
  /** Title (itemInfo.title); SearchItems matches keywords against it. Default `Item {ASIN}`. */
  title?: string;
  brand?: string;
  /** Browse nodes the item is in (SearchItems' browseNodeId). */
  browseNodes?: string[];
  /** Best-seller rank: the order of a search without sortBy (1 first). */
  salesRank?: number;
  /** ISO date it came out: the order of sortBy NewestArrivals (newest first). */
  releaseDate?: string;
}

/** A region's Associates account: its credential, region and partner tag per marketplace. */
export interface FakeAccount {
  clientId: string;
  clientSecret: string;
  region: 'na' | 'eu';
  /** Marketplace (`www.amazon.com.br`) → the account's partner tag there. */
  tags: Record<string, string>;
}

/** The clock the fake reads (token expiry, rate limit); a simulated one can be advanced. */
export interface FakeClock {
  now(): number;
  advance?(ms: number): void;
}

export interface FakeRetailerOptions {
  clientId?: string;
  clientSecret?: string;
  /** Region accounts besides the lenient default one. */
  accounts?: FakeAccount[];
  /** Least time between two accepted GetItems of one account; sooner → 429. Default none. */
  minIntervalMs?: number;
  clock?: FakeClock;
  /** Simulated time each GetItems takes (advances `clock` when it can be advanced). */
  latencyMs?: number;
  /** `expires_in` of issued tokens, seconds. Default 3600. */
  tokenLifetimeSeconds?: number;
  /** Catalogue by ASIN, valid on every marketplace (setItem can scope one to a marketplace). */
  items?: Record<string, FakeItem>;
  /** Every well-formed unknown ASIN gets a made-up offer (the by-hand mode). */
  autoCatalog?: boolean;
  /** The offer of an ASIN not in `items` (the demo retailer's drifting catalogue); wins over autoCatalog. */
  catalog?: (asin: string, marketplace: string) => FakeItem | undefined;
  port?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Parsed JSON or form body; `client_secret` replaced by '***'. */
  body: Record<string, unknown> | null;
  status: number;
  /** The fake's clock when the request arrived (ms). */
  at: number;
  /** The account the token or credential belongs to, when known. */
  clientId: string | null;
}

export interface FakeRetailer {
  /** API base URL (RETAILER_API_URL). */
  readonly url: string;
  /** Token endpoint (RETAILER_TOKEN_URL): any region, for the lenient default account. */
  readonly tokenUrl: string;
  /** The region token endpoints (RETAILER_TOKEN_URL_NA, RETAILER_TOKEN_URL_EU). */
  readonly tokenUrls: { na: string; eu: string };
  /** The account's access is revoked: GetItems answers 403 AssociateNotEligible. */
  revoke(clientId: string): void;
  readonly requests: RecordedRequest[];
  /** The GetItems requests only, in order. */
  getItemsRequests(): RecordedRequest[];
  /** The SearchItems requests only, in order. */
  searchItemsRequests(): RecordedRequest[];
  setItem(asin: string, item: FakeItem, marketplace?: string): void;
  removeItem(asin: string, marketplace?: string): void;
  /** The n-th GetItems request (1-based, counted since start or reset) answers 429 with `Retry-After: retryAfter`. */
  throttle(nth: number, retryAfter: string): void;
  /** The n-th GetItems request answers `status` (e.g. 503). */
  failWith(nth: number, status: number): void;
  /** Every token issued so far stops working (401), as if it had expired early. */
  expireTokens(): void;
  /** Forgets recorded requests, the GetItems count, throttles and failures (the catalogue stays). */
  reset(): void;
  close(): Promise<void>;
}

const ASIN = /^[A-Z0-9]{10}$/;

/** One request as the fake's core sees it (from a socket or from an in-process fetch). */
export interface FakeRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Raw body text ('' when none). */
  body: string;
}

/** The fake's answer: status, JSON payload and extra headers. */
export interface FakeAnswer {
  status: number;
  payload: unknown;
  headers: Record<string, string>;
}

/** The fake without its HTTP server: its catalogue, accounts and controls, and `handle` to answer one request. */
export type FakeRetailerCore = Omit<FakeRetailer, 'url' | 'tokenUrl' | 'tokenUrls' | 'close'> & {
  /** Answers one request (a malformed body answers 400 SerializationException). */
  handle(req: FakeRequest): FakeAnswer;
};

/**
 * The fake's request handling, shared by the HTTP server (startFakeRetailer) and the in-process
 * demo retailer (./demo-retailer.ts), so both speak exactly the same API.
 */
export function createFakeRetailerCore(options: FakeRetailerOptions = {}): FakeRetailerCore {
  const clientId = options.clientId ?? FAKE_CLIENT_ID;
  const clientSecret = options.clientSecret ?? FAKE_CLIENT_SECRET;
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  const catalogue = new Map<string, FakeItem>(Object.entries(options.items ?? {}));
  const clock: FakeClock = options.clock ?? { now: Date.now };
  const accounts = new Map<string, FakeAccount | null>([[clientId, null], ...(options.accounts ?? []).map((a) => [a.clientId, a] as const)]);
  const secrets = new Map<string, string>([[clientId, clientSecret], ...(options.accounts ?? []).map((a) => [a.clientId, a.clientSecret] as const)]);
  const revoked = new Set<string>();
  const lastAccepted = new Map<string, number>();
  const tokens = new Map<string, { expiresAt: number; clientId: string }>();
  const throttles = new Map<number, string>();
  const failures = new Map<number, number>();
  const requests: RecordedRequest[] = [];
  let getItemsCount = 0;
  let tokenCount = 0;
  const madeUp = options.catalog ?? (options.autoCatalog ? madeUpItem : undefined);

  const key = (asin: string, marketplace?: string) => (marketplace ? `${marketplace.toLowerCase()} ${asin}` : asin);
  const lookup = (asin: string, marketplace: string): FakeItem | undefined =>
    catalogue.get(key(asin, marketplace)) ?? catalogue.get(asin) ?? madeUp?.(asin, marketplace);

  /** `region`: the endpoint's region, null for the any-region `/auth/o2/token`. */
  function token(body: Record<string, unknown> | null, region: 'na' | 'eu' | null): [number, unknown] {
    if (!body || body.grant_type !== 'client_credentials') return [400, { error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials' }];
    const id = String(body.client_id ?? '');
    const account = accounts.get(id);
    const known = account !== undefined && secrets.get(id) === body.client_secret;
    // The real endpoints are separate services: a credential of the other region is unknown there.
    if (!known || (account && region && account.region !== region)) return [401, { error: 'invalid_client', error_description: 'Client authentication failed' }];
    const value = `fake-token-${++tokenCount}-${Math.random().toString(36).slice(2, 10)}`;
    tokens.set(value, { expiresAt: clock.now() + lifetime * 1000, clientId: id });
    return [200, { access_token: value, token_type: 'bearer', expires_in: lifetime }];
  }

  type Answer = [number, unknown, Record<string, string>?];

  /**
   * The checks every operation makes, in the API's order: token, rate, revoked access, marketplace
   * header, partner tag and the account's tag there. Null when the request may proceed.
   */
  function admit(headers: Record<string, string>, body: Record<string, unknown> | null, n: number | null): Answer | null {
    const bearer = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1];
    const issued = bearer ? tokens.get(bearer) : undefined;
    if (issued === undefined || issued.expiresAt <= clock.now()) return [401, apiError('Unauthorized', 'The access token is missing, invalid or expired.')];
    const account = accounts.get(issued.clientId) ?? null;
    if (options.minIntervalMs) {
      const wait = (lastAccepted.get(issued.clientId) ?? -Infinity) + options.minIntervalMs - clock.now();
      if (wait > 0) return [429, apiError('TooManyRequests', 'The request was denied due to request throttling.'), { 'Retry-After': String(Math.ceil(wait / 1000)) }];
      lastAccepted.set(issued.clientId, clock.now());
    }
    clock.advance?.(options.latencyMs ?? 0);
    if (revoked.has(issued.clientId)) {
      return [403, apiError('AssociateNotEligible', 'Your account does not currently meet the eligibility requirements to access the Creators API.')];
    }
    if (n !== null) {
      const retryAfter = throttles.get(n);
      if (retryAfter !== undefined) return [429, apiError('TooManyRequests', 'The request was denied due to request throttling.'), { 'Retry-After': retryAfter }];
      const failure = failures.get(n);
      if (failure !== undefined) return [failure, apiError('InternalFailure', 'The request processing has failed because of an unknown error.')];
    }
    const marketplace = headers[MARKETPLACE_HEADER];
    if (typeof marketplace !== 'string' || marketplace === '') return [400, apiError('MissingParameter', `The request is missing the ${MARKETPLACE_HEADER} header.`)];
    if (!body || typeof body.partnerTag !== 'string' || body.partnerTag === '') return [400, apiError('MissingParameter', 'The request is missing PartnerTag.')];
    if (account) {
      const tag = account.tags[marketplace.toLowerCase()];
      if (tag === undefined) return [403, apiError('InvalidAssociate', `Your credentials are not mapped to an approved associate store in ${marketplace}.`)];
      if (tag !== body.partnerTag) return [400, apiError('InvalidPartnerTag', 'The partner tag is not mapped to a valid associate store with your credentials.')];
    }
    return null;
  }

  function getItems(headers: Record<string, string>, body: Record<string, unknown> | null): Answer {
    const refused = admit(headers, body, ++getItemsCount);
    if (refused) return refused;
    const marketplace = headers[MARKETPLACE_HEADER] as string;
    const ids = body!.itemIds;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_ITEM_IDS || !ids.every((id) => typeof id === 'string')) {
      return [400, apiError(INVALID_PARAMETER_VALUE, `ItemIds must hold 1 to ${MAX_ITEM_IDS} item ids.`)];
    }
    const items: WireItem[] = [];
    const errors: WireError[] = [];
    for (const id of ids as string[]) {
      if (!ASIN.test(id)) {
        errors.push({ code: INVALID_PARAMETER_VALUE, message: `The ItemId ${id} provided in the request is invalid.` });
        continue;
      }
      const item = lookup(id, marketplace);
      if (!item) errors.push({ code: ITEM_NOT_ACCESSIBLE, message: `The ItemId ${id} is not accessible through the Creators API.` });
      else items.push(toWire(id, item, marketplace));
    }
    const answer: GetItemsResponse = {};
    if (items.length) answer.itemsResult = { items };
    if (errors.length) answer.errors = errors;
    return [200, answer];
  }

  function searchItems(headers: Record<string, string>, body: Record<string, unknown> | null): Answer {
    const refused = admit(headers, body, null);
    if (refused) return refused;
    const marketplace = headers[MARKETPLACE_HEADER] as string;
    const b = body!;
    const invalid = (message: string): Answer => [400, apiError(INVALID_PARAMETER_VALUE, message)];
    const unknown = Object.keys(b).filter((k) => !SEARCH_FIELDS.has(k));
    if (unknown.length) return invalid(`The request contains invalid parameters: ${unknown.join(', ')}.`);
    const keywords = typeof b.keywords === 'string' ? b.keywords.trim() : '';
    const node = typeof b.browseNodeId === 'string' ? b.browseNodeId.trim() : '';
    if (b.keywords !== undefined && typeof b.keywords !== 'string') return invalid('The value provided in the request for Keywords is invalid.');
    if (!keywords && !node) {
      return [400, apiError('MissingParameter', 'Your request should have at least one of the following parameters: Keywords, Actor, Artist, Author, Brand, Title, BrowseNodeId.')];
    }
    if (b.browseNodeId !== undefined && !/^\d+$/.test(node)) return invalid(`The value ${String(b.browseNodeId)} provided in the request for BrowseNodeId is invalid.`);
    const itemCount = b.itemCount ?? MAX_ITEM_COUNT;
    if (!Number.isInteger(itemCount) || (itemCount as number) < 1 || (itemCount as number) > MAX_ITEM_COUNT) {
      return invalid(`The value ${String(b.itemCount)} provided in the request for ItemCount is invalid. ItemCount should be between 1 and ${MAX_ITEM_COUNT}.`);
    }
    const itemPage = b.itemPage ?? 1;
    if (!Number.isInteger(itemPage) || (itemPage as number) < 1 || (itemPage as number) > MAX_ITEM_PAGE) {
      return invalid(`The value ${String(b.itemPage)} provided in the request for ItemPage is invalid. ItemPage should be between 1 and ${MAX_ITEM_PAGE}.`);
    }
    if (b.sortBy !== undefined && !(SORT_BY_VALUES as readonly unknown[]).includes(b.sortBy)) return invalid(`The value ${String(b.sortBy)} provided in the request for SortBy is invalid.`);
    const resources = b.resources ?? [];
    if (!Array.isArray(resources) || resources.some((r) => !KNOWN_RESOURCES.has(r as string))) return invalid('The value provided in the request for Resources is invalid.');

    const words = keywords.toLowerCase().split(/\s+/).filter(Boolean);
    const market = marketplace.toLowerCase();
    const found = new Map<string, FakeItem>();
    for (const [k, item] of catalogue) {
      const [scope, asin] = k.includes(' ') ? k.split(' ') as [string, string] : [null, k];
      if (scope !== null && scope !== market) continue;
      if (scope === null && catalogue.has(key(asin, marketplace))) continue;
      const title = (item.title ?? `Item ${asin}`).toLowerCase();
      if (words.some((w) => !title.includes(w))) continue;
      if (node && !(item.browseNodes ?? []).includes(node)) continue;
      found.set(asin, item);
    }
    if (!found.size && options.autoCatalog) for (const [asin, item] of madeUpSearch(keywords || node)) found.set(asin, item);
    const order = [...found.entries()].sort(sorter(b.sortBy as string | undefined));
    const page = order.slice(((itemPage as number) - 1) * (itemCount as number), (itemPage as number) * (itemCount as number));
    if (!page.length) return [404, apiError(NO_RESULTS, 'No results found for your request.')];
    const withInfo = (resources as string[]).some((r) => r.startsWith('itemInfo.'));
    const withImages = (resources as string[]).some((r) => r.startsWith('images.'));
    const answer: SearchItemsResponse = {
      searchResult: {
        totalResultCount: order.length,
        searchURL: `https://${marketplace}/s?k=${encodeURIComponent(keywords)}${node ? `&rh=n%3A${node}` : ''}&tag=${encodeURIComponent(String(b.partnerTag))}`,
        items: page.map(([asin, item]) => ({
          ...toWire(asin, item, marketplace),
          ...(withInfo ? { itemInfo: { title: { displayValue: item.title ?? `Item ${asin}` }, ...(item.brand ? { byLineInfo: { brand: { displayValue: item.brand } } } : {}) } } : {}),
          ...(withImages ? { images: { primary: { medium: { url: `https://m.media-amazon.com/images/I/${asin}._SL160_.jpg`, height: 160, width: 160 } } } } : {}),
        })),
      },
    };
    return [200, answer];
  }

  function handle(req: FakeRequest): FakeAnswer {
    let body: Record<string, unknown> | null;
    try {
      body = parseBody(req.body, req.headers['content-type'] ?? '');
    } catch {
      return { status: 400, payload: apiError('SerializationException', 'The body is not valid JSON or form data.'), headers: {} };
    }
    const path = req.path;
    const at = clock.now();
    const tokenRegion = /^\/(na|eu)\/auth\/o2\/token$/.exec(path)?.[1] as 'na' | 'eu' | undefined;
    let answer: [number, unknown, Record<string, string>?];
    if (req.method !== 'POST') answer = [405, apiError('MethodNotAllowed', 'Use POST.'), { Allow: 'POST' }];
    else if (path === FAKE_TOKEN_PATH || tokenRegion) answer = token(body, tokenRegion ?? null);
    else if (path === GET_ITEMS_PATH) answer = getItems(req.headers, body);
    else if (path === SEARCH_ITEMS_PATH) answer = searchItems(req.headers, body);
    else answer = [404, apiError('ResourceNotFound', `No operation at ${path}.`)];
    const [status, payload, headers] = answer;
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const who = (bearer && tokens.get(bearer)?.clientId) || (typeof body?.client_id === 'string' ? body.client_id : null);
    requests.push({ method: req.method, path, headers: req.headers, body: redactSecret(body), status, at, clientId: who });
    return { status, payload, headers: headers ?? {} };
  }

  return {
    handle,
    revoke: (id) => void revoked.add(id),
    requests,
    getItemsRequests: () => requests.filter((r) => r.path === GET_ITEMS_PATH),
    searchItemsRequests: () => requests.filter((r) => r.path === SEARCH_ITEMS_PATH),
    setItem: (asin, item, marketplace) => void catalogue.set(key(asin, marketplace), item),
    removeItem: (asin, marketplace) => void catalogue.delete(key(asin, marketplace)),
    throttle: (nth, retryAfter) => void throttles.set(nth, retryAfter),
    failWith: (nth, status) => void failures.set(nth, status),
    expireTokens: () => tokens.clear(),
    reset: () => {
      requests.length = 0;
      lastAccepted.clear();
      revoked.clear();
      getItemsCount = 0;
      throttles.clear();
      failures.clear();
    },
  };
}

export async function startFakeRetailer(options: FakeRetailerOptions = {}): Promise<FakeRetailer> {
  const core = createFakeRetailerCore(options);
  const server: Server = createServer((req, res) => {
    readBody(req)
      .then((body) => {
        const answer = core.handle({ method: req.method ?? '', path: (req.url ?? '/').split('?')[0]!, headers: flatHeaders(req), body });
        send(res, answer.status, answer.payload, answer.headers);
      })
      .catch(() => send(res, 400, apiError('SerializationException', 'The body could not be read.')));
  });
  // Connections left open by keep-alive would hold close() up; tests start and stop many servers.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const { handle: _handle, ...controls } = core;

  return {
    ...controls,
    url,
    tokenUrl: `${url}${FAKE_TOKEN_PATH}`,
    tokenUrls: { na: `${url}/na${FAKE_TOKEN_PATH}`, eu: `${url}/eu${FAKE_TOKEN_PATH}` },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

function toWire(asin: string, item: FakeItem, marketplace: string): WireItem {
  const currency = item.currency ?? 'BRL';
  const money = (amount: number) => ({ amount, currency, displayAmount: `${currency} ${amount.toFixed(2)}` });
  const domain = marketplace.replace(/^www\./, '');
  return {
    asin,
    detailPageURL: `https://www.${domain}/dp/${asin}`,
    offersV2: {
      listings:
        item.price === undefined && item.availability === undefined
          ? []
          : [{
              isBuyBoxWinner: true,
              ...(item.price !== undefined
                ? {
                    price: {
                      money: money(item.price),
                      ...(item.listPrice !== undefined ? { savingBasis: { money: money(item.listPrice), savingBasisType: 'LIST_PRICE' } } : {}),
                    },
                  }
                : {}),
              availability: { type: item.availability ?? 'IN_STOCK', message: AVAILABILITY_MESSAGES[item.availability ?? 'IN_STOCK'] ?? '' },
            }],
    },
  };
}

/** The `message` the real API sends beside an availability type (en-US wording). */
const AVAILABILITY_MESSAGES: Record<string, string> = {
  IN_STOCK: 'In Stock',
  IN_STOCK_SCARCE: 'Only a few left in stock - order soon.',
  OUT_OF_STOCK: 'Temporarily out of stock.',
  UNAVAILABLE: 'Currently unavailable.',
};

/** The by-hand catalogue: a stable price from the ASIN's letters; B0DEAD… gone, B0OOS… out of stock, B0UNAV… no longer sold. */
function madeUpItem(asin: string): FakeItem | undefined {
  if (asin.startsWith('B0DEAD')) return undefined;
  if (asin.startsWith('B0UNAV')) return { availability: 'UNAVAILABLE' };
  const seed = [...asin].reduce((sum, ch, i) => sum + ch.charCodeAt(0) * (i + 7), 0);
  const price = 19.9 + (seed % 900) + 0.09;
  return { price: Math.round(price * 100) / 100, listPrice: seed % 3 === 0 ? Math.round(price * 120) / 100 : undefined, availability: asin.startsWith('B0OOS') ? 'OUT_OF_STOCK' : 'IN_STOCK' };
}

function apiError(code: string, message: string) {
  return { errors: [{ code, message }] };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A form-encoded or JSON body as an object (null when empty or not an object); throws on bad JSON. */
function parseBody(text: string, contentType: string): Record<string, unknown> | null {
  if (!text) return null;
  if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

function redactSecret(body: Record<string, unknown> | null): Record<string, unknown> | null {
  return body && 'client_secret' in body ? { ...body, client_secret: '***' } : body;
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

function send(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(payload));
}

// `npx tsx api/retailer/fake-server.ts [port]`: run it by hand and point the site at it.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.argv[2] ?? 0) || 0;
  const fake = await startFakeRetailer({ autoCatalog: true, port });
  console.log(`Fake retailer (Creators API) listening at ${fake.url}`);
  console.log('Point the site at it with:');
  console.log(`  RETAILER_API_URL=${fake.url}`);
  console.log(`  RETAILER_TOKEN_URL_NA=${fake.tokenUrls.na}`);
  console.log(`  RETAILER_TOKEN_URL_EU=${fake.tokenUrls.eu}`);
  // The lenient account takes any region, marketplace and tag: one pair serves every locale.
  for (const locale of ['BR', 'IT', 'MX', 'ES', 'US']) {
    console.log(`  RETAILER_${locale}_CLIENT_ID=${FAKE_CLIENT_ID}`);
    console.log(`  RETAILER_${locale}_CLIENT_SECRET=${FAKE_CLIENT_SECRET}`);
  }
  console.log('Every ASIN has a made-up offer except B0DEAD… (not accessible), B0OOS… (out of stock) and B0UNAV… (unavailable). Ctrl+C stops it.');
}

/** The fields a SearchItems body may carry (the ones this site and the fake know of). */
const SEARCH_FIELDS = new Set(['keywords', 'browseNodeId', 'searchIndex', 'sortBy', 'itemCount', 'itemPage', 'partnerTag', 'marketplace', 'resources']);
const KNOWN_RESOURCES = new Set<string>([...PRICE_RESOURCES, ...SEARCH_RESOURCES]);

/** The order of a SearchItems answer for `sortBy` (ties by ASIN, so the order is stable). */
function sorter(sortBy: string | undefined) {
  const price = (item: FakeItem) => item.price ?? Infinity;
  const rank = (item: FakeItem) => item.salesRank ?? Infinity;
  return ([a, x]: [string, FakeItem], [b, y]: [string, FakeItem]): number => {
    let d = 0;
    if (sortBy === 'NewestArrivals') d = (y.releaseDate ?? '').localeCompare(x.releaseDate ?? '');
    else if (sortBy === 'Price:LowToHigh') d = price(x) - price(y);
    else if (sortBy === 'Price:HighToLow') d = price(y) - price(x);
    else d = rank(x) - rank(y);
    return Number.isNaN(d) || d === 0 ? a.localeCompare(b) : d;
  };
}

/** The by-hand search: ten items derived from the query, each with its made-up offer. */
function madeUpSearch(query: string): [string, FakeItem][] {
  let hash = 2166136261;
  for (const ch of query.toLowerCase()) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  const stem = hash.toString(36).toUpperCase().padStart(7, '0').slice(-7);
  return Array.from({ length: MAX_ITEM_COUNT }, (_, i) => {
    const asin = `B0${stem}${i}`;
    return [asin, { ...madeUpItem(asin)!, title: `${query} ${i + 1}`, salesRank: i + 1, releaseDate: `2026-01-${String(28 - i).padStart(2, '0')}` }];
  });
}
