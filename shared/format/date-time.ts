/**
 * Absolute dates for pages: "as of" times of prices (DESIGN §8), publication and launch dates.
 * Each locale reads times in its country's main time zone, named explicitly so the static build,
 * an on-demand render and a test give the same text whatever the host's zone.
 */
import { LOCALE_INFO, type Locale } from '../locales';
import { toDate } from './relative-date';

/** The time zone a locale's readers live in (the most populous one of the country). */
export const LOCALE_TIME_ZONES: Record<Locale, string> = {
  br: 'America/Sao_Paulo',
  it: 'Europe/Rome',
  mx: 'America/Mexico_City',
  es: 'Europe/Madrid',
  us: 'America/New_York',
};

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, kind: 'dateTime' | 'date' | 'calendarDay'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let f = cache.get(key);
  if (!f) {
    const { language } = LOCALE_INFO[locale] ?? LOCALE_INFO.br;
    f =
      kind === 'dateTime'
        ? new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone: LOCALE_TIME_ZONES[locale] })
        : kind === 'date'
          ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: LOCALE_TIME_ZONES[locale] })
          : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    cache.set(key, f);
  }
  return f;
}

/** '21/11/2026, 05:01' (br): date and time of an instant in the locale's time zone; '' when unreadable. */
export function formatDateTime(value: string | Date | null | undefined, locale: Locale): string {
  const date = toDate(value);
  return date ? formatter(locale, 'dateTime').format(date) : '';
}

/** '21 de novembro de 2026' (br): the calendar day of an instant in the locale's time zone. */
export function formatLongDate(value: string | Date | null | undefined, locale: Locale): string {
  const date = toDate(value);
  return date ? formatter(locale, 'date').format(date) : '';
}

/**
 * A calendar date `YYYY-MM-DD` (launch dates) in words: '3 de dezembro de 2024'. The day is taken
 * as written, never shifted by a time zone.
 */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? '' : formatter(locale, 'calendarDay').format(date);
}

/**
 * A span of calendar dates in words, as the locale writes ranges: '3 – 20 de novembro de 2026' (br),
 * '3–20 novembre 2026' (it), 'November 3 – 20, 2026' (us); one date when both ends are the same day;
 * '' when either end is unreadable. Days are taken as written, never shifted by a time zone.
 */
export function formatCalendarRange(fromIso: string, toIso: string, locale: Locale): string {
  const [from, to] = [fromIso, toIso].map((iso) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
    return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  });
  if (!from || !to || Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  return formatter(locale, 'calendarDay').formatRange(from, to);
}
