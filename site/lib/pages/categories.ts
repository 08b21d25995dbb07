/** `/L/categorias` (every category) and `/L/categoria/{slug}` (its posts and reviews), SPEC §2. */
import type { Db } from '../../../shared/db/connect';
import { popularCategories } from '../../../shared/db/queries/categories';
import { listPublishedPosts } from '../../../shared/db/queries/posts';
import { listPublishedReviews } from '../../../shared/db/queries/reviews';
import type { Locale } from '../../../shared/locales';
import { postCardData, reviewCardData, type PostCardData, type ReviewCardData } from '../../components/content/card-data';
import { structuralAlternates, structuralPaths } from '../seo/alternates';
import type { PageSeo } from '../seo/types';
import { localeContext } from './context';
import { localeProducts } from './products';

/** Far above any real category; the page lists everything it has (no pagination route exists). */
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
  posts: PostCardData[];
  reviews: ReviewCardData[];
}

export async function loadCategoryPage(db: Db, params: { locale: Locale; slug: string }, now: Date): Promise<CategoryPageData | undefined> {
  const ctx = await localeContext(db, params.locale, now);
  if (!ctx) return undefined;
  const { locale, t } = ctx;
  const category = [...ctx.categories.values()].find((c) => c.slug === params.slug);
  if (!category) return undefined;
  const [posts, reviews, products] = await Promise.all([
    listPublishedPosts(db, { locale, categoryId: category.id, limit: ALL, now }),
    listPublishedReviews(db, { locale, categoryId: category.id, limit: ALL, now }),
    localeProducts(db, locale, now),
  ]);
  const path = structuralPaths.category(locale, category.slug);
  return {
    locale,
    seo: {
      title: category.name,
      description: t('category.metaDescription', undefined, { category: category.name }),
      path,
      alternates: structuralAlternates(ctx.configs, (l) => structuralPaths.category(l, category.slug)),
      breadcrumbs: [
        { name: t('header.home'), path: structuralPaths.home(locale) },
        { name: t('categories.title'), path: structuralPaths.categories(locale) },
        { name: category.name, path },
      ],
    },
    name: category.name,
    posts: posts.map((p) => postCardData(p, category, { locale, recently: t('common.recently'), now })),
    reviews: reviews.filter((r) => products.byId.has(r.productId)).map((r) => reviewCardData(r, category, { locale, now })),
  };
}
