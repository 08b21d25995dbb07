/**
 * The built-in demo retailer (issue 27 item 5): the fake Creators API (./fake-server.ts) run in
 * process, without a socket, whose catalogue is the seeded demo's products. The price job uses it
 * when the database holds the seeded demo and no real credential is set (demoRetailerApplies), so
 * a fresh `npm start` keeps its prices: they refresh, drift and now and then go out of stock, as
 * a live site's do, instead of vanishing after the first run finds no credentials.
 *
 * The offers are a pure function of the product's seeded price and the day: deterministic (a test
 * or a rerun sees the same prices) but varied. Each day after the seed, an ASIN's price changes
 * with a 1 in 4 chance to 80–110 % of its seeded price and holds until its next change; on about
 * 1 day in 25 it is out of stock. On the seed's own day every offer is exactly what the seed wrote,
 * so the first refresh after seeding changes nothing on the pages.
 */
import type { Db } from '../../shared/db/connect';
import { demoAnchors, type DemoAnchor } from '../../shared/db/queries/demo-seed';
import type { Availability } from '../../shared/db/schema';
import { createCreatorsClient, type CreatorsClient, type CreatorsClientOptions } from '../../shared/retailer-api/creators-client';
import { createFakeRetailerCore, FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_TOKEN_PATH, type FakeItem, type FakeRequest, type FakeRetailerCore } from './fake-server';
import { GET_ITEMS_PATH } from '../../shared/retailer-api/wire';

/** Where the demo client "sends" its requests: never resolved, the in-process fetch answers. */
export const DEMO_RETAILER_URL = 'http://demo-retailer.invalid';
/** How the logs and the job's summary name it. */
export const DEMO_RETAILER_LABEL = 'demo retailer';

const DAY_MS = 86_400_000;
/** Chance that an ASIN's price changes on a given day. */
const CHANGE_CHANCE = 0.25;
/** Chance that an ASIN is out of stock on a given day. */
const OUT_OF_STOCK_CHANCE = 0.04;
/** How far back a day's price looks for its last change (0.75^45: practically always found). */
const LOOKBACK_DAYS = 45;

/** A uniform draw in [0, 1) from an ASIN, a day and a purpose (FNV-1a, then a final avalanche). */
export function demoDraw(asin: string, day: number, purpose: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${asin}:${day}:${purpose}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}

/** A price with a shelf ending (…,99) near `cents`. */
function shelf(cents: number): number {
  return Math.max(99, Math.round(cents / 100) * 100 - 1);
}

/** A stable base price for a product the seed gave none (added after seeding): from the ASIN's letters. */
function basePriceOf(asin: string): number {
  return shelf(2000 + Math.floor(demoDraw(asin, 0, 'base') * 90_000));
}

const WIRE_AVAILABILITY: Record<Availability, string> = {
  in_stock: 'IN_STOCK', out_of_stock: 'OUT_OF_STOCK', preorder: 'PREORDER', unavailable: 'UNAVAILABLE', unknown: 'UNKNOWN',
};

/**
 * The demo retailer's offer for `asin` at `at` (ms), given the product as seeded (`anchor`) and
 * when it was seeded: undefined for an ASIN the demo does not hold (the API's ItemNotAccessible).
 */
export function demoOffer(asin: string, anchor: DemoAnchor | undefined, at: number, seededAt: number): FakeItem | undefined {
  if (!anchor) return undefined;
  // No longer sold stays no longer sold: the demo's substitute offers keep a reason to show.
  if (anchor.availability === 'unavailable') return { availability: 'UNAVAILABLE', currency: anchor.currency };
  const seedDay = Math.floor(seededAt / DAY_MS);
  const day = Math.floor(at / DAY_MS);
  let factor: number | null = null;
  for (let d = day; d > seedDay && d > day - LOOKBACK_DAYS; d--) {
    if (demoDraw(asin, d, 'change') < CHANGE_CHANCE) {
      factor = 0.8 + demoDraw(asin, d, 'level') * 0.3;
      break;
    }
  }
  const base = anchor.priceCents ?? basePriceOf(asin);
  // Unchanged since the seed: what the seed wrote, to the cent.
  const cents = factor === null ? base : shelf(base * factor);
  const soldOut = (day > seedDay && demoDraw(asin, day, 'stock') < OUT_OF_STOCK_CHANCE) || (factor === null && anchor.availability === 'out_of_stock');
  if (soldOut) return { availability: 'OUT_OF_STOCK', currency: anchor.currency };
  const list = anchor.listPriceCents;
  return {
    price: cents / 100,
    // The "was" price only while it is above the price: a saving the shopper would see.
    ...(list !== null && list > cents ? { listPrice: list / 100 } : {}),
    currency: anchor.currency,
    availability: WIRE_AVAILABILITY[anchor.availability === 'out_of_stock' ? 'in_stock' : anchor.availability],
  };
}

/**
 * A fetch that answers `core`'s requests in process (no socket: the demo runs wherever the job
 * does, a Netlify function included). `before` runs first, e.g. to load what the answer needs.
 */
export function inProcessFetch(core: FakeRetailerCore, before: (req: FakeRequest) => Promise<void> = async () => undefined): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => void (headers[name] = value));
    const req: FakeRequest = { method: init?.method ?? 'GET', path: url.pathname, headers, body: typeof init?.body === 'string' ? init.body : '' };
    await before(req);
    const answer = core.handle(req);
    return new Response(JSON.stringify(answer.payload), { status: answer.status, headers: { 'Content-Type': 'application/json', ...answer.headers } });
  };
}

export interface DemoRetailerOptions {
  db: Db;
  locale: string;
  /** When the demo was seeded (the marker's value). */
  seededAt: string;
  /** The moment the offers are for (the job's ctx.now). */
  now: () => Date;
}

/** The fetch of the demo retailer for one locale's products (the Creators API's token and GetItems). */
export function demoRetailerFetch(options: DemoRetailerOptions): typeof fetch {
  const seededMs = Date.parse(options.seededAt);
  let anchors = new Map<string, DemoAnchor>();
  const core = createFakeRetailerCore({
    clock: { now: () => options.now().getTime() },
    catalog: (asin) => demoOffer(asin, anchors.get(asin), options.now().getTime(), seededMs),
  });
  return inProcessFetch(core, async (req) => {
    if (req.path !== GET_ITEMS_PATH) return;
    // The catalogue is read synchronously by the core: the batch's anchors are loaded first.
    const ids = (() => {
      try {
        const value = (JSON.parse(req.body) as { itemIds?: unknown }).itemIds;
        return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
      } catch {
        return [];
      }
    })();
    anchors = await demoAnchors(options.db, options.locale, ids, options.seededAt);
  });
}

/** A Creators API client that talks to the demo retailer, with the job's pacing and budget options. */
export function demoCreatorsClient(
  options: DemoRetailerOptions,
  deps: { log: (line: string) => void } & Pick<CreatorsClientOptions, 'sleep' | 'now' | 'minIntervalMs' | 'maxWaitMs' | 'maxRetries' | 'timeoutMs'>,
): CreatorsClient {
  return createCreatorsClient({
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    apiUrl: DEMO_RETAILER_URL,
    tokenUrl: `${DEMO_RETAILER_URL}${FAKE_TOKEN_PATH}`,
    fetch: demoRetailerFetch(options),
    ...deps,
  });
}
