/**
 * Browser side of post dates (SPEC §9): a card's `<time data-relative>` is built with its calendar
 * date ('21 de novembro de 2026') and reads "há 3 dias" once this runs. Computing the wording
 * here rather than at build time keeps a page's HTML the same from one day to the next (issue 13
 * item 5), so a nightly rebuild with no content change writes nothing new.
 */
import { relativeDateIn } from '../../../shared/format/relative-date';

/**
 * Rewrites every `time[data-relative]` under `root` into relative wording in the page's language
 * (`<html lang>`). A time without a readable `datetime` keeps its text.
 */
export function showRelativeDates(root: ParentNode = document, now: Date = new Date()): void {
  const language = document.documentElement.lang || 'pt-BR';
  for (const el of root.querySelectorAll<HTMLTimeElement>('time[data-relative]')) {
    el.textContent = relativeDateIn(el.dateTime, language, el.textContent ?? '', now);
  }
}
