/**
 * "hoje", "ontem", "há 3 dias"… for post cards (SPEC §9), in the locale's language via
 * Intl.RelativeTimeFormat so no month or day words are kept by hand.
 */
import { getDictionary } from '../i18n';
import { LOCALE_INFO, type Locale } from '../locales';

const DAY_MS = 86_400_000;

// SQLite's CURRENT_TIMESTAMP gives 'YYYY-MM-DD HH:MM:SS' in UTC with no zone, which Date would
// read as local time; ISO strings and date-only strings already parse as UTC.
const SQL_DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/** A Date from a Date or a date string, or null when missing or unreadable. */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  let date: Date;
  if (value instanceof Date) {
    date = value;
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    const sql = SQL_DATETIME.exec(text);
    date = new Date(sql ? `${sql[1]}T${sql[2]}Z` : text);
  } else {
    return null;
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Midnight UTC of the date's calendar day, so "yesterday" means the day before, not 24 h ago. */
function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatter(language: string): Intl.RelativeTimeFormat {
  let rtf = formatters.get(language);
  if (!rtf) formatters.set(language, (rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })));
  return rtf;
}

/**
 * How long ago `date` was, in the locale's words (SPEC §9), counting calendar days in UTC:
 * 0 days → today, 1 → yesterday, 2–6 → days, 7–29 → whole weeks, 30+ → months of 30 days
 * (no years: "há 14 meses" stays honest about age). `numeric: 'auto'` gives the language's own
 * words where it has them: "anteontem" for 2 days, "semana passada"/"mês passado" for 1 week/month. Future dates (clock skew, scheduled posts shown early) read
 * as today. A missing or invalid date gives the dictionary's `common.recently` ('Recentemente').
 */
export function relativeDate(
  date: string | Date | null | undefined,
  locale: Locale,
  now: Date = new Date(),
): string {
  return relativeDateIn(date, (LOCALE_INFO[locale] ?? LOCALE_INFO.br).language, getDictionary(locale).common.recently, now);
}

/**
 * `relativeDate` with the language tag and the "recently" text passed in, for browser islands:
 * it does not reach the dictionaries, so an island that imports it does not ship all five.
 */
export function relativeDateIn(
  date: string | Date | null | undefined,
  language: string,
  recently: string,
  now: Date = new Date(),
): string {
  const when = toDate(date);
  if (!when || Number.isNaN(now.getTime())) return recently;

  const days = Math.max(0, Math.round((utcDay(now) - utcDay(when)) / DAY_MS));
  const rtf = formatter(language);
  if (days === 0) return rtf.format(0, 'day');
  if (days < 7) return rtf.format(-days, 'day');
  if (days < 30) return rtf.format(-Math.floor(days / 7), 'week');
  return rtf.format(-Math.floor(days / 30), 'month');
}
