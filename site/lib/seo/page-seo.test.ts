/**
 * Per-page SEO (issue 16 item 3) on both databases, through the functions the static build and
 * the incremental publish both call: the page loaders with the head they produce, the sitemap
 * files, the feed, and the pages a save republishes.
 */
import { beforeAll, expect, it } from 'vitest';
import { localizedChange } from '../../../api/publish/content-change';
import { affectedPages } from '../../../api/publish/renderer/affected-pages';
import type { SiteRenderer } from '../../../api/publish/renderer/site-renderer';
import type { Db } from '../../../shared/db/connect';
import { listLocaleConfigs } from '../../../shared/db/queries/locale-configs';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertCategory, insertLocaleConfigs, insertPost, insertProduct, insertReview } from '../../../shared/db/test-fixtures';
import { loadCategoryPage } from '../pages/categories';
import { loadPostPage } from '../pages/post';
import { loadReviewPage } from '../pages/reviews';
import { localeFeed } from './feed';
import { buildHead, type HeadData } from './head';
import { listSitemapFiles, sitemapEntries } from './sitemap-entries';
import type { PageSeo } from './types';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const SITE = 'https://example.com';
const T = (h: number) => new Date(NOW.getTime() - h * 3600_000).toISOString();

/** Only `entry` is used by affectedPages: the page list, without a renderer bundle. */
const fakeRenderer = { entry: (component: string, path: string) => ({ component, path, file: path }) } as unknown as SiteRenderer;

