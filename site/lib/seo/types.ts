/**
 * What a page tells the layout about itself for the SEO head (DESIGN §4, SPEC §9).
 * CONTRACT between the layout (shell helper) and the pages (content helper).
 */
import type { Locale } from '../../../shared/locales';

export interface Breadcrumb {
  name: string;
  /** Site-relative path. */
  path: string;
}

export interface PageSeo {
  /** Page title without the site name; the head renders '{title} - {siteName}' (SPEC §9). */
  title: string;
  description: string;
  /** Site-relative path of this page; the canonical URL is SITE_URL + path. */
  path: string;
  /**
   * hreflang alternates: the equivalent path in each locale where the page exists (this locale
   * included). Omitted: the page exists only in its own locale. x-default is added by the head
   * (the br equivalent, else the br home).
   */
  alternates?: Partial<Record<Locale, string>>;
  /** Share image (absolute or site-relative); default: the site's 1200x630 card. */
  image?: string | null;
  /** Open Graph type. */
  type?: 'website' | 'article' | 'profile';
  /** Extra JSON-LD objects (Article, Product…); the head adds WebSite (when no Article) and BreadcrumbList. */
  jsonLd?: Record<string, unknown>[];
  breadcrumbs?: Breadcrumb[];
  /** Test pages and the marketplace redirect: noindex, nofollow. */
  noindex?: boolean;
  /**
   * The editor's per-page SEO (issue 16), empty fields meaning the defaults above:
   * - `seoTitle`: the whole <title> (and og/twitter title) as the editor wrote it, without the
   *   '{page} - {siteName}' pattern (what the editor's search-result preview shows);
   * - `noindexFollow`: 'noindex,follow', and no hreflang set (the page is in none).
   * A meta description override is the loader's `description`; a social image is its `image`.
   */
  seoTitle?: string | null;
  noindexFollow?: boolean;
  /**
   * A coming-soon placeholder (issue 17): noindex, follow, but it keeps its hreflang set, which
   * the active locales' pages list it in (SPEC §4), so every set stays reciprocal.
   */
  placeholder?: boolean;
  /**
   * The page has no URL of its own (the 404 page answers every unknown URL): the head then has no
   * canonical link and no og:url, which would name a path that is not a page.
   */
  noCanonical?: boolean;
}
