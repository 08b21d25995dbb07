/**
 * Per-locale configuration (SPEC §3): status, site name, currency, retailer domain and tag, language
 * and whether prices show. Defaults are SPEC §3's: brand placeholder, BRL, R$, pt-BR, prices shown.
 */
import { z } from 'zod';
import { DEFAULT_SITE_NAME, FALLBACK_LOCALE, LOCALE_INFO } from '../locales';
import { idSchema, localeCodeSchema, localeSchema, versionSchema } from './common';

/** Statuses with a meaning; any other value means inactive (SPEC §3). */
export const LOCALE_STATUSES = ['active', 'coming_soon'] as const;
export type LocaleStatusKind = 'active' | 'coming_soon' | 'inactive';

/**
 * What a stored status means. Kept as a function rather than an enum because the column is free
 * text: an unknown value must degrade to "inactive", not break parsing.
 */
export function localeStatusKind(status: string): LocaleStatusKind {
  return status === 'active' || status === 'coming_soon' ? status : 'inactive';
}

/** Active and coming_soon locales get hreflang alternates (SPEC §4); only active ones get pages. */
export function isListedStatus(status: string): boolean {
  return localeStatusKind(status) !== 'inactive';
}

/** Defaults of SPEC §3 (the br store domain is the `{host}` placeholder of SPEC §9). */
export const LOCALE_CONFIG_DEFAULTS = {
  siteName: DEFAULT_SITE_NAME,
  currency: 'BRL',
  currencySymbol: 'R$',
  amazonDomain: LOCALE_INFO[FALLBACK_LOCALE].retailerDomain,
  affiliateId: '',
  language: 'pt-BR',
  showPrices: true,
} as const;

export const localeStatusSchema = z
  .string({ error: 'status is required' })
  .trim()
  .min(1, 'status must not be empty')
  .max(32, 'status is too long: at most 32 characters');

const HOST_PATTERN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** True when `tag` is a well-formed BCP 47 language tag; Intl knows the grammar better than a regex. */
function isLanguageTag(tag: string): boolean {
  if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(tag)) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** The editable fields, without defaults (updates must not silently reset a missing field). */
const localeConfigFields = {
  status: localeStatusSchema,
  siteName: z
    .string({ error: 'siteName is required' })
    .trim()
    .min(1, 'siteName must not be empty')
    .max(100, 'siteName is too long: at most 100 characters'),
  currency: z
    .string({ error: 'currency is required' })
    .regex(/^[A-Z]{3}$/, 'currency must be a 3-letter upper-case ISO 4217 code, e.g. BRL'),
  currencySymbol: z
    .string({ error: 'currencySymbol is required' })
    .trim()
    .min(1, 'currencySymbol must not be empty')
    .max(8, 'currencySymbol is too long: at most 8 characters'),
  amazonDomain: z
    .string({ error: 'amazonDomain is required' })
    .trim()
    .toLowerCase()
    .regex(HOST_PATTERN, 'amazonDomain must be a host name such as amazon.com.br (no scheme, no path)'),
  affiliateId: z
    .string()
    .trim()
    .max(64, 'affiliateId is too long: at most 64 characters')
    .regex(/^[A-Za-z0-9-]*$/, 'affiliateId may contain only letters, digits and hyphens'),
  language: z
    .string({ error: 'language is required' })
    .trim()
    .refine(isLanguageTag, 'language must be a BCP 47 language tag such as pt-BR'),
  showPrices: z.boolean({ error: 'showPrices must be true or false' }),
};

/** Locale config as served by GET /api/locale-configs/{locale} and /all-locales. */
export const localeConfigSchema = z.object({
  id: idSchema,
  locale: localeCodeSchema,
  ...localeConfigFields,
});
export type LocaleConfig = z.infer<typeof localeConfigSchema>;

/** Admin view: adds the concurrency version and last update time. */
export const adminLocaleConfigSchema = localeConfigSchema.extend({
  updatedAt: z.string(),
  version: versionSchema,
});
export type AdminLocaleConfig = z.infer<typeof adminLocaleConfigSchema>;

const d = LOCALE_CONFIG_DEFAULTS;

/** Create/seed payload: status is required (the spec gives it no default); every other missing field takes its SPEC §3 default. */
export const localeConfigInputSchema = z.object({
  locale: localeSchema,
  status: localeConfigFields.status,
  siteName: localeConfigFields.siteName.default(d.siteName),
  currency: localeConfigFields.currency.default(d.currency),
  currencySymbol: localeConfigFields.currencySymbol.default(d.currencySymbol),
  amazonDomain: localeConfigFields.amazonDomain.default(d.amazonDomain),
  affiliateId: localeConfigFields.affiliateId.default(d.affiliateId),
  language: localeConfigFields.language.default(d.language),
  showPrices: localeConfigFields.showPrices.default(d.showPrices),
});
export type LocaleConfigInput = z.infer<typeof localeConfigInputSchema>;

/** Admin update payload (the locale comes from the path): all fields plus the loaded `version`. */
export const localeConfigUpdateSchema = z.object({ ...localeConfigFields, version: versionSchema });
export type LocaleConfigUpdateInput = z.infer<typeof localeConfigUpdateSchema>;
