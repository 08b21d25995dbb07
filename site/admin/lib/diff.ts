/**
 * Field-by-field comparison for the 409 conflict view: what the server holds now against what the
 * editor typed, in words (labels, formatted values) rather than raw JSON.
 */

export interface FieldSpec<T> {
  key: keyof T & string;
  label: string;
  /** How to show a value; defaults to `displayValue`. */
  format?: (value: unknown) => string;
}

export interface FieldDifference {
  key: string;
  label: string;
  mine: string;
  theirs: string;
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
function sameValue(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) && empty(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields whose values differ, in the order of `fields`. */
export function diffFields<T>(mine: T, theirs: T, fields: readonly FieldSpec<T>[]): FieldDifference[] {
  const out: FieldDifference[] = [];
  for (const field of fields) {
    const a = (mine as Record<string, unknown>)[field.key];
    const b = (theirs as Record<string, unknown>)[field.key];
    if (sameValue(a, b)) continue;
    const format = field.format ?? displayValue;
    out.push({ key: field.key, label: field.label, mine: format(a), theirs: format(b) });
  }
  return out;
}

/**
 * Every key whose value differs between two snapshots (audit log before/after), sorted, with the
 * keys present on only one side included.
 */
export function changedKeys(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => !sameValue(before?.[key], after?.[key])).sort();
}
