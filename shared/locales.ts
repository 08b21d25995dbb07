/**
 * The five regions the product serves and everything fixed about them: route words, flags,
 * country names, language tags, Open Graph locales and default taglines (SPEC §2, §3, §9).
 * No I/O here: whether a locale is *active* lives in the database (`locale_configs.status`).
 */

export const LOCALES = ['br', 'it', 'mx', 'es', 'us'] as const;
export type Locale = (typeof LOCALES)[number];

/** The default locale, and the one every unknown or reserved first segment falls back to. */
export const FALLBACK_LOCALE: Locale = 'br';

/** First path segments that are not locales but must not trip the locale check (SPEC §2). */
export const NON_LOCALE_SEGMENTS = ['admin', 'api', 'assets'] as const;

export interface LocaleInfo {
  code: Locale;
  /** Numeric id used by `locale_configs.id` and for footer ordering ("sorted by id"). */
  id: number;
  /** BCP 47 language tag (html lang, hreflang). */
  language: string;
  /** Open Graph `og:locale`. */
  ogLocale: string;
  countryName: string;
  /** Route word for reviews: /{locale}/{reviewWord}/{slug}. */
  reviewWord: string;
  /** Route word for author pages: /{locale}/{authorWord}/{slug} (issue 25 item 4). */
  authorWord: string;
  tagline: string;
  currency: string;
  currencySymbol: string;
  /** Retailer store domain of the region (the `{host}` placeholder of SPEC §9 for br). */
  retailerDomain: string;
  /** Launch pages: /{locale}/lancamento exists; with dates only where `launchByDate` is true. */
  launchPage: boolean;
  launchByDate: boolean;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  br: {
    code: 'br', id: 1, language: 'pt-BR', ogLocale: 'pt_BR', countryName: 'Brasil',
    reviewWord: 'avaliacao', authorWord: 'autor', tagline: 'A Plataforma de Avaliação dos Melhores Produtos!',
    currency: 'BRL', currencySymbol: 'R$', retailerDomain: 'amazon.com.br', launchPage: true, launchByDate: true,
  },
  it: {
    code: 'it', id: 2, language: 'it-IT', ogLocale: 'it_IT', countryName: 'Italia',
    reviewWord: 'recensione', authorWord: 'autore', tagline: 'Blog di Consigli sui Prodotti',
    currency: 'EUR', currencySymbol: '€', retailerDomain: 'amazon.it', launchPage: true, launchByDate: false,
  },
  mx: {
    code: 'mx', id: 3, language: 'es-MX', ogLocale: 'es_MX', countryName: 'México',
    reviewWord: 'resena', authorWord: 'autor', tagline: 'Blog de Recomendaciones de Productos',
    currency: 'MXN', currencySymbol: '$', retailerDomain: 'amazon.com.mx', launchPage: true, launchByDate: false,
  },
  es: {
    code: 'es', id: 4, language: 'es-ES', ogLocale: 'es_ES', countryName: 'España',
    reviewWord: 'resena', authorWord: 'autor', tagline: 'Blog de Recomendaciones de Productos',
    currency: 'EUR', currencySymbol: '€', retailerDomain: 'amazon.es', launchPage: true, launchByDate: true,
  },
  us: {
    code: 'us', id: 5, language: 'en-US', ogLocale: 'en_US', countryName: 'United States',
    reviewWord: 'review', authorWord: 'author', tagline: 'Product Recommendation Blog',
    currency: 'USD', currencySymbol: '$', retailerDomain: 'amazon.com', launchPage: false, launchByDate: false,
  },
};

/** Fixed words of every locale's URL space; a post slug may not take one of them (DESIGN §4). */
export const STATIC_ROUTE_WORDS = [
  'categoria', 'categorias', 'sobre', 'privacidade', 'termos', 'afiliados', 'contato', 'lancamento', 'admin',
] as const;

/** The brand placeholder used while no `site_name` setting exists (SPEC §1, §9). */
export const DEFAULT_SITE_NAME = 'ReviewHub';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reserved first-level slugs of a locale: a post, product or review slug may not use them. */
export function reservedWords(locale: Locale): string[] {
  const words: string[] = [...STATIC_ROUTE_WORDS, LOCALE_INFO[locale].reviewWord];
  if (locale === 'br') words.push('mercadolivre');
  return words;
}

/** Open Graph locale for any code; unknown codes get en_US (SPEC §9). */
export function ogLocale(code: string): string {
  return isLocale(code) ? LOCALE_INFO[code].ogLocale : 'en_US';
}

/**
 * Display name of a region: its country name, else the upper-cased code (SPEC §9). The flag beside
 * it is an SVG (site/components/layout/Flag.astro, a globe for other regions), not an emoji, which
 * Windows shows as two letters (issue 17).
 */
export function localeLabel(code: string): { name: string } {
  return { name: isLocale(code) ? LOCALE_INFO[code].countryName : code.toUpperCase() };
}

/**
 * The locale a path belongs to, from its first segment (SPEC §2): a known locale code is taken as
 * is; `admin`, `api`, `assets`, the empty segment and anything else fall back to br. Whether the
 * locale is *active* is the caller's question (it needs the database).
 */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return isLocale(first) ? first : FALLBACK_LOCALE;
}

/** Browser language to locale (SPEC §4): pt → br, it → it, es → mx, anything else → br. */
export function localeFromLanguage(language: string | undefined | null): Locale {
  const primary = (language ?? '').toLowerCase().split(/[-_]/)[0];
  if (primary === 'it') return 'it';
  if (primary === 'es') return 'mx';
  return 'br';
}
