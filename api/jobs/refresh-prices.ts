/**
 * Retailer price refresh (DESIGN §8, issue 5 item 4, issue 15 items 1, 2 and 6).
 *
 * Every 15 minutes, each active locale asks the retailer's Creators API with its own region's
 * account (credentials from the environment by locale, token endpoint by region, partner tag and
 * marketplace from the locale config) for the prices and availability of its due products: never
 * asked, or last asked more than REFRESH_AFTER_MS ago, oldest first, 10 ASINs a GetItems. Each
 * batch is written (one transaction) with its fetch time before the next is asked, and moves its
 * products to the back of the queue, so the queue order in the database is the cursor: a run that
 * stops resumes where it stopped.
 *
 * Volume (issue 15 item 2): a run has a time budget (RETAILER_REFRESH_BUDGET_SECONDS, 25 s: a
 * Netlify scheduled function is stopped after 30 s) and starts a batch only when it fits in what
 * is left. Requests are paced to one a second per account (the API's rate); a 429 waits
 * Retry-After (or an exponential backoff) only while that fits in the budget, twice at most, and
 * otherwise ends the region's run early: the next run resumes. Regions run side by side (each
 * account has its own rate). At 250 products a run and 96 runs a day, one region keeps up with
 * 10,000 products, every price refreshed well within 24 h (bench/RESULTS.md, refresh-volume.test.ts).
 *
 * Without the API (item 6): a region without credentials or partner tag, or whose account the
 * retailer refuses (token endpoint or API access error), is recorded as such in retailer_regions;
 * the pages then hide its prices (site/lib/pages/context.ts) and keep the product boxes, and the
 * admin regions screen says why. A change of that state asks for a full rebuild.
 *
 * The demo (issue 27 item 5): on the seeded demo without any real credential (and unless
 * DEMO_RETAILER=off), every region asks the built-in demo retailer (api/retailer/demo-retailer.ts)
 * instead, in process and unpaced; the logs and the summary say so.
 *
 * Lists (issue 27 item 3): before its price batches, each region refreshes its due self-refreshing
 * lists (./retailer-lists.ts), one SearchItems request each, under the same budget and pacing; a
 * list whose order or prices changed republishes the posts showing it, one that did not changes
 * nothing.
 *
 * Publishing: a fetched price moves its "as of" time, and a change of availability changes what
 * the product's boxes say (an unavailable product's box says so and offers its substitute, issue
 * 15 item 4), so the pages of each product refreshed with a price or whose availability changed are
 * republished (the page would otherwise hide a current price once its old time is 24 h past),
 * however many there are: a run refreshes at most 250 products a region, whose pages are a few
 * thousand at most, while a full rebuild at 100,000 posts renders 134,000 pages (about 4 minutes
 * of both cores), and the job runs every 15 minutes.
 */
import { listActiveLocaleConfigs, type LocaleConfig } from '../../shared/db/queries/locale-configs';
import { countDueProducts, listDueProducts, writePriceBatch, type PriceWrite, type RetailerProduct } from '../../shared/db/queries/retailer';
import { recordRegionRun, type RegionRun } from '../../shared/db/queries/retailer-regions';
import type { DueRetailerList } from '../../shared/db/queries/retailer-lists';
import { appendPricePoints, PRICE_HISTORY_KEEP_DAYS, prunePricePoints, type PricePointWrite } from '../../shared/db/queries/price-history';
import { demoSeededAt } from '../../shared/db/queries/demo-seed';
import type { Locale } from '../../shared/locales';
import { demoRetailerApplies, uncheckedAccess } from '../../shared/retailer-accounts';
import { configuredCreatorsClient } from '../../shared/retailer-api/configured-client';
import { DEMO_RETAILER_LABEL, demoCreatorsClient } from '../retailer/demo-retailer';
import { isAccessError, RetailerApiError } from '../../shared/retailer-api/creators-client';
import { marketplaceOf, MAX_ITEM_IDS } from '../../shared/retailer-api/wire';
import { localizedChange } from '../publish/content-change';
import { refreshRegionLists, type ListRefreshOutcome } from './retailer-lists';
import type { JobContext, JobDefinition, JobResult } from './types';

/** A price is asked again once it is this old: four times a day while the job keeps up. */
export const REFRESH_AFTER_MS = 6 * 3600_000;
/** The API's rate per account: about one request a second. */
export const REQUEST_INTERVAL_MS = 1000;
/**
 * A turn of the event loop between batches. The demo retailer answers in process and SQLite
 * synchronously, so a run's awaits never reach the event loop: at 100,000 posts one run held a
 * server's readers for 6 s (issue 29).
 */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Until a batch has been timed, a batch is assumed to take this long (pacing included). */
