/** `/L/categorias` (every category) and `/L/categoria/{slug}` (its posts and reviews), SPEC §2. */
import type { Db } from '../../../shared/db/connect';
import { popularCategories } from '../../../shared/db/queries/categories';
import { categorySeoOf } from '../../../shared/db/queries/page-seo';
import { listPagePath, PAGE_SIZE, postsAndReviewsPageCount } from '../../../shared/pagination';
import type { Locale } from '../../../shared/locales';
import { postCardData, reviewCardData, type PostCardData, type ReviewCardData } from '../../components/content/card-data';
import { structuralAlternates, structuralPaths } from '../seo/alternates';
import type { PageSeo } from '../seo/types';
import { localeContext } from './context';
import { postsPage, reviewsPage } from './list-pages';
import { pageNav, pagedDescription, pagedTitle, type PageNav } from './page-nav';

/** Far above any real number of categories (the counts of `/L/categorias`). */
const ALL = 100_000;

export interface CategoriesPageData {
  locale: Locale;
  seo: PageSeo;
  categories: { name: string; slug: string; href: string; itemCount: number }[];
}

export async function loadCategoriesPage(db: Db, params: { locale: Locale }, now: Date): Promise<CategoriesPageData | undefined> {
  const ctx = await localeContext(db, params.locale, now);
  if (!ctx) return undefined;
  const { locale, t } = ctx;
  const counts = new Map((await popularCategories(db, locale, ALL, now)).map((c) => [c.id, c.itemCount]));
  return {
    locale,
    seo: {
      title: t('categories.title'),
      description: t('categories.metaDescription'),
      path: structuralPaths.categories(locale),
      alternates: structuralAlternates(ctx.configs, structuralPaths.categories),
      breadcrumbs: [
        { name: t('header.home'), path: structuralPaths.home(locale) },
        { name: t('categories.title'), path: structuralPaths.categories(locale) },
      ],
    },
    categories: [...ctx.categories.values()].map((c) => ({
      name: c.name,
      slug: c.slug,
      href: structuralPaths.category(locale, c.slug),
      itemCount: counts.get(c.id) ?? 0,
    })),
  };
}

export interface CategoryPageData {
  locale: Locale;
  seo: PageSeo;
  name: string;
  /** This page's posts and reviews: page n shows the n-th slice of each list. */
  posts: PostCardData[];
  reviews: ReviewCardData[];
  /** How many posts and reviews the category has in all (every page of it). */
  totals: { posts: number; reviews: number };
  nav: PageNav;
}

/** Pages of a category: as many as its longer list fills. */
export const categoryPageCount = postsAndReviewsPageCount;

export async function loadCategoryPage(db: Db, params: { locale: Locale; slug: string; page?: number }, now: Date): Promise<CategoryPageData | undefined> {
  const ctx = await localeContext(db, params.locale, now);
  if (!ctx) return undefined;
  const { locale, t } = ctx;
  const category = [...ctx.categories.values()].find((c) => c.slug === params.slug);
  if (!category) return undefined;
  const page = params.page ?? 1;
  const filter = { locale, categoryId: category.id, now };
  const [{ total: postTotal, items: posts }, { total: reviewTotal, items: reviews }, editorSeo] = await Promise.all([
    postsPage(db, filter, (page - 1) * PAGE_SIZE.categoryPosts, PAGE_SIZE.categoryPosts),
    reviewsPage(db, filter, (page - 1) * PAGE_SIZE.categoryReviews, PAGE_SIZE.categoryReviews),
    categorySeoOf(db, category.id, locale),
  ]);
  const pages = categoryPageCount(postTotal, reviewTotal);
  if (page > pages) return undefined;
  const listPath = structuralPaths.category(locale, category.slug);
  const path = listPagePath(locale, listPath, page);
  return {
    locale,
    seo: {
      title: pagedTitle(category.name, page, (n) => t('pagination.page', undefined, { page: n })),
      // The editor's title and description (issue 16) are page 1's: later pages keep the numbered
      // defaults, so no two pages of the category share a title.
      description: (page === 1 && editorSeo.seoDescription) || pagedDescription(t('category.metaDescription', undefined, { category: category.name }), page, (n) => t('pagination.page', undefined, { page: n })),
      seoTitle: page === 1 ? editorSeo.seoTitle : null,
      noindexFollow: editorSeo.noindex,
      path,
      // Page n of a category lists other items than page n of its translations: page 1 only.
      alternates: page === 1 ? structuralAlternates(ctx.configs, (l) => structuralPaths.category(l, category.slug)) : undefined,
      breadcrumbs: [
        { name: t('header.home'), path: structuralPaths.home(locale) },
        { name: t('categories.title'), path: structuralPaths.categories(locale) },
        { name: category.name, path: listPath },
      ],
    },
    name: category.name,
    posts: posts.map((p) => postCardData(p, category, { locale, recently: t('common.recently'), now })),
    reviews: reviews.map((r) => reviewCardData(r, category, { locale, now })),
    totals: { posts: postTotal, reviews: reviewTotal },
    nav: pageNav(locale, listPath, page, pages),
  };
}
