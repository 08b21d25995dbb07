/**
 * The readable difference between two texts for the revisions panel: word by word (so one word
 * changed in a long Markdown paragraph shows as that word, not the whole line), falling back to
 * line by line when the texts differ too much for a word diff to be quick, and with long unchanged
 * stretches shortened to their ends so a 50 kB body shows where it changed.
 */
import { diffLines, diffWordsWithSpace, type ChangeObject } from 'diff';

export type DiffPartKind = 'same' | 'added' | 'removed' | 'skipped';

export interface DiffPart {
  kind: DiffPartKind;
  text: string;
}

/**
 * Word edits (or milliseconds) beyond which the word diff gives up (it is O(N·D) and runs on the
 * editor's screen); lines are then compared instead, with the same kind of bound.
 */
const MAX_WORD_EDITS = 2000;
const MAX_LINE_EDITS = 5000;
const MAX_MS = 250;

function toParts(changes: ChangeObject<string>[]): DiffPart[] {
  return changes.map((c) => ({ kind: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value }));
}

/** Unchanged text this short (a space, "de", "o") between two changes is read as part of them. */
const MAX_GAP = 3;

/**
 * Joins changes separated only by a short unchanged gap into one deletion and one addition, so a
 * rewritten sentence reads as "old sentence → new sentence" rather than alternating word shreds.
 */
export function mergeNearbyChanges(parts: readonly DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = '';
  let added = '';
  let pending = false;
  const flush = () => {
    if (removed) out.push({ kind: 'removed', text: removed });
    if (added) out.push({ kind: 'added', text: added });
    removed = added = '';
    pending = false;
  };
  parts.forEach((part, i) => {
    if (part.kind === 'removed') {
      removed += part.text;
      pending = true;
    } else if (part.kind === 'added') {
      added += part.text;
      pending = true;
    } else if (pending && part.kind === 'same' && part.text.trim().length <= MAX_GAP && parts[i + 1] && parts[i + 1]!.kind !== 'same') {
      removed += part.text;
      added += part.text;
    } else {
      flush();
      out.push(part);
    }
  });
  flush();
  return out;
}

/** The parts that turn `before` into `after`, in order. Equal texts give one `same` part (or none when empty). */
export function textDiff(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  const words = diffWordsWithSpace(before, after, { maxEditLength: MAX_WORD_EDITS, timeout: MAX_MS });
  if (words) return mergeNearbyChanges(toParts(words));
  const lines = diffLines(before, after, { maxEditLength: MAX_LINE_EDITS, timeout: MAX_MS });
  if (lines) return toParts(lines);
  // Nothing in common worth showing: the whole text was replaced.
  return [...(before ? [{ kind: 'removed' as const, text: before }] : []), ...(after ? [{ kind: 'added' as const, text: after }] : [])];
}

/** True when the parts hold a change. */
export function hasChanges(parts: readonly DiffPart[]): boolean {
  return parts.some((p) => p.kind === 'added' || p.kind === 'removed');
}

/**
 * Shortens every unchanged stretch longer than `2 × context` characters to its first and last
 * `context` characters (those around a change), the middle becoming one `skipped` part holding
 * the number of characters left out.
 */
export function compactDiff(parts: readonly DiffPart[], context = 160): DiffPart[] {
  const out: DiffPart[] = [];
  parts.forEach((part, i) => {
    if (part.kind !== 'same' || part.text.length <= context * 2) {
      out.push(part);
      return;
    }
    // The start of the text has no change before it, the end none after it: no context needed there.
    const head = i === 0 ? '' : part.text.slice(0, context);
    const tail = i === parts.length - 1 ? '' : part.text.slice(-context);
    const skipped = part.text.length - head.length - tail.length;
    if (head) out.push({ kind: 'same', text: head });
    out.push({ kind: 'skipped', text: String(skipped) });
    if (tail) out.push({ kind: 'same', text: tail });
  });
  return out;
}
