/** Optional inputs left blank mean "none" to the API (null), never '' or 0. */

/** Trimmed text, or null when blank. */
export function orNull(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}

/** A select's id ('' for none) as the API's number or null. */
export function idOrNull(value: string): number | null {
  return value === '' ? null : Number(value);
}

/**
 * The `authorIds` of a payload from the form's "3,1": always on an update (empty: no author, the
 * site signs it); on a create only when chosen, so the server signs it with the creator's profile.
 */
export function authorIdsPayload(value: string, update: boolean): { authorIds?: number[] } {
  const ids = value.split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0);
  return update || ids.length ? { authorIds: ids } : {};
}
