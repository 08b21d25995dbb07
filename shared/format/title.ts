/**
 * Post titles such as 'Melhores celulares de {month} {year}' stay current without edits: the
 * placeholders are filled at display (and build) time (SPEC §3).
 */
import { LOCALE_INFO, type Locale } from '../locales';

// `{month}` is the syntax; `{{month}}` is accepted because older content was written that way.
// Case and inner spaces are forgiven (`{ Month }`) since titles are typed by hand in the admin.
const PLACEHOLDER = /\{\{\s*(month|year)\s*\}\}|\{\s*(month|year)\s*\}/gi;

const monthFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The month name of `date` in `language` as the language writes it mid-sentence: lower case in
 * Portuguese, Italian and Spanish ('novembro', 'novembre', 'noviembre'), capitalised in English
 * ('November'). `applyTitlePlaceholders` capitalises it where a sentence starts.
 */
export function monthName(date: Date, language: string): string {
  let formatter = monthFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    monthFormatters.set(language, formatter);
  }
  return formatter.format(date);
}

/** True when text placed at `offset` of `text` starts a sentence (the start, or after . ! ?). */
function startsSentence(text: string, offset: number): boolean {
  const before = text.slice(0, offset);
  return before.trim() === '' || /[.!?¡¿]\s*$/.test(before);
}

/**
 * Fills the date placeholders of a post title.
 *
 * Syntax (case-insensitive, spaces inside the braces allowed):
 * - `{month}` or `{{month}}` → the month of `now` in the locale's language, written as mid-sentence:
 *   'de novembro' (br), 'di novembre' (it), 'de noviembre' (es, mx), 'November' (us); capitalised
 *   where it starts the title or a sentence ('Novembro: os melhores').
 * - `{year}` or `{{year}}` → the four-digit year of `now`.
 *
 * Month and year are taken in UTC, so the static build and the server agree whatever the host's
 * time zone. Anything else in braces is left as written.
 */
export function applyTitlePlaceholders(title: string, locale: Locale, now: Date = new Date()): string {
  if (!title || !title.includes('{')) return title ?? '';
  if (Number.isNaN(now.getTime())) return title;
  const { language } = LOCALE_INFO[locale] ?? LOCALE_INFO.br;
  return title.replace(PLACEHOLDER, (_match, doubled: string | undefined, single: string | undefined, offset: number) => {
    if ((doubled ?? single ?? '').toLowerCase() !== 'month') return String(now.getUTCFullYear()).padStart(4, '0');
    const name = monthName(now, language);
    return startsSentence(title, offset) ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : name;
  });
}
