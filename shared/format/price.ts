/**
 * Price display (SPEC §5): already-formatted strings pass through, numbers get the locale's
 * currency format with two decimals, anything non-numeric gives a bare zero amount.
 */
import { LOCALE_INFO, type Locale } from '../locales';

/** Any Unicode currency sign (R$, $, US$, MX$, €, £, ¥ …): a string holding one is already formatted. */
const CURRENCY_SIGN = /\p{Sc}/u;
const ISO_CODE_TOKEN = /\b[A-Z]{3}\b/g;
const ISO_CODES = new Set(Intl.supportedValuesOf('currency'));

/** True when `text` already carries a currency: a sign, or an ISO 4217 code such as 'BRL'. */
export function hasCurrencyMarker(text: string): boolean {
  if (CURRENCY_SIGN.test(text)) return true;
  return (text.match(ISO_CODE_TOKEN) ?? []).some((token) => ISO_CODES.has(token));
}

/** Spaces a number may be grouped with, including the no-break spaces Intl itself emits. */
const SPACES = /[\s\u00a0\u202f]/g;
const NUMERIC_TEXT = /^[+-]?(?:\d|[.,](?=\d))[\d.,]*$/;

/**
 * Reads numbers written either way: '1234.5', '1,234.56', '1.234,56', '1234,5', '1.000'.
 * Rule: with both separators, the last one is the decimal mark; with one kind only, it is a
 * thousands separator when repeated or when it follows a 1–3 digit integer part (not zero) with
 * exactly three digits ('1.000' → 1000, the Brazilian reading; '1,234' → 1234), and the decimal
 * mark otherwise ('0.125', '12,5', '1234.567').
 * Returns null for anything else, so callers can tell "not a number" from zero.
 */
export function parseDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(SPACES, '');
  if (!NUMERIC_TEXT.test(text)) return null;

  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let normalized: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normalized = text.split(thousands).join('').replace(decimal, '.');
    if (normalized.split('.').length > 2) return null; // '1.234,5,6' is not a number
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = text.split(sep);
    const integerPart = parts[0]!.replace(/^[+-]/, '');
    const leadsGroups = /^[1-9]\d{0,2}$/.test(integerPart);
    const grouping = parts.length > 2 || (parts[1]!.length === 3 && leadsGroups);
    // '1.234.56' or '12345,678,901' are neither grouped nor decimal numbers.
    if (grouping && (!leadsGroups || parts.slice(1).some((group) => group.length !== 3))) return null;
    normalized = grouping ? parts.join('') : `${parts[0]}.${parts[1]}`;
  } else {
    normalized = text;
  }
  const number = Number(normalized);
  return Number.isFinite(number) ? number : null;
}

// Intl formatters are costly to build and a listing page formats hundreds of prices.
const formatters = new Map<string, Intl.NumberFormat>();

function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

function currencyFormatter(language: string, currency: string): Intl.NumberFormat {
  return cached(`${language}|${currency}`, () =>
    new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
}

/** A currency code Intl accepts, else the locale's own: a bad code from the database must not crash a page. */
function resolveCurrency(locale: Locale, currency: string | undefined): string {
  const code = currency?.trim().toUpperCase();
  return code && ISO_CODES.has(code) ? code : LOCALE_INFO[locale].currency;
}

/**
 * The zero shown for a non-numeric price: the bare amount in the locale's number format
 * ('0,00' br/it/es, '0.00' mx/us), without a currency sign. SPEC §5 gives '0,00' for br; leaving
 * the sign off elsewhere too keeps an unknown price from reading as a real "R$ 0,00" offer.
 */
export function zeroAmount(locale: Locale): string {
  const { language } = LOCALE_INFO[locale] ?? LOCALE_INFO.br;
  return cached(`${language}|zero`, () =>
    new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(0);
}

/**
 * Formats a price for display (SPEC §5).
 * - A string that already has a currency sign or ISO code ('R$ 10,00', '€5', '10 BRL') is returned
 *   as is: it was formatted upstream (e.g. by the retailer) and re-parsing it would lose detail.
 * - A number or numeric string ('1234.5', '1.234,56') is shown with two decimals in the locale's
 *   currency format, Intl's own spacing included (br: 'R$\u00a01.234,56').
 * - Anything else (null, NaN, '', 'abc', objects) gives `zeroAmount(locale)`.
 * `currency` overrides the locale's default currency (e.g. a product priced in USD on br).
 */
export function formatPrice(value: unknown, locale: Locale, currency?: string): string {
  if (typeof value === 'string' && hasCurrencyMarker(value)) return value;
  let amount = parseDecimal(value);
  if (amount === null) return zeroAmount(locale);
  // Amounts that round to zero would otherwise print as '-R$ 0,00'.
  if (Math.abs(amount) < 0.005) amount = 0;
  const info = LOCALE_INFO[locale] ?? LOCALE_INFO.br;
  return currencyFormatter(info.language, resolveCurrency(info.code, currency)).format(amount);
}

/**
 * Formats an amount held in integer minor units (cents), the way prices are stored, so no float
 * ever reaches the database. `null` (price unknown) gives '' so the caller can hide the price.
 */
export function formatCents(cents: number | null, locale: Locale, currency?: string): string {
  if (cents === null || !Number.isFinite(cents)) return '';
  return formatPrice(Math.round(cents) / 100, locale, currency);
}
