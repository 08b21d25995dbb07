/**
 * Each locale's retailer account state and last price-refresh result (migration 0014, issue 15):
 * written by the price job, read by the admin regions screen and by the page build, which hides
 * prices of a region the retailer does not let in (no credentials, access refused).
 */
import { LOCALES } from '../../locales';
import { demoRetailerApplies, uncheckedAccess, type RetailerAccountEnv } from '../../retailer-accounts';
import type { Db } from '../connect';
import type { RetailerAccess } from '../schema';
import { demoSeededAt } from './demo-seed';

export interface RetailerRegionState {
  locale: string;
  access: RetailerAccess;
  accessError: string | null;
  accessChangedAt: string | null;
  lastRunAt: string | null;
  lastRefreshed: number;
  lastErrors: number;
  lastThrottled: number;
  lastRequests: number;
  lastRemaining: number;
  lastStop: string | null;
}

/** Every recorded region, by locale. A locale the job has not seen yet has no row. */
export async function listRetailerRegions(db: Db): Promise<RetailerRegionState[]> {
  const rows = await db.kysely.selectFrom('retailer_regions').selectAll().orderBy('locale').execute();
  return rows.map((r) => ({
    locale: r.locale, access: r.access, accessError: r.access_error, accessChangedAt: r.access_changed_at, lastRunAt: r.last_run_at,
    lastRefreshed: Number(r.last_refreshed), lastErrors: Number(r.last_errors), lastThrottled: Number(r.last_throttled),
    lastRequests: Number(r.last_requests), lastRemaining: Number(r.last_remaining), lastStop: r.last_stop,
  }));
}

/**
 * The retailer variables of the process environment, blanks as unset (as loadEnv reads them), for
 * the page build, which has no validated Env of its own.
 */
export function processAccountEnv(source: Record<string, string | undefined> = process.env): RetailerAccountEnv {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if ((name.startsWith('RETAILER_') || name === 'DEMO_RETAILER') && value?.trim()) out[name] = value;
  }
  return out as RetailerAccountEnv;
}

/**
 * Locales whose prices must not show: the job found no credentials for them or the retailer
 * refused their account. A locale the job has not checked yet counts as what its environment
 * promises (uncheckedAccess): with an account or the demo retailer its prices show, without
 * either they are hidden from the very first build (issue 27 item 5).
 */
export async function pricesBlockedLocales(db: Db, env: RetailerAccountEnv = processAccountEnv()): Promise<Set<string>> {
  const [rows, seeded] = await Promise.all([db.kysely.selectFrom('retailer_regions').select(['locale', 'access']).execute(), demoSeededAt(db)]);
  const demo = demoRetailerApplies(env, seeded !== null);
  const checked = new Map(rows.map((r) => [r.locale, r.access]));
  const blocked = new Set(rows.filter((r) => r.access !== 'ok').map((r) => r.locale));
  for (const locale of LOCALES) if (!checked.has(locale) && uncheckedAccess(env, locale, demo) !== 'ok') blocked.add(locale);
  return blocked;
}

/** What one run of the price job did for one locale. */
export interface RegionRun {
  /** Null: the run learnt nothing about access (throttled, the API down); the last state stays. */
  access: RetailerAccess | null;
  accessError: string | null;
  refreshed: number;
  errors: number;
  throttled: number;
  requests: number;
  remaining: number;
  stop: string | null;
}

/**
 * Records a run's result for `locale` and answers whether the access state changed (the caller
 * then republishes the region: its prices appear or disappear). `unchecked`: what the pages
 * assumed of the region before its first run (uncheckedAccess), so a first run that confirms it
 * rebuilds nothing.
 */
export async function recordRegionRun(db: Db, locale: string, run: RegionRun, at: string, unchecked: RetailerAccess = 'ok'): Promise<{ accessChanged: boolean }> {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('retailer_regions').select(['access', 'access_error', 'access_changed_at']).where('locale', '=', locale).executeTakeFirst();
    // No row: the pages were built as `unchecked` says.
    const access = run.access ?? before?.access ?? unchecked;
    const accessChanged = (before?.access ?? unchecked) !== access;
    const values = {
      access,
      access_error: run.access === null ? (before?.access_error ?? null) : run.accessError === null ? null : run.accessError.slice(0, 500),
      access_changed_at: accessChanged || !before ? at : before.access_changed_at,
      last_run_at: at,
      last_refreshed: run.refreshed,
      last_errors: run.errors,
      last_throttled: run.throttled,
      last_requests: run.requests,
      last_remaining: run.remaining,
      last_stop: run.stop === null ? null : run.stop.slice(0, 500),
    };
    if (before) await trx.updateTable('retailer_regions').set(values).where('locale', '=', locale).execute();
    else await trx.insertInto('retailer_regions').values({ locale, ...values }).execute();
    return { accessChanged };
  });
}
