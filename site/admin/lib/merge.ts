/**
 * The three-way merge behind the 409 panel (issue 24 §1, issue 26 §4). When someone saved an item
 * while this editor had it open, each field is compared three ways: the version this editor
 * loaded (base), the server's version now (theirs) and the form (mine). A field only the other
 * person changed comes from the server, a field only this editor changed keeps the form's value,
 * and only a field both changed to different values needs a person's choice. Nothing here may
 * hand back the base value of a field the other person changed: that is the lost update.
 */
import { displayValue, sameValue, type FieldSpec } from './diff';

/** Who changed a field since the base: the other person, this editor, or both (differently). */
export type FieldOrigin = 'theirs' | 'mine' | 'both';

/** The choice for a field both changed. */
export type FieldChoice = 'theirs' | 'mine';

export interface MergedField {
  key: string;
  label: string;
  origin: FieldOrigin;
  /** The values formatted for reading (base is '(desconhecido)' without a base). */
  base: string;
  theirs: string;
  mine: string;
}

export interface MergeResult<V> {
  /**
   * The values to keep editing: theirs for fields only they changed, mine for fields only I
   * changed; for fields both changed, mine until a choice says otherwise (see `resolveMerge`).
   */
  merged: V;
  /** Every field someone changed since the base, in the spec's order (then the others'). */
  fields: MergedField[];
  /** Keys of the fields both changed to different values: each needs a choice. */
  conflicts: string[];
}

/** Unknown base (an old draft without one): the base is not known, so every difference is "both". */
const UNKNOWN_BASE = '(desconhecido)';

function orderedKeys<V>(values: V, spec: readonly FieldSpec<V>[]): string[] {
  const keys: string[] = spec.map((f) => f.key);
  for (const key of Object.keys(values as object)) if (!keys.includes(key)) keys.push(key);
  return keys;
}

/**
 * Compares base, theirs and mine field by field. Without a base (undefined), a field that differs
 * between theirs and mine counts as changed by both, so it is shown and chosen, never guessed.
 */
export function threeWayMerge<V>(base: V | undefined, theirs: V, mine: V, spec: readonly FieldSpec<V>[]): MergeResult<V> {
  const merged = { ...(mine as object) } as Record<string, unknown>;
  const fields: MergedField[] = [];
  const conflicts: string[] = [];
  const t = theirs as Record<string, unknown>;
  const m = mine as Record<string, unknown>;
  const b = base as Record<string, unknown> | undefined;
  for (const key of orderedKeys(theirs, spec)) {
    const field = spec.find((f) => f.key === key);
    const format = field?.format ?? displayValue;
    const theyChanged = b ? !sameValue(b[key], t[key]) : !sameValue(t[key], m[key]);
    const iChanged = b ? !sameValue(b[key], m[key]) : !sameValue(t[key], m[key]);
    let origin: FieldOrigin | undefined;
    if (theyChanged && iChanged) {
      // Both made the same change: nothing to choose, nobody's work is lost.
      if (sameValue(t[key], m[key])) continue;
      origin = 'both';
      conflicts.push(key);
    } else if (theyChanged) {
      origin = 'theirs';
      merged[key] = t[key];
    } else if (iChanged) {
      origin = 'mine';
    }
    if (!origin) continue;
    fields.push({ key, label: field?.label ?? key, origin, base: b ? format(b[key]) : UNKNOWN_BASE, theirs: format(t[key]), mine: format(m[key]) });
  }
  return { merged: merged as V, fields, conflicts };
}

/**
 * The values after the editor's choices: the merge, with each field both changed taken from the
 * side chosen for it. Undefined while a field both changed has no choice yet.
 */
export function resolveMerge<V>(result: MergeResult<V>, theirs: V, choices: Readonly<Record<string, FieldChoice | undefined>>): V | undefined {
  if (result.conflicts.some((key) => !choices[key])) return undefined;
  const out = { ...(result.merged as object) } as Record<string, unknown>;
  for (const key of result.conflicts) if (choices[key] === 'theirs') out[key] = (theirs as Record<string, unknown>)[key];
  return out as V;
}
