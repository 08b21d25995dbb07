/**
 * The page loaders on both databases: what each page type shows, from a small fixture. These are
 * the functions both the static build and an on-demand render call, so they carry the rules.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertCategory, insertLocaleConfigs, insertPost, insertProduct, insertRetailerAccess, insertReview } from '../../../shared/db/test-fixtures';
import { loadCategoriesPage, loadCategoryPage } from './categories';
import { loadHomePage } from './home';
import { loadLaunchPage } from './launches';
import { loadMarketplacePage, marketplaceSlugs } from './marketplace';
import { loadPostPage } from './post';
import { loadReviewPage, loadReviewsPage } from './reviews';
import { loadStaticPage } from './static-pages';
import { withRenderContext } from '../../../shared/render-context';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000).toISOString();
const daysAgo = (d: number) => hoursAgo(d * 24);
const ids: Record<string, number> = {};

describeEachDatabase(
  'page loaders',
  (getDb) => {
    it('home: the newest post is the hero, the next six fill the grid, popular categories link to their page', async () => {
      const home = (await loadHomePage(getDb(), { locale: 'br' }, NOW))!;
      expect(home.hero?.href).toBe('/br/post-00');
      expect(home.posts.map((p) => p.href)).toEqual(['/br/post-01', '/br/post-02', '/br/post-03', '/br/post-04', '/br/post-05', '/br/post-06']);
      expect(home.total).toBe(12);
      expect(home.nextOffset).toBe(7);
      expect(home.popular[0]).toEqual({ name: 'Tecnologia', href: '/br/categoria/tech' });
      expect(home.seo).toMatchObject({ path: '/br', description: expect.stringContaining('Amazon Brasil') });
      expect(home.seo.alternates).toEqual({ br: '/br', it: '/it', mx: '/mx', es: '/es', us: '/us' });
      expect(home.posts[0]!.title).toBe('Ofertas de novembro de 2026');
      // The calendar date, for the browser to word as 'ontem' (stable output: the HTML does not age).
      expect(home.posts[0]!.dateText).toBe('20 de novembro de 2026');
    });

    it('home: a locale without posts has no hero; an inactive locale has no page', async () => {
      const mx = (await loadHomePage(getDb(), { locale: 'mx' }, NOW))!;
      expect(mx.hero).toBeNull();
      expect(mx.posts).toEqual([]);
      expect(await loadHomePage(getDb(), { locale: 'es' }, NOW)).toBeUndefined();
    });

    it('post: placeholders filled, body rendered with the embed of a product of its locale, related posts of its category', async () => {
      const post = (await loadPostPage(getDb(), { locale: 'br', slug: 'post-01' }, NOW))!;
      expect(post.title).toBe('Ofertas de novembro de 2026');
      expect(post.bodyHtml).toContain('<h2>Melhores</h2>');
      expect(post.bodyHtml).toContain('data-asin="B0FRESH001"');
      expect(post.bodyHtml).not.toContain('B0ITALY001'); // another locale's product never embeds
      expect(post.bodyHtml).not.toContain('<script');
      expect(post.priceShown).toBe(true);
      // Its neighbours: the posts just before it in the category (post-01 is newer than post-02…).
      expect(post.related.map((p) => p.href)).toEqual(['/br/post-02', '/br/post-03', '/br/post-04']);
      expect(post.seo.description).toBe('Avaliamos e encontramos ofertas para Ofertas de novembro de 2026');
      expect(post.seo.alternates).toEqual({ br: '/br/post-01', it: '/it/offerte' });
      expect(post.seo.jsonLd?.[0]).toMatchObject({ '@type': 'Article', headline: 'Ofertas de novembro de 2026', author: { '@type': 'Organization', name: 'ReviewHub' } });
      expect(post.seo.jsonLd?.[0]?.publisher).toMatchObject({ '@type': 'Organization', name: 'ReviewHub', url: expect.stringMatching(/\/br$/), logo: { '@type': 'ImageObject', url: expect.stringMatching(/\.png$/) } });
      expect(post.seo.breadcrumbs?.map((b) => b.path)).toEqual(['/br', '/br/categoria/tech', '/br/post-01']);
    });

    it('post: unknown, draft or future posts have no page', async () => {
      expect(await loadPostPage(getDb(), { locale: 'br', slug: 'nope' }, NOW)).toBeUndefined();
      expect(await loadPostPage(getDb(), { locale: 'br', slug: 'future' }, NOW)).toBeUndefined();
      expect(await loadPostPage(getDb(), { locale: 'it', slug: 'post-01' }, NOW)).toBeUndefined();
    });

    it('review: product box with a current price, buy link to the store with the tag, editor rating in JSON-LD', async () => {
      const review = (await loadReviewPage(getDb(), { locale: 'br', slug: 'fresh-review' }, NOW))!;
      expect(review.offer.buyHref).toBe('https://amazon.com.br/dp/B0FRESH001?tag=test-br-21');
      expect(review.offer.price).toMatchObject({ text: expect.stringMatching(/^R\$\s199,90$/), asOf: hoursAgo(3) });
      expect(review.priceShown).toBe(true);
      expect(review.pros).toEqual(['good']);
      const product = review.seo.jsonLd![0]!;
      expect(product).toMatchObject({ '@type': 'Product', sku: 'B0FRESH001', review: { reviewRating: { ratingValue: 4.5, bestRating: 5 }, author: { '@type': 'Organization' } } });
      expect(product).not.toHaveProperty('aggregateRating');
      expect(JSON.stringify(product)).not.toContain('4.9'); // the retailer's customer rating is not ours
      // Issue 17: a description, the brand, the site (with its logo) as publisher, and an Offer that
      // states its availability (unknown stock: OnlineOnly) and a validity it can keep (the day fetched).
      expect(product).toMatchObject({ description: expect.any(String), brand: { '@type': 'Brand', name: 'Acme' } });
      expect((product.review as Record<string, unknown>).publisher).toMatchObject({ '@type': 'Organization', name: 'ReviewHub', logo: { '@type': 'ImageObject' } });
      expect(product.offers).toEqual({
        '@type': 'Offer', url: review.offer.buyHref, price: '199.90', priceCurrency: 'BRL',
        availability: 'https://schema.org/OnlineOnly', priceValidUntil: '2026-11-21',
      });
      expect(review.seo.jsonLd!.length).toBe(1); // the head adds WebSite and BreadcrumbList around it
      expect(review.seo.path).toBe('/br/avaliacao/fresh-review');
    });

    it('review: a price older than 24 h is not shown as current, nor when the locale hides prices', async () => {
      const stale = (await loadReviewPage(getDb(), { locale: 'br', slug: 'stale-review' }, NOW))!;
      expect(stale.offer.price).toBeUndefined();
      expect(stale.priceShown).toBe(false);
      expect(stale.seo.jsonLd![0]).not.toHaveProperty('offers');
      const it = (await loadReviewPage(getDb(), { locale: 'it', slug: 'recensione-1' }, NOW))!;
      expect(it.offer.price).toBeUndefined(); // it hides prices in this fixture
      expect(it.offer.buyHref).toBe('https://amazon.it/dp/B0ITALY001?tag=test-it-21');
    });

    it('reviews list: published reviews of published products, with the normalized text the filter searches', async () => {
      const list = (await loadReviewsPage(getDb(), { locale: 'br' }, NOW))!;
      expect(list.reviews.map((r) => r.href)).toEqual(['/br/avaliacao/fresh-review', '/br/avaliacao/stale-review']);
      expect(list.reviews[0]!.searchText).toBe('cafeteira expresso cafe forte cafeteira expresso acme tecnologia');
      expect(await loadReviewPage(getDb(), { locale: 'br', slug: 'hidden-product-review' }, NOW)).toBeUndefined();
    });

    it('categories: every category with its count; a category page lists its posts and reviews', async () => {
      const all = (await loadCategoriesPage(getDb(), { locale: 'br' }, NOW))!;
      expect(all.categories).toEqual([
        { name: 'Tecnologia', slug: 'tech', href: '/br/categoria/tech', itemCount: 13 },
        { name: 'Casa', slug: 'casa', href: '/br/categoria/casa', itemCount: 0 },
      ]);
      const tech = (await loadCategoryPage(getDb(), { locale: 'br', slug: 'tech' }, NOW))!;
      expect(tech.posts).toHaveLength(12);
      expect(tech.reviews.map((r) => r.href)).toEqual(['/br/avaliacao/fresh-review']);
      expect(tech.seo.alternates).toMatchObject({ br: '/br/categoria/tech', it: '/it/categoria/tech', es: '/es/categoria/tech' });
      expect(await loadCategoryPage(getDb(), { locale: 'br', slug: 'none' }, NOW)).toBeUndefined();
    });

    it('affiliate disclosure: the required sentences, with the daily-price sentence in br only', async () => {
      const br = (await loadStaticPage(getDb(), { locale: 'br', page: 'affiliates' }, NOW))!;
      expect(br.notices).toEqual([
        expect.stringContaining('somos remunerados pelas compras qualificadas'),
        expect.stringContaining('pertencem à Amazon'),
        expect.stringContaining('atualizados diariamente'),
      ]);
      const it = (await loadStaticPage(getDb(), { locale: 'it', page: 'affiliates' }, NOW))!;
      expect(it.notices).toHaveLength(2);
      const privacy = (await loadStaticPage(getDb(), { locale: 'br', page: 'privacy' }, NOW))!;
      expect(privacy.lastUpdated).toBe('Última atualização: 21 de novembro de 2026');
      expect(privacy.sections.length).toBeGreaterThan(5);
      expect(privacy.sections.every((s) => !s.text.includes('{siteName}'))).toBe(true);
    });

    it('launches: grouped by day, newest first; a day page links to its neighbours', async () => {
      const overview = (await loadLaunchPage(getDb(), { locale: 'br' }, NOW))!;
      expect(overview.groups.map((g) => [g.date, g.href, g.upcoming])).toEqual([
        ['2026-12-01', '/br/lancamento/2026-12-01', true],
        ['2026-11-10', '/br/lancamento/2026-11-10', false],
        ['2026-10-01', '/br/lancamento/2026-10-01', false],
      ]);
      const day = (await loadLaunchPage(getDb(), { locale: 'br', date: '2026-11-10' }, NOW))!;
      expect(day.title).toBe('Lançamentos de 10 de novembro de 2026');
      expect(day.previousDay?.href).toBe('/br/lancamento/2026-10-01');
      expect(day.nextDay?.href).toBe('/br/lancamento/2026-12-01');
      expect(await loadLaunchPage(getDb(), { locale: 'br', date: '2020-01-01' }, NOW)).toBeUndefined();
      expect(await loadLaunchPage(getDb(), { locale: 'it', date: '2026-11-10' }, NOW)).toBeUndefined(); // it has no day pages
    });
    it('post: a ::products table and ranked list with editor scores and review links, and one ItemList JSON-LD each', async () => {
      const post = (await loadPostPage(getDb(), { locale: 'br', slug: 'post-02' }, NOW))!;
      const rows = [...post.bodyHtml.matchAll(/<(tr|li) [^>]*data-asin="([A-Z0-9]{10})"/g)].map((m) => `${m[1]}:${m[2]}`);
      // The draft product is left out; the list keeps the order written.
      expect(rows).toEqual(['tr:B0FRESH001', 'tr:B0STALE001', 'li:B0STALE001', 'li:B0FRESH001']);
      expect(post.bodyHtml).toContain('<a href="/br/avaliacao/fresh-review">Cafeteira Expresso</a>');
      expect(post.bodyHtml).toContain('<strong class="product-list__score">4,5 de 5</strong>');
      expect(post.bodyHtml).toContain('<li>good</li>');
      expect(post.bodyHtml).toContain('Avaliação: 4,9 de 5'); // the retailer's customer rating among the highlights
      expect(post.priceShown).toBe(true);
      const lists = post.seo.jsonLd!.filter((n) => n['@type'] === 'ItemList');
      expect(lists).toHaveLength(2);
      expect(lists[1]).toMatchObject({
        '@context': 'https://schema.org',
        itemListOrder: 'https://schema.org/ItemListOrderAscending',
        numberOfItems: 2,
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: expect.stringMatching(/^Product \d+$/), url: expect.stringMatching(/\/br\/avaliacao\/stale-review$/) },
          { '@type': 'ListItem', position: 2, name: 'Cafeteira Expresso', url: expect.stringMatching(/\/br\/avaliacao\/fresh-review$/) },
        ],
      });
    });

    it('marketplace: only allowlisted marketplace URLs get a redirect page, and it is noindex', async () => {
      expect(await marketplaceSlugs(getDb(), NOW)).toEqual(['fresh-product']);
      const page = (await loadMarketplacePage(getDb(), { slug: 'fresh-product' }, NOW))!;
      expect(page).toMatchObject({ targetUrl: 'https://www.mercadolivre.com.br/cafeteira/p/MLB1', productId: ids.fresh, seo: { noindex: true } });
      expect(page.backHref).toBe('/br/avaliacao/fresh-review');
      expect(await loadMarketplacePage(getDb(), { slug: 'stale-product' }, NOW)).toBeUndefined(); // evil host
    });
    it("a save's render (each page reads its own rows) and a full build's (shared lists) load the same pages", async () => {
      const db = getDb();
      const both = async <T>(load: () => Promise<T>) => [
        await withRenderContext({ now: NOW, db, wholeSite: false }, load),
        await withRenderContext({ now: NOW, db, wholeSite: true }, load),
      ];
      const [savePost, fullPost] = await both(() => loadPostPage(db, { locale: 'br', slug: 'post-01' }, NOW));
      expect(savePost!.seo.alternates).toEqual({ br: '/br/post-01', it: '/it/offerte' });
      expect(savePost!.bodyHtml).toContain('Cafeteira Expresso');
      expect(savePost).toEqual(fullPost);
      // Related posts: the neighbours from the list's ids in a full build, by query in a save; the
      // oldest posts fill theirs with newer ones.
      for (const slug of ['post-00', 'post-02', 'post-05', 'post-10', 'post-11']) {
        const [save, full] = await both(() => loadPostPage(db, { locale: 'br', slug }, NOW));
        expect(save!.related.length, slug).toBeGreaterThan(0);
        expect(full, slug).toEqual(save);
      }
      for (const slug of ['fresh-review', 'stale-review', 'hidden-product-review']) {
        const [save, full] = await both(() => loadReviewPage(db, { locale: 'br', slug }, NOW));
        expect(save, slug).toEqual(full);
      }
      // Lists: COUNT and OFFSET per page, or the build's ordered ids sliced.
      for (const page of [1, 2]) {
        const [saveCategory, fullCategory] = await both(() => loadCategoryPage(db, { locale: 'br', slug: 'tech', page }, NOW));
        expect(saveCategory, `category page ${page}`).toEqual(fullCategory);
      }
      const [saveReviews, fullReviews] = await both(() => loadReviewsPage(db, { locale: 'br' }, NOW));
      expect(saveReviews!.reviews.length).toBeGreaterThan(0);
      expect(saveReviews).toEqual(fullReviews);
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
    await insertRetailerAccess(db);
    await db.kysely.updateTable('locale_configs').set({ show_prices: 0 }).where('locale', '=', 'it').execute();
    const tech = await insertCategory(db, 'tech', { br: 'Tecnologia', it: 'Tecnologia' }, 1);
    await insertCategory(db, 'casa', { br: 'Casa' }, 2);
    ids.fresh = await insertProduct(db, {
      slug: 'fresh-product', asin: 'B0FRESH001', title: 'Cafeteira Expresso', brand: 'Acme', price_cents: 19990, price_updated_at: hoursAgo(3),
      rating: 4.9, rating_count: 1200, category_id: tech, launch_date: '2026-11-10', marketplace_url: 'https://www.mercadolivre.com.br/cafeteira/p/MLB1',
    });
    const stale = await insertProduct(db, {
      slug: 'stale-product', asin: 'B0STALE001', price_cents: 5000, price_updated_at: hoursAgo(30), launch_date: '2026-12-01',
      marketplace_url: 'https://www.mercadolivre.com.br.evil.example/x',
    });
    await insertProduct(db, { slug: 'old-launch', asin: 'B0OLDLA001', launch_date: '2026-10-01' });
    const hidden = await insertProduct(db, { slug: 'hidden', asin: 'B0HIDDEN01', status: 'draft' });
    const italian = await insertProduct(db, { locale: 'it', slug: 'caffettiera', asin: 'B0ITALY001', currency: 'EUR', price_cents: 1000, price_updated_at: hoursAgo(1) });
    for (let i = 0; i < 12; i++) {
      const n = String(i).padStart(2, '0');
      await insertPost(db, {
        slug: `post-${n}`, category_id: tech, published_at: daysAgo(i),
        ...(i === 1
          ? { title: 'Ofertas de {month} de {year}', translation_key: 'deals', content: '# Melhores\n\n::product{asin="B0FRESH001"}\n\n::product{asin="B0ITALY001"}\n\n<script>alert(1)</script>' }
          : i === 2
            ? { content: 'Comparativo\n\n::products{asins="B0FRESH001,B0STALE001,B0HIDDEN01" style="table"}\n\n::products{asins="B0STALE001,B0FRESH001" style="list"}' }
            : {}),
      });
    }
    await insertPost(db, { slug: 'future', published_at: daysAgo(-2) });
    await insertPost(db, { locale: 'it', slug: 'offerte', translation_key: 'deals', published_at: daysAgo(1) });
    await insertPost(db, { locale: 'it', slug: 'altro', published_at: daysAgo(1) });
    await insertReview(db, { product_id: ids.fresh, slug: 'fresh-review', title: 'Cafeteira Expresso', excerpt: 'Café forte', rating: 4.5, published_at: daysAgo(1) });
    await insertReview(db, { product_id: stale, slug: 'stale-review', published_at: daysAgo(2) });
    await insertReview(db, { product_id: hidden, slug: 'hidden-product-review', published_at: daysAgo(3) });
    await insertReview(db, { locale: 'it', product_id: italian, slug: 'recensione-1', published_at: daysAgo(1) });
  },
);