describeEachDatabase('per-page SEO: head, sitemaps, feed, hreflang', (getDb) => {
  let categoryId = 0;
  let hiddenCategoryId = 0;
  let hiddenPostId = 0;

  beforeAll(async () => {
    const db = getDb();
    await insertLocaleConfigs(db);
    categoryId = await insertCategory(db, 'tech', { br: 'Tecnologia', it: 'Tecnologia' });
    hiddenCategoryId = await insertCategory(db, 'interna', { br: 'Interna', it: 'Interna' });
    await db.kysely.updateTable('categories').set({ noindex: 1 }).where('id', '=', hiddenCategoryId).execute();
    await db.kysely.updateTable('category_names').set({ seo_title: 'Tecnologia: guias e ofertas', seo_description: 'Guias de tecnologia.' })
      .where('category_id', '=', categoryId).where('locale', '=', 'br').execute();
    // A translated pair that is indexable, and one whose br side is noindex.
    await insertPost(db, { slug: 'visivel', title: 'Visível', translation_key: 'par-visivel', category_id: categoryId, published_at: T(5) });
    await insertPost(db, { locale: 'it', slug: 'visibile', title: 'Visibile', translation_key: 'par-visivel', category_id: categoryId, published_at: T(5) });
    hiddenPostId = await insertPost(db, { slug: 'escondido', title: 'Escondido', translation_key: 'par-escondido', category_id: categoryId, published_at: T(1), noindex: 1 });
    await insertPost(db, { locale: 'it', slug: 'nascosto', title: 'Nascosto', translation_key: 'par-escondido', category_id: categoryId, published_at: T(1) });
    await insertPost(db, {
      slug: 'com-seo', title: 'Título editorial', category_id: categoryId, published_at: T(2),
      seo_title: 'Os 7 melhores fones de 2026 (testados)', seo_description: 'Testamos 30 fones por 3 meses.', social_image: '/imagens/fones-card.png',
    });
    const product = await insertProduct(db, { asin: 'B0SEOREV01', category_id: categoryId });
    await insertReview(db, { product_id: product, slug: 'review-seo', title: 'Fone X', seo_title: 'Fone X vale a pena? Nossa análise', seo_description: 'Seis semanas com o Fone X.', published_at: T(3) });
    await insertReview(db, { product_id: product, slug: 'review-oculta', title: 'Fone Y', noindex: 1, published_at: T(4) });
  });

  async function head(seo: PageSeo, locale: 'br' | 'it' = 'br'): Promise<HeadData> {
    return buildHead({ seo, locale, siteName: 'ReviewHub', site: SITE, configs: await listLocaleConfigs(getDb()) });
  }
  const meta = (h: HeadData, key: string) => h.meta.find((m) => m.key === key)?.content;

  async function allSitemapEntries(db: Db) {
    const configs = await listLocaleConfigs(db);
    const entries = [];
    for (const file of await listSitemapFiles({ db, now: NOW, configs })) entries.push(...(await sitemapEntries(file, { db, now: NOW, site: SITE, configs })));
    return entries;
  }

  it('a noindex post carries robots noindex,follow and no hreflang set; the defaults stay for its text', async () => {
    const page = (await loadPostPage(getDb(), { locale: 'br', slug: 'escondido' }, NOW))!;
    const h = await head(page.seo);
    expect(meta(h, 'robots')).toBe('noindex,follow');
    expect(h.alternates).toEqual([]);
    expect(h.title).toBe('Escondido - ReviewHub');
    expect(meta(h, 'description')).toBe('Avaliamos e encontramos ofertas para Escondido');
    // An indexable post keeps the spec's policy and its pair.
    const visible = await head((await loadPostPage(getDb(), { locale: 'br', slug: 'visivel' }, NOW))!.seo);
    expect(meta(visible, 'robots')).toBe('index, follow, max-image-preview:large');
    expect(visible.alternates.map((a) => a.href)).toEqual([`${SITE}/br/visivel`, `${SITE}/it/visibile`, `${SITE}/br/visivel`]);
  });

  it('the noindex post leaves its translation\'s hreflang set, in the page and in the sitemap', async () => {
    const it_ = (await loadPostPage(getDb(), { locale: 'it', slug: 'nascosto' }, NOW))!;
    expect(it_.seo.alternates).toEqual({ it: '/it/nascosto' });
    expect((await head(it_.seo, 'it')).alternates).toEqual([]);
    const entries = await allSitemapEntries(getDb());
    const nascosto = entries.find((e) => e.loc === `${SITE}/it/nascosto`)!;
    expect(nascosto.alternates).toEqual([]);
    expect(JSON.stringify(entries)).not.toContain('/br/escondido');
  });

  it('noindex posts, reviews and categories are in no sitemap; the indexable ones are', async () => {
    const locs = (await allSitemapEntries(getDb())).map((e) => e.loc);
    expect(locs).toEqual(expect.arrayContaining([`${SITE}/br/visivel`, `${SITE}/br/com-seo`, `${SITE}/br/avaliacao/review-seo`, `${SITE}/br/categoria/tech`, `${SITE}/it/categoria/tech`]));
    for (const hidden of ['/br/escondido', '/br/avaliacao/review-oculta', '/br/categoria/interna', '/it/categoria/interna']) expect(locs, hidden).not.toContain(`${SITE}${hidden}`);
  });

  it('the feed leaves the noindex post out and lists the others', async () => {
    const xml = await localeFeed(getDb(), { locale: 'br', now: NOW, origin: SITE, siteName: 'ReviewHub' });
    expect(xml).toContain(`<link>${SITE}/br/visivel</link>`);
    expect(xml).toContain(`<link>${SITE}/br/com-seo</link>`);
    expect(xml).not.toContain('escondido');
  });

  it('an SEO title, description and social image replace the defaults in <title>, description, og and twitter tags', async () => {
    const page = (await loadPostPage(getDb(), { locale: 'br', slug: 'com-seo' }, NOW))!;
    const h = await head(page.seo);
    expect(h.title).toBe('Os 7 melhores fones de 2026 (testados)');
    expect(meta(h, 'og:title')).toBe('Os 7 melhores fones de 2026 (testados)');
    expect(meta(h, 'twitter:title')).toBe('Os 7 melhores fones de 2026 (testados)');
    expect(meta(h, 'description')).toBe('Testamos 30 fones por 3 meses.');
    expect(meta(h, 'og:description')).toBe('Testamos 30 fones por 3 meses.');
    expect(meta(h, 'og:image')).toBe(`${SITE}/imagens/fones-card.png`);
    expect(meta(h, 'robots')).toBe('index, follow, max-image-preview:large');
    // The page itself keeps its editorial title.
    expect(page.title).toBe('Título editorial');
  });

  it('a review and a category page use their SEO title and description; a noindex review and category say noindex,follow', async () => {
    const review = await head((await loadReviewPage(getDb(), { locale: 'br', slug: 'review-seo' }, NOW))!.seo);
    expect(review.title).toBe('Fone X vale a pena? Nossa análise');
    expect(meta(review, 'og:description')).toBe('Seis semanas com o Fone X.');
    const hiddenReview = await head((await loadReviewPage(getDb(), { locale: 'br', slug: 'review-oculta' }, NOW))!.seo);
    expect(meta(hiddenReview, 'robots')).toBe('noindex,follow');

    const category = await head((await loadCategoryPage(getDb(), { locale: 'br', slug: 'tech' }, NOW))!.seo);
    expect(category.title).toBe('Tecnologia: guias e ofertas');
    expect(meta(category, 'description')).toBe('Guias de tecnologia.');
    // The it page has no SEO text of its own: the defaults.
    const itCategory = await head((await loadCategoryPage(getDb(), { locale: 'it', slug: 'tech' }, NOW))!.seo, 'it');
    expect(itCategory.title).toBe('Tecnologia - ReviewHub');
    await insertPost(getDb(), { slug: 'na-interna', category_id: hiddenCategoryId, published_at: T(6) });
    const hiddenCategory = await head((await loadCategoryPage(getDb(), { locale: 'br', slug: 'interna' }, NOW))!.seo);
    expect(meta(hiddenCategory, 'robots')).toBe('noindex,follow');
    expect(hiddenCategory.alternates).toEqual([]);
  });

  it('a save flipping noindex republishes the page, its translation and both sitemap chunks, the sitemap index and the feed', async () => {
    const db = getDb();
    const row = async () => {
      const r = await db.kysely.selectFrom('posts').selectAll().where('id', '=', hiddenPostId).executeTakeFirstOrThrow();
      return { id: r.id, locale: r.locale, slug: r.slug, categoryId: r.category_id, translationKey: r.translation_key, status: r.status, publishedAt: r.published_at, noindex: r.noindex === 1 };
    };
    const before = await row();
    await db.kysely.updateTable('posts').set({ noindex: 0 }).where('id', '=', hiddenPostId).execute();
    const after = await row();
    const paths = (await affectedPages(fakeRenderer, db, localizedChange('post')('update', before, after), NOW)).map((p) => p.path);
    const translation = await db.kysely.selectFrom('posts').select('id').where('slug', '=', 'nascosto').executeTakeFirstOrThrow();
    for (const path of ['/br/escondido', '/it/nascosto', '/br/rss.xml', '/sitemap-index.xml', `/sitemap-br-posts-${Math.floor(hiddenPostId / 10_000)}.xml`, `/sitemap-it-posts-${Math.floor(translation.id / 10_000)}.xml`]) {
      expect(paths, path).toContain(path);
    }
    // A plain title edit of a noindex post changes neither the feed nor the translation's set.
    await db.kysely.updateTable('posts').set({ noindex: 1 }).where('id', '=', hiddenPostId).execute();
    const hidden = await row();
    const edit = (await affectedPages(fakeRenderer, db, localizedChange('post')('update', hidden, { ...hidden, slug: hidden.slug }), NOW)).map((p) => p.path);
    expect(edit).toContain('/br/escondido');
    expect(edit).not.toContain('/br/rss.xml');
    expect(edit).not.toContain('/it/nascosto');
    expect(edit).not.toContain('/sitemap-index.xml');
  });
});
