/**
 * Site paths of content pages, one place for pages, cards, breadcrumbs, sitemaps, the admin
 * preview and the publisher (which pages a change affects).
 */
import { LOCALE_INFO, type Locale } from './locales';
import { MARKETPLACE_WORD } from './marketplace';

export const contentPaths = {
  post: (l: Locale, slug: string) => `/${l}/${slug}`,
  review: (l: Locale, slug: string) => `/${l}/${LOCALE_INFO[l].reviewWord}/${slug}`,
  launchDay: (l: Locale, date: string) => `/${l}/lancamento/${date}`,
  marketplace: (slug: string) => `/br/${MARKETPLACE_WORD}/${slug}`,
} as const;
