/** '4,5' (br) / '4.5' (us): a rating with one decimal in the locale's language (review boxes, the reviews filter, comparison tables). */
import { LOCALE_INFO, type Locale } from '../locales';

// One formatter per locale: creating an Intl.NumberFormat per card showed up in build profiles
// (a reviews list renders hundreds of ratings).
const formatters = new Map<Locale, Intl.NumberFormat>();

export function formatRating(rating: number, locale: Locale): string {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_INFO[locale].language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formatters.set(locale, f);
  }
  return f.format(rating);
}
