/**
 * URL slugs for posts, products, reviews and categories: ASCII, lower case, hyphen-separated
 * (DESIGN §4 keeps them unique per locale; this file only shapes them).
 */

/** Longest slug accepted; long enough for SEO titles, short enough for sane URLs and indexes. */
export const MAX_SLUG_LENGTH = 120;

/** Lower-case ASCII words joined by single hyphens, no leading or trailing hyphen. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Letters NFKD does not decompose into an ASCII base letter plus marks.
const TRANSLITERATIONS: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i', ħ: 'h',
};
const SPECIAL_LETTERS = new RegExp(`[${Object.keys(TRANSLITERATIONS).join('')}]`, 'g');

/**
 * A slug from free text: 'Os 10 Melhores Fones de Ouvido Bluetooth' → 'os-10-melhores-fones-de-ouvido-bluetooth'.
 * Accents are dropped (NFKD), runs of anything not a-z/0-9 become one hyphen, and text longer
 * than `maxLength` is cut at the last hyphen that fits so no word is chopped (a single overlong
 * word is cut hard). The result can be '' (e.g. for '!!!'); callers must handle that.
 */
export function slugify(text: string, maxLength: number = MAX_SLUG_LENGTH): string {
  if (typeof text !== 'string' || !(maxLength >= 1)) return '';
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(SPECIAL_LETTERS, (letter) => TRANSLITERATIONS[letter] ?? '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;

  const limit = Math.floor(maxLength);
  if (slug[limit] === '-') return slug.slice(0, limit);
  const cut = slug.slice(0, limit);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** True for a string `SLUG_PATTERN` accepts and no longer than `MAX_SLUG_LENGTH`. */
export function isValidSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}