const FIRST_BATCH_ESTIMATE_MS = 2000;
/** One hung request must not carry a run past Netlify's 30 s stop. */
const REQUEST_TIMEOUT_MS = 5000;
/** 429 retries within one batch before the region's run stops (no hammering). */
const THROTTLE_RETRIES = 2;

export const refreshPricesJob: JobDefinition = {
  name: 'refresh-prices',
  label: 'Atualizar preços',
  description: 'Busca na Amazon, com a conta de cada região, os preços e a disponibilidade dos produtos ativos, os mais antigos primeiro, a cada 15 minutos.',
  schedule: '*/15 * * * *',
  run: refreshPrices,
};

export interface RefreshDeps {
  /** Waits (pacing, Retry-After, backoff); a simulated clock's sleep in the volume test. */
  sleep?: (ms: number) => Promise<void>;
  /** The clock of the budget and the pacing, ms; default the real one (ctx.now stamps the prices). */
  clock?: () => number;
  /** Time budget of the run; default RETAILER_REFRESH_BUDGET_SECONDS. */
  budgetMs?: number;
  /** Least time between two requests of one account; default REQUEST_INTERVAL_MS. */
  requestIntervalMs?: number;
}

/** What one region's part of a run did. */
interface RegionOutcome extends RegionRun {
  locale: string;
  refreshedProducts: RetailerProduct[];
  /** Products without a price now whose availability changed (their boxes change too). */
  availabilityChanged: RetailerProduct[];
  notFound: string[];
  /** An error that is neither a refusal nor throttling (the API down after its retries). */
  failure: RetailerApiError | null;
  /** Price history points appended (a price or availability that differed from the last point). */
  points: number;
  /** The self-refreshing lists asked for (./retailer-lists.ts). */
  lists: ListRefreshOutcome;
}

/** The run's time budget, ms. */
const budgetOf = (ctx: JobContext, deps: RefreshDeps) => deps.budgetMs ?? ctx.env.RETAILER_REFRESH_BUDGET_SECONDS * 1000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the refresh; exported for tests that inject a clock, a sleep or a budget. */
export async function refreshPrices(ctx: JobContext, deps: RefreshDeps = {}): Promise<JobResult> {
  const clock = deps.clock ?? Date.now;
  const deadline = clock() + budgetOf(ctx, deps);
  const [configs, seededAt] = await Promise.all([listActiveLocaleConfigs(ctx.db), demoSeededAt(ctx.db)]);
  const demo = seededAt !== null && demoRetailerApplies(ctx.env, true) ? seededAt : null;
  if (demo) ctx.log(`refresh-prices: no retailer credentials on the seeded demo: prices come from the built-in ${DEMO_RETAILER_LABEL} (DEMO_RETAILER=off turns it off)`);
  // Each account has its own rate limit: the regions share the budget, not the requests.
  const outcomes = await Promise.all(configs.map((config) => refreshRegion(ctx, deps, config, clock, deadline, demo)));

  let accessChanged = false;
  const at = ctx.now().toISOString();
  for (const outcome of outcomes) {
    const unchecked = uncheckedAccess(ctx.env, outcome.locale as Locale, demo !== null);
    const recorded = await recordRegionRun(ctx.db, outcome.locale, outcome, at, unchecked);
    accessChanged ||= recorded.accessChanged;
  }
  const refreshed = outcomes.flatMap((o) => o.refreshedProducts);
  const published = await publish(ctx, [...refreshed, ...outcomes.flatMap((o) => o.availabilityChanged)], accessChanged, outcomes.flatMap((o) => o.lists.changed));
  // Two years of history: what aged out goes at each run (a few rows at a time once it runs regularly).
  const pruned = await prunePricePoints(ctx.db, new Date(ctx.now().getTime() - PRICE_HISTORY_KEEP_DAYS * 86_400_000).toISOString());
  const result = summarize(outcomes, refreshed.length, [published, pruned ? `${pruned} registro(s) de preço com mais de dois anos apagado(s)` : ''].filter(Boolean).join('; '));
  // The summary is the admin's (Portuguese); the log line above names it for operators.
  return demo ? { ...result, summary: `varejista de demonstração: ${result.summary}` } : result;
}

