/**
 * Products: one retailer item (ASIN) in one locale, with the last known price and availability.
 * Money is integer minor units (cents), as stored (shared/db/schema.ts).
 */
import { z } from 'zod';
import { LOCALE_INFO } from '../locales';
import { isAllowedMarketplaceUrl, MARKETPLACE_HOSTS } from '../marketplace';
import {
  checkReservedSlug,
  requiredText,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  localeSchema,
  MAX_INTEGER,
  slugSchema,
  statusSchema,
  translationKeySchema,
  imageUrlSchema,
  urlSchema,
  versionSchema,
  baseVersionSchema,
} from './common';

export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder', 'unavailable', 'unknown'] as const;
export const availabilitySchema = z.enum(AVAILABILITIES, {
  error: `availability must be one of ${AVAILABILITIES.join(', ')}`,
});

/** Amazon Standard Identification Number: exactly 10 upper-case letters or digits. */
export const asinSchema = z
  .string({ error: 'asin is required' })
  .trim()
  .regex(/^[A-Z0-9]{10}$/, 'asin must be exactly 10 upper-case letters or digits, e.g. B0C1234XYZ');

const centsSchema = z
  .number({ error: 'must be a non-negative integer number of cents' })
  .int('must be a non-negative integer number of cents')
  .nonnegative('must be a non-negative integer number of cents')
  .max(MAX_INTEGER, `must be at most ${MAX_INTEGER} cents`);

/** Retailer customer rating, 0–5. */
export const productRatingSchema = z
  .number({ error: 'rating must be a number from 0 to 5' })
  .min(0, 'rating must be a number from 0 to 5')
  .max(5, 'rating must be a number from 0 to 5');

export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'currency must be a 3-letter upper-case ISO 4217 code, e.g. BRL');

/** Public product (review pages, launch pages, marketplace redirect). */
export const productSchema = z.object({
  id: idSchema,
  locale: localeSchema,
  slug: slugSchema,
  asin: asinSchema,
  title: z.string(),
  brand: z.string().nullable(),
  imageUrl: imageUrlSchema.nullable(),
  priceCents: centsSchema.nullable(),
  listPriceCents: centsSchema.nullable(),
  currency: currencyCodeSchema,
  availability: availabilitySchema,
  /** Prices may be shown only up to 24 h after this time (DESIGN §8). */
  priceUpdatedAt: isoDateTimeSchema.nullable(),
  rating: productRatingSchema.nullable(),
  ratingCount: z.number().int().nonnegative().nullable(),
  categoryId: idSchema.nullable(),
  premium: z.boolean(),
  launchDate: isoDateSchema.nullable(),
  marketplaceUrl: urlSchema.nullable(),
  translationKey: z.string().nullable(),
  /**
   * Product of the same locale the box offers while this one cannot be bought (issue 15 item 4).
   * Optional in the type only so that products built by hand (tests, seeds) need not name it.
   */
  substituteProductId: idSchema.nullable().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Product = z.infer<typeof productSchema>;

/** Link check verdicts, the ones an editor acts on first (the admin filter names them in this order). */
export const LINK_STATUSES = ['dead', 'out_of_stock', 'ok'] as const;

/** Product as the admin app sees it, with the daily link check's flag (api/jobs/check-links.ts). */
export const adminProductSchema = productSchema.extend({
  status: statusSchema,
  translationKey: z.string().nullable(),
  version: versionSchema,
  /** Null until the first link check. */
  linkStatus: z.enum(LINK_STATUSES).nullable(),
  linkCheckedAt: isoDateTimeSchema.nullable(),
  /** What the check saw when not ok ('Amazon: ItemNotAccessible', 'Mercado Livre: HTTP 404'). */
  linkError: z.string().nullable(),
  /**
   * Made by the WordPress importer from an ASIN alone, without the retailer's details (its region
   * had no credentials, or the request failed): cleared by the price job's first price or an
   * editor's save that fills the title, image or price.
   */
  needsDetails: z.boolean(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const productInputFields = {
  locale: localeSchema,
  slug: slugSchema,
  asin: asinSchema,
  title: requiredText('title', 200),
  brand: z.string().trim().max(100, 'brand is too long: at most 100 characters').nullish(),
  imageUrl: imageUrlSchema.nullish(),
  priceCents: centsSchema.nullish(),
  listPriceCents: centsSchema.nullish(),
  /** Defaults to the locale's store currency (LOCALE_INFO) when omitted. */
  currency: currencyCodeSchema.optional(),
  availability: availabilitySchema.default('unknown'),
  priceUpdatedAt: isoDateTimeSchema.nullish(),
  rating: productRatingSchema.nullish(),
  ratingCount: z.number().int('ratingCount must be a non-negative integer').nonnegative('ratingCount must be a non-negative integer').max(MAX_INTEGER, `ratingCount is too large: at most ${MAX_INTEGER}`).nullish(),
  categoryId: idSchema.nullish(),
  premium: z.boolean({ error: 'premium must be true or false' }).default(false),
  launchDate: isoDateSchema.nullish(),
  /**
   * The br marketplace page redirects here; only the marketplace's own https hosts are accepted,
   * so the field can never turn the site into an open redirect.
   */
  marketplaceUrl: urlSchema
    .refine(isAllowedMarketplaceUrl, `marketplaceUrl must be an https link to ${MARKETPLACE_HOSTS[0]} (hosts: ${MARKETPLACE_HOSTS.join(', ')})`)
    .nullish(),
  status: statusSchema.default('draft'),
  translationKey: translationKeySchema.nullish(),
  /** A product of the same locale, not this one (checked on save: 400 naming the problem). */
  substituteProductId: idSchema.nullish(),
};

/** Fills the currency from the locale, so an editor never has to type BRL for a br product. */
function withCurrency<T extends { locale: keyof typeof LOCALE_INFO; currency?: string | undefined }>(
  value: T,
): T & { currency: string } {
  return { ...value, currency: value.currency ?? LOCALE_INFO[value.locale].currency };
}

/** Admin create payload. */
export const productInputSchema = z
  .object(productInputFields)
  .superRefine(checkReservedSlug)
  .transform(withCurrency);
export type ProductInput = z.output<typeof productInputSchema>;

/** Admin update payload: the full product plus the loaded `version`. */
export const productUpdateSchema = z
  .object({ ...productInputFields, status: statusSchema, version: versionSchema, baseVersion: baseVersionSchema })
  .superRefine(checkReservedSlug)
  .transform(withCurrency);
export type ProductUpdateInput = z.output<typeof productUpdateSchema>;
