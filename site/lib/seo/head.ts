/**
 * Everything the SEO head of a page says, computed from the page's `PageSeo` (SPEC §9): title
 * pattern, canonical, robots, hreflang set, Open Graph / Twitter tags and JSON-LD. Pure, so the
 * rules are unit-tested without a build; `components/seo/SeoHead.astro` only prints the result.
 */
import { ROBOTS_EDITOR_NOINDEX, ROBOTS_INDEX, ROBOTS_NOINDEX, ROBOTS_PLACEHOLDER } from '../../../shared/constants';
import { interpolate } from '../../../shared/i18n';
import { getDictionary } from '../../../shared/i18n';
import { LOCALE_INFO, ogLocale, type Locale } from '../../../shared/locales';
import { absoluteUrl, hreflangLinks, structuralPaths, type HreflangLink, type LocaleStatus } from './alternates';
import type { PageSeo } from './types';
import { mediaImageUrl, parseMediaUrl } from '../../../shared/media/contract';
import { shareCardOf } from '../../../shared/media/render-states';

/** The site's 1200x630 share card (SPEC §9), in site/public. */
export const DEFAULT_SHARE_IMAGE = { path: '/og-default.png', width: 1200, height: 630 } as const;

export interface ShareImage {
  /** Absolute URL. */
  url: string;
  /** Known for the site's card and for a media-library image's share card; unknown for any other. */
  width?: number;
  height?: number;
  type?: string;
}

/**
 * The page's `og:image` (issue 14): a media-library image's own 1200x630 share card (written beside
 * its variants at upload), any other address as it is, and the site's default card without one.
 */
export function shareImage(image: string | null | undefined, site: string | URL): ShareImage {
  if (!image) return { url: absoluteUrl(DEFAULT_SHARE_IMAGE.path, site), width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height, type: 'image/png' };
  const key = parseMediaUrl(image);
  if (key) {
    // Cut around the editor's focal point; the largest variant while the card is not written yet.
    const card = shareCardOf(key);
    return { ...card, url: absoluteUrl(card.url, site) };
  }
  return { url: absoluteUrl(image, site) };
}

/**
 * JSON-LD `image` of an article or product: absolute URLs of real files. A media-library image
 * gives its largest variant and its 1200x630 share card (search engines pick by aspect ratio).
 */
export function jsonLdImages(image: string, site: string | URL): string[] {
  const key = parseMediaUrl(image);
  if (!key) return [absoluteUrl(image, site)];
  return [...new Set([absoluteUrl(mediaImageUrl(key), site), absoluteUrl(shareCardOf(key).url, site)])];
}

/**
 * '{page} - {siteName}' (SPEC §9) in the locale's pattern; a page without a title of its own (the
 * landing) or titled like the site itself gets the site name alone.
 */
export function pageTitle(page: string, siteName: string, locale: Locale = 'br'): string {
  const trimmed = page.trim();
  if (!trimmed || trimmed === siteName) return siteName;
  return interpolate(getDictionary(locale).seo.pageTitle, { page: trimmed, siteName });
}

export interface HeadInput {
  seo: PageSeo;
  locale: Locale;
  siteName: string;
  /** Canonical origin (Astro `site`, from SITE_URL). */
  site: string | URL;
  /** Locale statuses, for the hreflang set. */
  configs: readonly LocaleStatus[];
  /** RSS feed of the locale (active locales only), linked as an alternate. */
  rssPath?: string | null;
}

export interface MetaTag {
  /** `property` (Open Graph) or `name` (description, robots, Twitter). */
  attr: 'name' | 'property';
  key: string;
  content: string;
}

export interface HeadData {
  title: string;
  description: string;
  /** Absolute canonical URL; null for a page without a URL of its own (`PageSeo.noCanonical`). */
  canonical: string | null;
  robots: string;
  alternates: HreflangLink[];
  meta: MetaTag[];
  jsonLd: Record<string, unknown>[];
  rss?: { href: string; title: string };
}

function typeOf(node: Record<string, unknown>): string[] {
  const t = node['@type'];
  return Array.isArray(t) ? t.map(String) : t ? [String(t)] : [];
}

/**
 * Post pages carry Article data instead of WebSite; every other page, reviews included, carries
 * WebSite (SPEC §9: "Post pages carry structured Article data. Other pages carry WebSite data").
 */
const ARTICLE_TYPES = new Set(['Article', 'BlogPosting', 'NewsArticle']);

/** The site's logo for search engines: a square raster image of at least 112 px (site/public). */
export const ORGANIZATION_LOGO = { path: '/apple-touch-icon.png', width: 180, height: 180 } as const;

/**
 * JSON-LD Organization of a locale's site: name, url (the locale home, or `homePath`) and logo. The
 * same node is the publisher of the WebSite, of posts (Article) and of reviews, so search engines
 * see one publisher with one logo everywhere.
 */
