/**
 * When two values of one field count as the same for people editing it: null, undefined and ''
 * are all "empty" (a form holds '' where the API holds null), anything else compares by its JSON.
 * Shared by the admin's three-way merge (site/admin/lib/merge.ts) and the API's revert check
 * (shared/db/queries/admin/revisioned-store.ts), so both agree on what "unchanged" means.
 */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) && empty(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}
