/**
 * Field values in words for the 409 conflict view (lib/merge.ts) and the audit log: labels,
 * formatted values and the editor's notion of "the same value", rather than raw JSON.
 */
import { sameFieldValue } from '../../../shared/field-values';

export interface FieldSpec<T> {
  key: keyof T & string;
  label: string;
  /** How to show a value; defaults to `displayValue`. */
  format?: (value: unknown) => string;
}

/** A readable one-line (or multi-line for text) rendering of any field value. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vazio)';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (Array.isArray(value)) return value.length ? value.map(String).join('\n') : '(vazio)';
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/** Values equal for the editor's purposes: null, undefined and '' all mean "empty". */
export const sameValue = sameFieldValue;

/**
 * Every key whose value differs between two snapshots (audit log before/after), sorted, with the
 * keys present on only one side included.
 */
export function changedKeys(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => !sameValue(before?.[key], after?.[key])).sort();
}
