/**
 * The home page of a locale `/L` (SPEC §2 Home page): the newest post as the hero, the next six
 * in the grid (the load-more island fetches more from `/api/home-data`), popular categories.
 */
import { LIMITS } from '../../../shared/constants';
import type { Db } from '../../../shared/db/connect';
import { popularCategories } from '../../../shared/db/queries/categories';
import { countPublishedPosts, listPublishedPosts } from '../../../shared/db/queries/posts';
import type { Locale } from '../../../shared/locales';
import { postCardData, type PostCardData } from '../../components/content/card-data';
import { structuralAlternates, structuralPaths } from '../seo/alternates';
import type { PageSeo } from '../seo/types';
import { localeContext } from './context';

export interface HomePageData {
  locale: Locale;
  seo: PageSeo;
  hero: PostCardData | null;
  /** The first grid page (6 cards, SPEC §2). */
  posts: PostCardData[];
  /** Published posts in all (hero included), for the load-more button. */
  total: number;
  /** Offset of the next post the load-more island asks `/api/home-data` for. */
  nextOffset: number;
  popular: { name: string; href: string }[];
}

export async function loadHomePage(db: Db, params: { locale: Locale }, now: Date): Promise<HomePageData | undefined> {
  const ctx = await localeContext(db, params.locale, now);
  if (!ctx) return undefined;
  const { locale, t } = ctx;
  const [posts, total, popular] = await Promise.all([
    listPublishedPosts(db, { locale, limit: 1 + LIMITS.homeGridInitial, now }),
    countPublishedPosts(db, { locale, now }),
    popularCategories(db, locale, LIMITS.popularCategoriesMax, now),
  ]);
  const card = { locale, recently: t('common.recently'), now };
  const cards = posts.map((p) => postCardData(p, p.categoryId === null ? undefined : ctx.categories.get(p.categoryId), card));
  return {
    locale,
    seo: {
      title: t('home.metaTitle'),
      description: t('home.metaDescription'),
      path: structuralPaths.home(locale),
      alternates: structuralAlternates(ctx.configs, structuralPaths.home),
    },
    hero: cards[0] ?? null,
    posts: cards.slice(1),
    total,
    nextOffset: cards.length,
    popular: popular.map((c) => ({ name: c.name, href: structuralPaths.category(locale, c.slug) })),
  };
}