export function organizationJsonLd(locale: Locale, siteName: string, site: string | URL, homePath: string = structuralPaths.home(locale)): Record<string, unknown> {
  const home = absoluteUrl(homePath, site);
  return {
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: siteName,
    url: home,
    logo: { '@type': 'ImageObject', url: absoluteUrl(ORGANIZATION_LOGO.path, site), width: ORGANIZATION_LOGO.width, height: ORGANIZATION_LOGO.height },
  };
}

/**
 * JSON-LD WebSite of a locale, with the reviews search as its SearchAction and the site as publisher.
 * `homePath` is the site's home: the locale's, or `/` on the landing, whose canonical it must equal.
 */
export function websiteJsonLd(locale: Locale, siteName: string, site: string | URL, homePath: string = structuralPaths.home(locale)): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: absoluteUrl(homePath, site),
    inLanguage: LOCALE_INFO[locale].language,
    publisher: organizationJsonLd(locale, siteName, site, homePath),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(structuralPaths.reviews(locale), site)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** JSON-LD BreadcrumbList; positions from 1, absolute item URLs. */
export function breadcrumbJsonLd(crumbs: NonNullable<PageSeo['breadcrumbs']>, site: string | URL): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(c.path, site) })),
  };
}

/** Computes the head of a page. */
export function buildHead({ seo, locale, siteName, site, configs, rssPath }: HeadInput): HeadData {
  const title = seo.seoTitle?.trim() || pageTitle(seo.title, siteName, locale);
  const description = seo.description.trim() || getDictionary(locale).seo.defaultDescription;
  const canonical = seo.noCanonical ? null : absoluteUrl(seo.path, site);
  const robots = seo.noindex ? ROBOTS_NOINDEX : seo.noindexFollow ? ROBOTS_EDITOR_NOINDEX : seo.placeholder ? ROBOTS_PLACEHOLDER : ROBOTS_INDEX;
  // A page out of indexes is in no hreflang set, and names none (its translations leave it out too).
  const alternates = seo.noindex || seo.noindexFollow ? [] : hreflangLinks(seo.alternates, configs, site);
  const share = shareImage(seo.image, site);
  const image = share.url;
  const imageAlt = seo.image ? interpolate(getDictionary(locale).seo.imageAlt, { title: seo.title || siteName }) : siteName;

  const otherOgLocales = Object.keys(seo.alternates ?? {})
    .filter((l) => l !== locale && alternates.some((a) => a.hreflang === LOCALE_INFO[l as Locale]?.language))
    .map((l) => ogLocale(l));

  const meta: MetaTag[] = [
    { attr: 'name', key: 'description', content: description },
    { attr: 'name', key: 'robots', content: robots },
    { attr: 'property', key: 'og:type', content: seo.type ?? 'website' },
    { attr: 'property', key: 'og:site_name', content: siteName },
    { attr: 'property', key: 'og:title', content: title },
    { attr: 'property', key: 'og:description', content: description },
    ...(canonical ? [{ attr: 'property' as const, key: 'og:url', content: canonical }] : []),
    { attr: 'property', key: 'og:locale', content: ogLocale(locale) },
    ...otherOgLocales.map((content) => ({ attr: 'property' as const, key: 'og:locale:alternate', content })),
    { attr: 'property', key: 'og:image', content: image },
    ...(share.width && share.height
      ? [
          { attr: 'property' as const, key: 'og:image:width', content: String(share.width) },
          { attr: 'property' as const, key: 'og:image:height', content: String(share.height) },
        ]
      : []),
    ...(share.type ? [{ attr: 'property' as const, key: 'og:image:type', content: share.type }] : []),
    { attr: 'property', key: 'og:image:alt', content: imageAlt },
    { attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attr: 'name', key: 'twitter:title', content: title },
    { attr: 'name', key: 'twitter:description', content: description },
    { attr: 'name', key: 'twitter:image', content: image },
    { attr: 'name', key: 'twitter:image:alt', content: imageAlt },
  ];

  const extra = seo.jsonLd ?? [];
  const hasArticle = extra.some((node) => typeOf(node).some((t) => ARTICLE_TYPES.has(t)));
  // The homes (a locale's and the landing) name the organization on their own, as search engines ask.
  const isHome = seo.path === '/' || seo.path === structuralPaths.home(locale);
  // The landing is the site's home above the locales: its WebSite and Organization are at `/`, the
  // address of its canonical (issue 24), not at the default locale's home.
  const homePath = seo.path === '/' ? '/' : structuralPaths.home(locale);
  const jsonLd = [
    ...(hasArticle ? [] : [websiteJsonLd(locale, siteName, site, homePath)]),
    ...(isHome ? [{ '@context': 'https://schema.org', ...organizationJsonLd(locale, siteName, site, homePath) }] : []),
    ...extra,
    ...(seo.breadcrumbs?.length ? [breadcrumbJsonLd(seo.breadcrumbs, site)] : []),
  ];

  return {
    title,
    description,
    canonical,
    robots,
    alternates,
    meta,
    jsonLd,
    rss: rssPath ? { href: absoluteUrl(rssPath, site), title: `${siteName} – RSS` } : undefined,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function serializeJsonLd(node: Record<string, unknown>): string {
  return JSON.stringify(node).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
