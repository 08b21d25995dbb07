/** Route parameter helpers: ids in admin URLs are positive integers. */

/** The id of `/admin/edit/{id}`, or undefined when the segment is not a positive integer. */
export function parseId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
