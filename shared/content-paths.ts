/**
 * Site paths of content pages, one place for pages, cards, breadcrumbs, sitemaps, the admin
 * preview and the publisher (which pages a change affects).
 */
import { LOCALE_INFO, type Locale } from './locales';
import { MARKETPLACE_WORD } from './marketplace';

export const contentPaths = {
  post: (l: Locale, slug: string) => `/${l}/${slug}`,
  review: (l: Locale, slug: string) => `/${l}/${LOCALE_INFO[l].reviewWord}/${slug}`,
  /** An author's page (issue 25 item 4); page n ≥ 2 at `{this}/{pagina}/{n}` (shared/pagination.ts). */
  author: (l: Locale, slug: string) => `/${l}/${LOCALE_INFO[l].authorWord}/${slug}`,
  launchDay: (l: Locale, date: string) => `/${l}/lancamento/${date}`,
  marketplace: (slug: string) => `/br/${MARKETPLACE_WORD}/${slug}`,
} as const;
