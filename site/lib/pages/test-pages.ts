/**
 * The developer test pages `/test` (components) and `/test-products` (product cards), noindex
 * (SPEC §2). They show real data of the first active locale so a designer sees true content:
 * `/test-products` the first TEST_PRODUCTS products, so the page stays small at any catalogue size.
 */
import type { Db } from '../../../shared/db/connect';
import { listPublishedPosts } from '../../../shared/db/queries/posts';
import { listPublishedReviews } from '../../../shared/db/queries/reviews';
import { FALLBACK_LOCALE, type Locale } from '../../../shared/locales';
import { postCardData, reviewCardData, type PostCardData, type ReviewCardData } from '../../components/content/card-data';
import type { PageSeo } from '../seo/types';
import { localeContext } from './context';
import { productCardData, type ProductCardData } from './product-card';
import { listPublishedProducts } from '../../../shared/db/queries/site-pages';
import { pageProducts } from './products';
import { renderMarkdown } from '../../../shared/markdown';

export interface TestPageData {
  locale: Locale;
  seo: PageSeo;
  posts: PostCardData[];
  reviews: ReviewCardData[];
  products: ProductCardData[];
  /** A Markdown sample rendered by the site's pipeline (headings, lists, table, embed, hostile HTML). */
  markdownHtml: string;
}

/** Product cards `/test-products` shows (every kind of card appears well before that). */
export const TEST_PRODUCTS = 48;

export async function loadTestPage(db: Db, params: { kind: 'components' | 'products'; locale?: Locale }, now: Date): Promise<TestPageData | undefined> {
  const locale = params.locale ?? FALLBACK_LOCALE;
  const ctx = await localeContext(db, locale, now);
  if (!ctx) return undefined;
  const [posts, reviews, shown] = await Promise.all([
    listPublishedPosts(db, { locale, limit: 3, now }),
    listPublishedReviews(db, { locale, limit: 3, now }),
    listPublishedProducts(db, locale, params.kind === 'products' ? TEST_PRODUCTS : 3),
  ]);
  const { reviewPathById, byAsin } = await pageProducts(db, locale, { ids: shown.map((p) => p.id) }, now);
  const sample = shown[0];
  const markdown = [
    '## Título de seção', '', 'Texto com **negrito**, _itálico_, `código` e [um link externo](https://example.com).', '',
    '- item um', '- item dois', '', '| Modelo | Nota |', '|---|---|', '| A | 4,5 |', '',
    sample ? `::product{asin="${sample.asin}"}` : '', '', '<script>alert("removido")</script>',
  ].join('\n');
  return {
    locale,
    seo: {
      title: params.kind === 'products' ? 'Teste de produtos' : 'Teste de componentes',
      description: 'Página de teste dos componentes do site (não indexada).',
      path: params.kind === 'products' ? '/test-products' : '/test',
      noindex: true,
    },
    posts: posts.map((p) => postCardData(p, p.categoryId === null ? undefined : ctx.categories.get(p.categoryId), { locale, recently: ctx.t('common.recently'), now })),
    reviews: reviews.map((r) => reviewCardData(r, r.product.categoryId === null ? undefined : ctx.categories.get(r.product.categoryId), { locale, now })),
    products: shown.map((p) => productCardData(p, locale, ctx.store, now, reviewPathById.get(p.id))),
    markdownHtml: renderMarkdown(markdown, { locale, products: byAsin, store: ctx.store, now }),
  };
}
