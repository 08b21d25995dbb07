/**
 * Authors on the public site (issue 25 item 4): the byline of a post or review, the `Person` its
 * JSON-LD names as author, and the author page `/{L}/{autor}/{slug}` (bio, photo, expertise, links,
 * and the author's published posts and reviews of the locale, paginated like a category).
 */
import type { Db } from '../../../shared/db/connect';
import { bylineOf, bylinesOfKind, getAuthorBySlug, type ItemKind, type PublicAuthor } from '../../../shared/db/queries/authors';
import { contentPaths } from '../../../shared/content-paths';
import type { Locale } from '../../../shared/locales';
import { listPagePath, PAGE_SIZE, postsAndReviewsPageCount } from '../../../shared/pagination';
import type { BylineAuthor } from '../../../shared/schemas/author';
import { postCardData, reviewCardData, type PostCardData, type ReviewCardData } from '../../components/content/card-data';
import { activeConfigs, structuralAlternates, structuralPaths } from '../seo/alternates';
import { jsonLdImages } from '../seo/head';
import type { PageSeo } from '../seo/types';
import { localeContext } from './context';
import { postsPage, reviewsPage } from './list-pages';
import { perBuild } from './memo';
import { wholeSiteRender } from './whole-site';
import { absolute, siteOrigin } from './origin';
import { pageNav, pagedDescription, pagedTitle, type PageNav } from './page-nav';

/** One author of a byline, as the page shows it. */
export interface BylineView {
  name: string;
  href: string;
  photoUrl: string | null;
}

/**
 * The byline of a post or review in `locale`: its authors in order, each linking to their page.
 * A full build reads every byline of the kind once (one statement per item was the costliest of a
 * post page's: ~0.1 ms of its ~2.6 ms of CPU); a save's render reads the item's own.
 */
export async function loadByline(db: Db, kind: ItemKind, itemId: number, locale: Locale, now: Date): Promise<{ view: BylineView[]; authors: BylineAuthor[] }> {
  const authors = wholeSiteRender() ? ((await perBuild(db, now, `bylines:${kind}`, () => bylinesOfKind(db, kind))).get(itemId) ?? []) : await bylineOf(db, kind, itemId);
  return { authors, view: authors.map((a) => ({ name: a.displayName, href: contentPaths.author(locale, a.slug), photoUrl: a.photoUrl })) };
}

/** schema.org `Person` of an author, with `url` at their page in `locale`. */
export function personJsonLd(author: BylineAuthor & { sameAs?: string[]; expertise?: string; bio?: string }, locale: Locale): Record<string, unknown> {
  return {
    '@type': 'Person',
    name: author.displayName,
    url: absolute(contentPaths.author(locale, author.slug)),
    ...(author.photoUrl ? { image: jsonLdImages(author.photoUrl, siteOrigin())[0] } : {}),
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.expertise ? { knowsAbout: author.expertise } : {}),
    ...(author.sameAs?.length ? { sameAs: author.sameAs } : {}),
  };
}

/**
 * The JSON-LD `author` of an item: its authors as `Person`s (one object for one author), else the
 * site's Organization as before authors existed.
 */
export function authorJsonLd(authors: readonly BylineAuthor[], locale: Locale, organization: Record<string, unknown>): unknown {
  if (!authors.length) return organization;
  const people = authors.map((a) => personJsonLd(a, locale));
  return people.length === 1 ? people[0] : people;
}

/** Pages of an author in a locale: as many as its longer list fills (like a category). */
export const authorPageCount = postsAndReviewsPageCount;

export interface AuthorPageData {
  locale: Locale;
  seo: PageSeo;
  name: string;
  photoUrl: string | null;
  bio: string;
  expertise: string;
  sameAs: string[];
  posts: PostCardData[];
  reviews: ReviewCardData[];
  totals: { posts: number; reviews: number };
  nav: PageNav;
}

export async function loadAuthorPage(db: Db, params: { locale: Locale; slug: string; page?: number }, now: Date): Promise<AuthorPageData | undefined> {
  const ctx = await localeContext(db, params.locale, now);
  if (!ctx) return undefined;
  const { locale, t } = ctx;
  const author: PublicAuthor | undefined = await getAuthorBySlug(db, params.slug);
  if (!author) return undefined;
  const page = params.page ?? 1;
  const filter = { locale, authorId: author.id, now };
  const [{ total: postTotal, items: posts }, { total: reviewTotal, items: reviews }] = await Promise.all([
    postsPage(db, filter, (page - 1) * PAGE_SIZE.categoryPosts, PAGE_SIZE.categoryPosts),
    reviewsPage(db, filter, (page - 1) * PAGE_SIZE.categoryReviews, PAGE_SIZE.categoryReviews),
  ]);
  const pages = authorPageCount(postTotal, reviewTotal);
  if (page > pages) return undefined;
  const listPath = contentPaths.author(locale, author.slug);
  const path = listPagePath(locale, listPath, page);
  const bio = author.bio[locale] ?? '';
  const pageText = (n: number) => t('pagination.page', undefined, { page: n });
  const description = pagedDescription(bio.split(/(?<=[.!?])\s/)[0] || t('author.metaDescription', undefined, { name: author.displayName }), page, pageText);
  const person = personJsonLd({ ...author, bio }, locale);
  return {
    locale,
    seo: {
      title: pagedTitle(author.displayName, page, pageText),
      description,
      path,
      ...(author.photoUrl ? { image: author.photoUrl } : {}),
      // The profile is the same in every locale (its bio in each): page 1 is one hreflang set.
      alternates: page === 1 ? structuralAlternates(activeConfigs(ctx.configs), (l) => contentPaths.author(l, author.slug)) : undefined,
      type: 'profile',
      jsonLd: [{
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: absolute(path),
        name: author.displayName,
        dateModified: author.updatedAt,
        inLanguage: ctx.language,
        mainEntity: person,
      }],
      breadcrumbs: [
        { name: t('header.home'), path: structuralPaths.home(locale) },
        { name: author.displayName, path: listPath },
      ],
    },
    name: author.displayName,
    photoUrl: author.photoUrl,
    bio,
    expertise: author.expertise,
    sameAs: author.sameAs,
    posts: posts.map((p) => postCardData(p, p.categoryId === null ? undefined : ctx.categories.get(p.categoryId), { locale, recently: t('common.recently'), now })),
    reviews: reviews.map((r) => reviewCardData(r, r.product.categoryId === null ? undefined : ctx.categories.get(r.product.categoryId), { locale, now })),
    totals: { posts: postTotal, reviews: reviewTotal },
    nav: pageNav(locale, listPath, page, pages),
  };
}
