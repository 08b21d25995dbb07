/**
 * Click analytics (issue 15 item 5): the admin's query string and the answers of
 * /api/admin/clicks/{daily,top-products,top-pages}. Shared by the API and the admin screen.
 */
import { z } from 'zod';
import type { Locale } from '../locales';
import { idSchema, localeSchema } from './common';

/** The periods the admin offers, in days (today included). */
export const CLICK_PERIODS = [7, 30, 90] as const;
export type ClickPeriod = (typeof CLICK_PERIODS)[number];
export const CLICK_TOP_LIMIT = { default: 10, max: 50 } as const;

const periodMessage = `days must be one of ${CLICK_PERIODS.join(', ')}`;
const limitMessage = `limit must be an integer from 1 to ${CLICK_TOP_LIMIT.max}`;

/** `?days=7|30|90&locale=&productId=&limit=`: every value checked, a bad one named in the 400. */
export const clickQuerySchema = z.object({
  days: z
    .enum(CLICK_PERIODS.map(String) as ['7', '30', '90'], { error: periodMessage })
    .default('30')
    .transform((d) => Number(d) as ClickPeriod),
  locale: localeSchema.optional(),
  productId: idSchema.optional(),
  limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(CLICK_TOP_LIMIT.max, limitMessage).default(CLICK_TOP_LIMIT.default),
});
export type ClickQuery = z.infer<typeof clickQuerySchema>;

/** The UTC days a question covers, both ends included ('YYYY-MM-DD'). */
export interface ClickPeriodRange {
  from: string;
  to: string;
  days: ClickPeriod;
}

export interface ClickDayPoint {
  day: string;
  /** All regions asked about. */
  clicks: number;
  /** Per region; a region without clicks that day is absent. */
  byLocale: Partial<Record<Locale, number>>;
}

/** GET /api/admin/clicks/daily: every day of the period, zeros included, oldest first. */
export interface ClickDailyAnswer extends ClickPeriodRange {
  total: number;
  points: ClickDayPoint[];
}

export interface TopClickedProduct {
  productId: number;
  /** Null when the product has been deleted since. */
  title: string | null;
  locale: string | null;
  clicks: number;
}

export interface TopClickedPage {
  page: string;
  clicks: number;
}

export interface TopProductsAnswer extends ClickPeriodRange {
  items: TopClickedProduct[];
}

export interface TopPagesAnswer extends ClickPeriodRange {
  items: TopClickedPage[];
}
