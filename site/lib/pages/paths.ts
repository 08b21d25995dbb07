/** Site paths of content pages, one place for pages, cards, breadcrumbs and sitemaps. */
import { LOCALE_INFO, type Locale } from '../../../shared/locales';
import { MARKETPLACE_WORD } from '../../../shared/marketplace';

export { structuralPaths } from '../seo/alternates';

export const contentPaths = {
  post: (l: Locale, slug: string) => `/${l}/${slug}`,
  review: (l: Locale, slug: string) => `/${l}/${LOCALE_INFO[l].reviewWord}/${slug}`,
  launchDay: (l: Locale, date: string) => `/${l}/lancamento/${date}`,
  marketplace: (slug: string) => `/br/${MARKETPLACE_WORD}/${slug}`,
} as const;
