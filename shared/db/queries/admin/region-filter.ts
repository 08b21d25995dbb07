/**
 * The region limit of an account (issue 25) applied to an admin list: an account limited to some
 * locales lists only their rows. The routes add `locales` to the parsed query; a query without it
 * lists every locale as before.
 */
import type { SelectQueryBuilder } from 'kysely';

export interface RegionFilter {
  /** Only rows of these locales; undefined: any locale. */
  locales?: readonly string[];
}

/** `WHERE locale IN (…)` when the query carries a region limit (the locale indexes serve it). */
export function whereInRegions<DB, TB extends keyof DB, O>(base: SelectQueryBuilder<DB, TB, O>, q: RegionFilter): SelectQueryBuilder<DB, TB, O> {
  if (!q.locales) return base;
  // An empty list matches nothing (never "every locale").
  const locales = q.locales.length > 0 ? [...q.locales] : ['-'];
  return base.where('locale' as any, 'in', locales as any);
}
