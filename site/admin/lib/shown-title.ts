/**
 * A post's or review's title as its public page shows it today: `{month}`/`{year}` filled in the
 * item's language (issue 24 item 4: the admin's lists, delete dialogs and revision rows never show
 * the raw placeholders). A value without a known locale is shown as it is.
 */
import { applyTitlePlaceholders } from '../../../shared/format/title';
import { isLocale } from '../../../shared/locales';

export function shownTitle(title: string, locale: string | undefined, now: Date = new Date()): string {
  return isLocale(locale) ? applyTitlePlaceholders(title, locale, now) : title;
}
