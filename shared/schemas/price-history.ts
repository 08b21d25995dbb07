/** The admin's price-history question (issue 27 item 1): `?days=30|90|365|730`, and its answer. */
import { z } from 'zod';
import { AVAILABILITIES } from './product';

/** The periods the admin product screen offers, in days; 730 is everything kept. */
export const PRICE_HISTORY_PERIODS = [30, 90, 365, 730] as const;
const periodMessage = `days must be one of ${PRICE_HISTORY_PERIODS.join(', ')}`;

export const priceHistoryQuerySchema = z.object({
  days: z
    .enum(PRICE_HISTORY_PERIODS.map(String) as ['30', '90', '365', '730'], { error: periodMessage })
    .default('90')
    .transform((d) => Number(d)),
});

export const pricePointSchema = z.object({
  at: z.string(),
  priceCents: z.number().int().nullable(),
  currency: z.string(),
  availability: z.enum(AVAILABILITIES),
});

export const priceHistoryAnswerSchema = z.object({
  productId: z.number().int(),
  days: z.number().int(),
  /** Start of the period (ISO); the first point may be older: the price in force then. */
  since: z.string(),
  to: z.string(),
  points: z.array(pricePointSchema),
});
export type PriceHistoryAnswer = z.infer<typeof priceHistoryAnswerSchema>;
