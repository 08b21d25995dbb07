/**
 * `<input type="datetime-local">` speaks local wall-clock time without a zone; the API speaks ISO
 * UTC. These two functions are the only crossing point, so a scheduled time never shifts by the
 * editor's UTC offset.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant → 'YYYY-MM-DDTHH:mm' in the browser's time zone ('' for null or invalid). */
export function isoToDatetimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'YYYY-MM-DDTHH:mm' (local time) → ISO UTC string; null for '' or an unreadable value. */
export function datetimeLocalToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  // Without a zone designator, ECMAScript parses a date-time as local time: exactly what we want.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A stored ISO instant for tables: '21/11/2026 14:05' in pt-BR, local time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
}
