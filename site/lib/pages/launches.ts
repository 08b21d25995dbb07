/**
 * Launch pages (SPEC §2): `/L/lancamento` lists products by launch date, newest first (br it mx
 * es); `/L/lancamento/{YYYY-MM-DD}` one day's launches (br es only).
 */
import type { Db } from '../../../shared/db/connect';
import { countLaunches, listLaunchDates, listLaunches } from '../../../shared/db/queries/products';
import { listPagePath, PAGE_SIZE, pageCount } from '../../../shared/pagination';
import { listingDescription, pageNav, pagedDescription, pagedTitle, type PageNav } from './page-nav';
import { formatCalendarDate } from '../../../shared/format/date-time';
import { LOCALE_INFO, type Locale } from '../../../shared/locales';
import { launchDayAlternates, structuralAlternates, structuralPaths } from '../seo/alternates';
import type { PageSeo } from '../seo/types';
import { localeContext } from './context';
import { perBuild } from './memo';
import { contentPaths } from '../../../shared/content-paths';
import { productCardData, type ProductCardData } from './product-card';
import { productsForPage } from './products';


export interface LaunchGroup {
  date: string;
  dateText: string;
  /** The day's own page, where the locale has day pages. */
  href: string | null;
  upcoming: boolean;
  products: ProductCardData[];
}

export interface LaunchPageData {
  locale: Locale;
  seo: PageSeo;
  title: string;
  intro: string;
  /** The day of a day page. */
  date?: string;
  groups: LaunchGroup[];
  previousDay?: { date: string; href: string; text: string };
  nextDay?: { date: string; href: string; text: string };
  /** The overview's page links (PAGE_SIZE.launches launches a page). */
  nav?: PageNav;
}

/** The locale has launch pages at all / day pages. */
export const hasLaunchPage = (l: Locale) => LOCALE_INFO[l].launchPage;
export const hasLaunchDays = (l: Locale) => LOCALE_INFO[l].launchByDate;

function launchDates(db: Db, locale: Locale, now: Date) {
  return perBuild(db, now, `launch-dates:${locale}`, () => listLaunchDates(db, locale));
}

export async function loadLaunchPage(db: Db, params: { locale: Locale; date?: string; page?: number }, now: Date): Promise<LaunchPageData | undefined> {
  const { locale, date, page = 1 } = params;
  if (!hasLaunchPage(locale) || (date !== undefined && !hasLaunchDays(locale))) return undefined;
  const ctx = await localeContext(db, locale, now);
  if (!ctx) return undefined;
  const { t } = ctx;
  const pages = date ? 1 : pageCount(await countLaunches(db, locale), PAGE_SIZE.launches);
  if (page > pages) return undefined;
  const [launches, dates] = await Promise.all([
    // A day page shows that day's first PAGE_SIZE.launches (every launch is on the overview's pages).
    listLaunches(db, locale, date ? { date, limit: PAGE_SIZE.launches } : { limit: PAGE_SIZE.launches, offset: (page - 1) * PAGE_SIZE.launches }),
    launchDates(db, locale, now),
  ]);
  const products = await productsForPage(db, locale, { ids: launches.map((p) => p.id) }, now);
  if (date && launches.length === 0) return undefined;
  const today = now.toISOString().slice(0, 10);
  const groups: LaunchGroup[] = [];
  for (const product of launches) {
    const day = product.launchDate as string;
    let group = groups.at(-1);
    if (!group || group.date !== day) {
      group = {
        date: day,
        dateText: formatCalendarDate(day, locale),
        href: hasLaunchDays(locale) && !date ? contentPaths.launchDay(locale, day) : null,
        upcoming: day > today,
        products: [],
      };
      groups.push(group);
    }
    group.products.push(productCardData(product, locale, ctx.store, now, products.reviewPathById.get(product.id)));
  }
  const overview = structuralPaths.launch(locale) as string;
  const pageText = (n: number) => t('pagination.page', undefined, { page: n });
  const title = date ? t('launch.launchesOf', undefined, { date: formatCalendarDate(date, locale) }) : t('launch.title');
  const path = date ? contentPaths.launchDay(locale, date) : listPagePath(locale, overview, page);
  const data: LaunchPageData = {
    locale,
    seo: {
      title: pagedTitle(title, page, pageText),
      // A day page names its launches; the overview's pages are numbered (issue 24).
      description: date
        ? listingDescription(title, groups.flatMap((g) => g.products.map((p) => p.title)))
        : pagedDescription(t('launch.metaDescription'), page, pageText),
      path,
      // Page n of the overview lists other launches than page n elsewhere: alternates on its first
      // page only. A day page exists only where that day had launches: its set is itself
      // (launchDayAlternates, which the sitemap lists too).
      alternates: date ? launchDayAlternates(locale, date) : page > 1 ? undefined : structuralAlternates(ctx.configs, structuralPaths.launch),
      breadcrumbs: [
        { name: t('header.home'), path: structuralPaths.home(locale) },
        { name: t('launch.title'), path: overview },
        ...(date ? [{ name: formatCalendarDate(date, locale), path }] : []),
      ],
    },
    title,
    intro: t('launch.intro'),
    date,
    groups,
    nav: date ? undefined : pageNav(locale, overview, page, pages),
  };
  if (date) {
    // Dates are newest first: the previous day is the next entry, the next day the one before.
    const i = dates.indexOf(date);
    const link = (d: string | undefined) => (d ? { date: d, href: contentPaths.launchDay(locale, d), text: formatCalendarDate(d, locale) } : undefined);
    data.previousDay = link(dates[i + 1]);
    data.nextDay = link(i > 0 ? dates[i - 1] : undefined);
  }
  return data;
}
