/**
 * Translation lookup for the five locales (SPEC §3): `t('home.metaDescription')` style dotted keys,
 * an optional fallback, and `{name}` placeholders filled from vars.
 */
import { FALLBACK_LOCALE, type Locale } from '../locales';
import { br, type Dictionary, type DictionaryTree } from './br';
import { es } from './es';
import { it } from './it';
import { mx } from './mx';
import { us } from './us';

export type { Dictionary, DictionaryTree };

/** Values that may fill a `{name}` placeholder. */
export type TranslateVars = Readonly<Record<string, string | number>>;

/** A translator bound to one locale; see `translate` for the rules. */
export type TFunction = (key: string, fallback?: string, vars?: TranslateVars) => string;

/** Every dotted key of a dictionary, e.g. `'errors.notFound.title'` (for callers who want checking). */
export type DictionaryKey<T = Dictionary> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${DictionaryKey<T[K]>}`;
}[keyof T & string];

export const dictionaries: Readonly<Record<Locale, Dictionary>> = { br, it, mx, es, us };

/**
 * The dictionary of a locale. Unknown codes (a value that slipped past `isLocale` at run time)
 * get br's, the fallback locale, rather than crashing a page render.
 */
export function getDictionary(locale: Locale): Dictionary {
  return Object.hasOwn(dictionaries, locale) ? dictionaries[locale] : dictionaries[FALLBACK_LOCALE];
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Replaces each `{name}` in `template` with `vars[name]`. Placeholders without a value are left
 * intact, so a forgotten variable is visible on the page instead of silently vanishing (and post
 * titles' `{month}`/`{year}` survive for `applyTitlePlaceholders`).
 */
export function interpolate(template: string, vars?: TranslateVars): string {
  if (!vars) return template;
  return template.replace(PLACEHOLDER, (match, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : match,
  );
}

/**
 * Walks a dotted key through the tree. Own properties only, so keys such as `'constructor'` or
 * `'__proto__.x'` count as missing instead of reaching Object.prototype.
 */
function lookup(tree: DictionaryTree, key: string): string | undefined {
  let node: string | DictionaryTree = tree;
  for (const part of key.split('.')) {
    if (typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part] as string | DictionaryTree;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text of `key` in `locale`, with `{name}` placeholders filled from `vars`.
 * A key that is missing, or names a section rather than a text, gives `fallback` (also
 * interpolated) when one is passed, else the key itself (SPEC §3) so the gap shows on the page.
 */
export function translate(locale: Locale, key: string, fallback?: string, vars?: TranslateVars): string {
  const text = lookup(getDictionary(locale), key);
  if (text !== undefined) return interpolate(text, vars);
  return fallback !== undefined ? interpolate(fallback, vars) : key;
}

/** A `t(key, fallback?, vars?)` bound to `locale`, for components that translate many texts. */
export function createT(locale: Locale): TFunction {
  return (key, fallback, vars) => translate(locale, key, fallback, vars);
}
