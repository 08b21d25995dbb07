/**
 * The text pages of a locale: about, privacy, terms, affiliate disclosure and contact (SPEC §2).
 * Their words live in the dictionaries (every locale has its own, legal references included);
 * this loader orders them into sections.
 */
import type { Db } from '../../../shared/db/connect';
import { formatCalendarDate } from '../../../shared/format/date-time';
import { interpolate, type DictionaryTree } from '../../../shared/i18n';
import type { Locale } from '../../../shared/locales';
import { structuralAlternates, structuralPaths } from '../seo/alternates';
import type { PageSeo } from '../seo/types';
import { localeContext } from './context';

export const STATIC_PAGES = ['about', 'privacy', 'terms', 'affiliates', 'contact'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** Route word of each page (the same in every locale, SPEC §2). */
export const STATIC_PAGE_WORDS: Record<StaticPage, string> = {
  about: 'sobre',
  privacy: 'privacidade',
  terms: 'termos',
  affiliates: 'afiliados',
  contact: 'contato',
};

/** The page a route word names, or undefined. */
export function staticPageForWord(word: string): StaticPage | undefined {
  return STATIC_PAGES.find((page) => STATIC_PAGE_WORDS[page] === word);
}

/** Dictionary section of each page. */
const SECTION: Record<StaticPage, 'about' | 'privacy' | 'terms' | 'affiliate' | 'contact'> = {
  about: 'about',
  privacy: 'privacy',
  terms: 'terms',
  affiliates: 'affiliate',
  contact: 'contact',
};

/** When the privacy policy and the terms last changed (shown as 'Última atualização: …'). */
export const LEGAL_TEXTS_UPDATED = '2026-11-21';

export interface StaticPageData {
  locale: Locale;
  page: StaticPage;
  seo: PageSeo;
  title: string;
  intro: string;
  /** 'Última atualização: 21 de novembro de 2026' on the legal pages. */
  lastUpdated?: string;
  /** The affiliate disclosure's required sentences (SPEC §1), shown first and highlighted. */
  notices?: string[];
  sections: { title: string; text: string }[];
}

export async function loadStaticPage(db: Db, params: { locale: Locale; page: StaticPage }, now: Date): Promise<StaticPageData | undefined> {
  const ctx = await localeContext(db, params.locale, now);
  if (!ctx) return undefined;
  const { locale, t, dict, siteName } = ctx;
  const section = dict[SECTION[params.page]] as DictionaryTree;
  const text = (key: string) => interpolate(String(section[key] ?? ''), { siteName });
  // Sections are the `xTitle`/`xText` pairs of the dictionary, in their written order.
  const sections = Object.keys(section)
    .filter((key) => key.endsWith('Title') && typeof section[`${key.slice(0, -5)}Text`] === 'string')
    .filter((key) => !['successTitle', 'errorTitle'].includes(key))
    .map((key) => ({ title: text(key), text: text(`${key.slice(0, -5)}Text`) }));
  const path = structuralPaths[params.page](locale);
  const title = text('title');
  const legal = params.page === 'privacy' || params.page === 'terms';
  return {
    locale,
    page: params.page,
    seo: {
      title,
      description: text('metaDescription'),
      path,
      alternates: structuralAlternates(ctx.configs, structuralPaths[params.page]),
      breadcrumbs: [
        { name: t('header.home'), path: structuralPaths.home(locale) },
        { name: title, path },
      ],
    },
    title,
    intro: text('intro'),
    lastUpdated: legal ? interpolate(String(section.lastUpdated), { date: formatCalendarDate(LEGAL_TEXTS_UPDATED, locale) }) : undefined,
    notices:
      params.page === 'affiliates'
        ? [dict.footer.affiliateNotice, dict.footer.imagesNotice, ...(locale === 'br' ? [dict.footer.priceNotice] : [])]
        : undefined,
    sections,
  };
}
