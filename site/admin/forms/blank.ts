/** Optional inputs left blank mean "none" to the API (null), never '' or 0. */

/** Trimmed text, or null when blank. */
export function orNull(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}

/** A select's id ('' for none) as the API's number or null. */
export function idOrNull(value: string): number | null {
  return value === '' ? null : Number(value);
}
