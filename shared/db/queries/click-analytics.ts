/**
 * The admin's click analytics (issue 15 item 5), read from the `click_daily` rollup (migration
 * 0019) and never from the raw clicks: each question sums the rollup rows of its days through an
 * index, so its cost follows the period, not the number of clicks recorded.
 */
import { sql } from 'kysely';
import type { Locale } from '../../locales';
import type { ClickDayPoint, ClickPeriod, ClickPeriodRange, TopClickedPage, TopClickedProduct } from '../../schemas/click-analytics';
import type { Db } from '../connect';

const DAY_MS = 86_400_000;

/** The `days` UTC days ending today (`now`'s UTC date), both ends included. */
export function clickPeriod(now: Date, days: ClickPeriod): ClickPeriodRange {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00.000Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to, days };
}

export interface ClickFilter {
  from: string;
  to: string;
  locale?: Locale;
  /** Only these regions (an account limited to some regions, issue 25). */
  locales?: readonly string[];
  productId?: number;
}

function filtered(db: Db, f: ClickFilter) {
  let q = db.kysely.selectFrom('click_daily').where('day', '>=', f.from).where('day', '<=', f.to);
  if (f.locale) q = q.where('locale', '=', f.locale);
  if (f.locales) q = q.where('locale', 'in', f.locales.length ? [...f.locales] : ['-']);
  if (f.productId !== undefined) q = q.where('product_id', '=', f.productId);
  return q;
}

/** Clicks per day and region in the period, only the (day, region) pairs that have any. */
export async function clicksPerDay(db: Db, f: ClickFilter): Promise<{ day: string; locale: string; clicks: number }[]> {
  const rows = await filtered(db, f)
    .select(['day', 'locale', sql<number>`sum(clicks)`.as('total')])
    .groupBy(['day', 'locale'])
    .orderBy('day')
    .orderBy('locale')
    .execute();
  return rows.map((r) => ({ day: r.day, locale: r.locale, clicks: Number(r.total) }));
}

/** Every day from `from` to `to` with its clicks (0 for a day without any), oldest first. */
export function denseDays(from: string, to: string, rows: { day: string; locale: string; clicks: number }[]): ClickDayPoint[] {
  const byDay = new Map<string, ClickDayPoint>();
  for (let t = Date.parse(`${from}T00:00:00.000Z`); t <= Date.parse(`${to}T00:00:00.000Z`); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    byDay.set(day, { day, clicks: 0, byLocale: {} });
  }
  for (const r of rows) {
    const point = byDay.get(r.day);
    if (!point) continue;
    point.clicks += r.clicks;
    point.byLocale[r.locale as Locale] = (point.byLocale[r.locale as Locale] ?? 0) + r.clicks;
  }
  return [...byDay.values()];
}

/** The most clicked products of the period, most first (ties by id), named when they still exist. */
export async function topClickedProducts(db: Db, f: ClickFilter, limit: number): Promise<TopClickedProduct[]> {
  const rows = await filtered(db, f)
    .where('product_id', '<>', 0)
    .select(['product_id', sql<number>`sum(clicks)`.as('total')])
    .groupBy('product_id')
    .orderBy(sql`sum(clicks)`, 'desc')
    .orderBy('product_id')
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const products = await db.kysely
    .selectFrom('products')
    .select(['id', 'title', 'locale'])
    .where('id', 'in', rows.map((r) => r.product_id))
    .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  return rows.map((r) => {
    const p = byId.get(r.product_id);
    return { productId: r.product_id, title: p?.title ?? null, locale: p?.locale ?? null, clicks: Number(r.total) };
  });
}

/** The pages whose buy links were followed most in the period, most first (ties by path). */
export async function topClickedPages(db: Db, f: ClickFilter, limit: number): Promise<TopClickedPage[]> {
  const rows = await filtered(db, f)
    .where('page', '<>', '')
    .select(['page', sql<number>`sum(clicks)`.as('total')])
    .groupBy('page')
    .orderBy(sql`sum(clicks)`, 'desc')
    .orderBy('page')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ page: r.page, clicks: Number(r.total) }));
}

/**
 * Rebuilds the whole rollup from the raw clicks (one statement). For a bulk load that wrote raw
 * rows directly (the bench) or a repair; the site itself keeps the rollup current click by click.
 */
export async function rebuildClickDaily(db: Db): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('click_daily').execute();
    await sql`insert into click_daily (day, locale, product_id, page, clicks)
      select substr(created_at, 1, 10), locale, coalesce(product_id, 0), substr(coalesce(source_path, ''), 1, 500), count(*)
      from clicks
      group by substr(created_at, 1, 10), locale, coalesce(product_id, 0), substr(coalesce(source_path, ''), 1, 500)`.execute(trx);
  });
}
