/**
 * Numbers typed in Portuguese or English form ('1.299,90', '1299.90', '4,5') to what the API
 * stores, and back. Unreadable text becomes NaN so the shared schema reports the field.
 */
import { parseDecimal } from '../../../shared/format/price';

/** '1.299,90' → 129990 cents; '' → null; not a number → NaN. */
export function moneyTextToCents(text: string): number | null {
  const value = decimalTextToNumber(text);
  return value === null ? null : Math.round(value * 100);
}

/** 129990 → '1299,90' (no grouping, so it reads back unambiguously). */
export function centsToMoneyText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** '4,5' → 4.5; '' → null; not a number → NaN. Same reading as prices (shared parseDecimal). */
export function decimalTextToNumber(text: string): number | null {
  if (text.trim() === '') return null;
  return parseDecimal(text.trim()) ?? Number.NaN;
}

/** 4.5 → '4,5'. */
export function numberToDecimalText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}

/** '12' → 12; '' → null; anything else → NaN (the schema names the field). */
export function integerTextToNumber(text: string): number | null {
  if (text.trim() === '') return null;
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}