/** `demoSeededAt`: the demo's seed time when the demo retailer answers instead of the real API. */
async function refreshRegion(ctx: JobContext, deps: RefreshDeps, config: LocaleConfig, clock: () => number, deadline: number, demoSeededAt: string | null): Promise<RegionOutcome> {
  const locale = config.locale;
  const outcome: RegionOutcome = {
    locale, access: null, accessError: null, refreshed: 0, errors: 0, throttled: 0, requests: 0, remaining: 0, stop: null,
    refreshedProducts: [], availabilityChanged: [], notFound: [], failure: null, points: 0,
    lists: { refreshed: 0, changed: [], createdProducts: 0 },
  };
  const dueBefore = new Date(ctx.now().getTime() - REFRESH_AFTER_MS).toISOString();
  const partnerTag = config.affiliateId.trim();
  // The demo retailer runs in process: no API rate to respect. It answers at most as many batches a
  // run as the real API could within the budget, so that a large demo site republishes what a real
  // one would (at 100,000 posts, all 20,000 products at once otherwise).
  const intervalMs = demoSeededAt ? 0 : (deps.requestIntervalMs ?? REQUEST_INTERVAL_MS);
  let batchesLeft = demoSeededAt ? Math.max(1, Math.floor(budgetOf(ctx, deps) / REQUEST_INTERVAL_MS)) : Infinity;
  // How long the next batch may take: the slowest so far (pacing wait included), at least the pacing.
  let estimateMs = FIRST_BATCH_ESTIMATE_MS;
  let slowestMs = 0;
  const clientDeps = {
    log: ctx.log,
    sleep: deps.sleep ?? realSleep,
    now: clock,
    minIntervalMs: intervalMs,
    maxRetries: THROTTLE_RETRIES,
    timeoutMs: REQUEST_TIMEOUT_MS,
    // A 429 may wait only as long as still leaves room for the retried request.
    maxWaitMs: () => deadline - clock() - estimateMs,
  };
  const client = demoSeededAt
    ? demoCreatorsClient({ db: ctx.db, locale, seededAt: demoSeededAt, now: ctx.now }, clientDeps)
    : configuredCreatorsClient(ctx.env, locale as Locale, { fetch: ctx.fetch, ...clientDeps });
  if (!client || !partnerTag) {
    // The API needs both; without them nothing is asked and the region's prices are hidden.
    outcome.access = 'no_credentials';
    outcome.accessError = client ? 'no_partner_tag' : 'no_credentials';
    outcome.remaining = await countDueProducts(ctx.db, locale, dueBefore);
    ctx.log(`refresh-prices: ${locale} ${client ? 'has no affiliate tag' : 'has no retailer credentials'}, skipped`);
    return outcome;
  }
  const marketplace = marketplaceOf(config.amazonDomain);
  let neverAskedDone = false;
  try {
    // Lists first: a list never filled shows nothing until it is, and they are few a run.
    await refreshRegionLists(ctx, client, config, marketplace, dueBefore, () => clock() + estimateMs <= deadline, outcome.lists);
    if (outcome.lists.refreshed) outcome.access = 'ok';
    for (;;) {
      if (clock() + estimateMs > deadline || batchesLeft-- <= 0) {
        outcome.stop = 'tempo da execução esgotado';
        break;
      }
      await yieldToRequests();
      const batch = await listDueProducts(ctx.db, locale, dueBefore, MAX_ITEM_IDS, { skipNeverAsked: neverAskedDone });
      neverAskedDone ||= batch.length < MAX_ITEM_IDS || batch.some((p) => p.checkedAt !== null);
      if (batch.length === 0) break;
      const started = clock();
      const items = new Map((await client.getBatch({ marketplace, partnerTag, asins: batch.map((p) => p.asin) })).map((i) => [i.asin, i]));
      slowestMs = Math.max(slowestMs, clock() - started);
      estimateMs = Math.max(intervalMs, slowestMs);
      outcome.access = 'ok';
      const writes: PriceWrite[] = [];
      const points: PricePointWrite[] = [];
      const fetchedAt = ctx.now().toISOString();
      for (const product of batch) {
        const item = items.get(product.asin);
        if (!item?.found) {
          outcome.notFound.push(`${locale}/${product.asin}`);
          continue;
        }
        writes.push({ id: product.id, priceCents: item.priceCents, listPriceCents: item.listPriceCents, currency: item.currency, availability: item.availability });
        points.push({ productId: product.id, locale, at: fetchedAt, priceCents: item.priceCents, currency: item.currency ?? product.currency ?? config.currency, availability: item.availability });
        if (item.priceCents !== null) outcome.refreshedProducts.push(product);
        else if (item.availability !== product.availability) outcome.availabilityChanged.push(product);
      }
      // The offers and the history move together: a point never describes a price the product row lacks.
      await ctx.db.kysely.transaction().execute(async (trx) => {
        const db = { ...ctx.db, kysely: trx };
        await writePriceBatch(db, writes, fetchedAt, batch.map((p) => p.id));
        outcome.points += (await appendPricePoints(db, points)).length;
      });
    }
  } catch (err) {
    if (!(err instanceof RetailerApiError)) throw err;
    // What was written stays written; the queue keeps the rest for the next run.
    ctx.log(`refresh-prices: ${locale} stopped: ${err.message}`);
    if (isAccessError(err)) {
      outcome.access = 'refused';
      outcome.accessError = err.message;
      outcome.stop = `acesso recusado: ${err.message}`;
    } else if (err.status === 429) {
      outcome.stop = `limitado pelo varejista (429): ${err.message}`;
    } else {
      outcome.failure = err;
      outcome.stop = err.message;
    }
  }
  outcome.requests = client.stats.requests;
  outcome.throttled = client.stats.throttled;
  outcome.refreshed = outcome.refreshedProducts.length;
  outcome.errors = outcome.notFound.length + (outcome.failure || outcome.access === 'refused' ? 1 : 0);
  outcome.remaining = await countDueProducts(ctx.db, locale, dueBefore);
  if (outcome.points) ctx.log(`refresh-prices: ${locale} ${outcome.points} price change(s) added to the history`);
  return outcome;
}

