/** Lists of names in a locale's words ("Ana, Bruno e Carla"). */
import { LOCALE_INFO, type Locale } from '../locales';

// Building an Intl.ListFormat costs more than using it: one per language, kept (a full build
// formats the byline of every post and review).
const formatters = new Map<string, Intl.ListFormat>();

/** One part of a formatted list: a name (`element`) or the words between (`literal`). */
export type ListPart = ReturnType<Intl.ListFormat['formatToParts']>[number];

/**
 * The parts of `names` joined as the locale lists things ("and" before the last), for a caller
 * that renders each name itself (as a link): `element` parts are the names in order.
 */
export function nameListParts(names: readonly string[], locale: Locale): ListPart[] {
  const language = LOCALE_INFO[locale].language;
  let format = formatters.get(language);
  if (!format) formatters.set(language, (format = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' })));
  return format.formatToParts(names);
}
