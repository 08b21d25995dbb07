/**
 * Each locale's retailer account state and last price-refresh result (migration 0014, issue 15):
 * written by the price job, read by the admin regions screen and by the page build, which hides
 * prices of a region the retailer does not let in (no credentials, access refused).
 */
import type { Db } from '../connect';
import type { RetailerAccess } from '../schema';

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
 * Locales whose prices must not show: the job found no credentials for them or the retailer
 * refused their account. A locale without a row (never run) is not blocked: its prices follow
 * the 24-hour rule alone.
 */
export async function pricesBlockedLocales(db: Db): Promise<Set<string>> {
  const rows = await db.kysely.selectFrom('retailer_regions').select('locale').where('access', '!=', 'ok').execute();
  return new Set(rows.map((r) => r.locale));
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
 * then republishes the region: its prices appear or disappear).
 */
export async function recordRegionRun(db: Db, locale: string, run: RegionRun, at: string): Promise<{ accessChanged: boolean }> {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('retailer_regions').select(['access', 'access_error', 'access_changed_at']).where('locale', '=', locale).executeTakeFirst();
    // No row counts as 'ok': the pages were built with prices shown.
    const access = run.access ?? before?.access ?? 'ok';
    const accessChanged = (before?.access ?? 'ok') !== access;
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