function summarize(outcomes: RegionOutcome[], refreshed: number, published: string): JobResult {
  const asked = outcomes.filter((o) => o.access !== 'no_credentials');
  if (asked.length === 0) {
    return { status: 'skipped', summary: published ? `não configurado; ${published}` : 'não configurado' };
  }
  const requests = outcomes.reduce((n, o) => n + o.requests, 0);
  const throttled = outcomes.reduce((n, o) => n + o.throttled, 0);
  const notFound = outcomes.flatMap((o) => o.notFound);
  const parts = [`${refreshed} preço(s) atualizado(s) em ${requests} consulta(s)`];
  const lists = outcomes.reduce((n, o) => n + o.lists.refreshed, 0);
  if (lists) parts.push(`${lists} lista(s) automática(s) atualizada(s)`);
  const created = outcomes.reduce((n, o) => n + o.lists.createdProducts, 0);
  if (created) parts.push(`${created} produto(s) criado(s) a partir das listas`);
  if (notFound.length) parts.push(`${notFound.length} não encontrado(s) (${notFound.slice(0, 5).join(', ')}${notFound.length > 5 ? ', …' : ''})`);
  if (throttled) parts.push(`limitado pelo varejista ${throttled} vez(es) (429)`);
  const untagged = outcomes.filter((o) => o.accessError === 'no_partner_tag').map((o) => o.locale);
  if (untagged.length) parts.push(`sem tag de afiliado: ${untagged.join(', ')}`);
  const unconfigured = outcomes.filter((o) => o.accessError === 'no_credentials').map((o) => o.locale);
  if (unconfigured.length) parts.push(`sem credenciais: ${unconfigured.join(', ')}`);
  for (const o of outcomes) {
    if (o.stop && o.access !== 'refused' && !o.failure) parts.push(`${o.locale} parou (${o.stop}), ${o.remaining} na fila para a próxima execução`);
  }
  if (published) parts.push(published);
  const failed = outcomes.filter((o) => o.failure || o.access === 'refused');
  if (failed.length) return { status: 'failed', summary: `${parts.join('; ')}; interrompida: ${failed.map((o) => `${o.locale}: ${o.stop}`).join('; ')}` };
  return { status: 'succeeded', summary: parts.join('; ') };
}

async function publish(ctx: JobContext, products: RetailerProduct[], accessChanged: boolean, lists: DueRetailerList[]): Promise<string> {
  // A region's prices appearing or disappearing changes every page that shows them.
  if (accessChanged) {
    await ctx.publisher.rebuild('refresh-prices');
    return 'reconstrução completa pedida';
  }
  const parts: string[] = [];
  // The same change an editor's save of the product asks for, category and translations included,
  // published after the editors' saves waiting then (`background`).
  const change = localizedChange('product');
  for (const p of products) await ctx.publisher.request({ ...change('update', p, p), background: true });
  if (products.length) parts.push(`atualização de ${products.length} página(s) de produto pedida`);
  // A list whose order or prices changed: the posts showing it (api/publish/renderer/affected-pages.ts).
  for (const list of lists) await ctx.publisher.request({ entity: 'retailer-list', action: 'update', id: list.id, locales: [list.locale], slugBefore: null, slugAfter: null, background: true });
  if (lists.length) parts.push(`${lists.length} lista(s) alterada(s)`);
  return parts.join('; ');
}
