import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../shared/categories';
import { isValidSlug } from '../../../shared/format/slug';
import { normalizeForSearch } from '../../../shared/format/search-text';
import { applyTitlePlaceholders } from '../../../shared/format/title';
import { reservedWords, type Locale } from '../../../shared/locales';
import { postInputSchema } from '../../../shared/schemas/post';
import { productInputSchema } from '../../../shared/schemas/product';
import { reviewInputSchema } from '../../../shared/schemas/review';
import { CATALOG } from './catalog';
import { comboSequence } from './combos';
import { generateCorpus, type Corpus } from './index';

const NOW = new Date('2026-11-01T12:00:00.000Z');
const DAY = 86_400_000;
const ACTIVE: Locale[] = ['br', 'it', 'mx'];
const PRODUCT_DIRECTIVE = /^::product\{asin="([A-Z0-9]{10})"\}$/gm;

let corpus: Corpus;
beforeAll(() => {
  corpus = generateCorpus({ now: NOW });
});

const byLocale = <T extends { locale: string }>(rows: T[], locale: string) => rows.filter((r) => r.locale === locale);

describe('generateCorpus: determinism', () => {
  it('gives byte-identical output for the same options', () => {
    const again = generateCorpus({ now: new Date(NOW.getTime()) });
    expect(JSON.stringify(again)).toBe(JSON.stringify(corpus));
    expect(JSON.stringify(generateCorpus({ now: NOW, seed: 9, postsPerLocale: 40 }))).toBe(
      JSON.stringify(generateCorpus({ now: NOW, seed: 9, postsPerLocale: 40 })),
    );
  });

  it('differs for a different seed', () => {
    const other = generateCorpus({ now: NOW, seed: 2 });
    expect(JSON.stringify(other.posts)).not.toBe(JSON.stringify(corpus.posts));
    expect(other.products.map((p) => p.asin)).not.toEqual(corpus.products.map((p) => p.asin));
  });

  it('derives every date from now', () => {
    const later = generateCorpus({ now: new Date(NOW.getTime() + 10 * DAY) });
    const shift = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);
    expect(shift(later.posts[0]!.createdAt)! - shift(corpus.posts[0]!.createdAt)!).toBe(10 * DAY);
  });

  it('rejects an invalid now', () => {
    expect(() => generateCorpus({ now: new Date('nope') })).toThrow(RangeError);
  });
});

describe('generateCorpus: counts and locale configs', () => {
  it('has five locale configs, br/it/mx active and es/us coming soon', () => {
    expect(corpus.localeConfigs.map((c) => [c.locale, c.id, c.status])).toEqual([
      ['br', 1, 'active'], ['it', 2, 'active'], ['mx', 3, 'active'], ['es', 4, 'coming_soon'], ['us', 5, 'coming_soon'],
    ]);
    const br = corpus.localeConfigs[0]!;
    expect(br).toMatchObject({ currency: 'BRL', currency_symbol: 'R$', amazon_domain: 'amazon.com.br', language: 'pt-BR', show_prices: 1 });
    for (const c of corpus.localeConfigs) expect(c.affiliate_id).toMatch(/^[a-z0-9]+-2[01]$/);
    expect(corpus.settings).toEqual([{ key: 'site_name', value: 'ReviewHub' }]);
    expect(corpus.categories).toHaveLength(10);
  });

  it('writes 32 posts and at least 20 reviewed products per active locale by default, nothing for es/us', () => {
    for (const locale of ACTIVE) {
      expect(byLocale(corpus.posts, locale)).toHaveLength(32);
      expect(byLocale(corpus.products, locale).length).toBeGreaterThanOrEqual(20);
      expect(byLocale(corpus.reviews, locale)).toHaveLength(byLocale(corpus.products, locale).length);
    }
    for (const locale of ['es', 'us']) {
      expect(byLocale(corpus.posts, locale)).toHaveLength(0);
      expect(byLocale(corpus.products, locale)).toHaveLength(0);
      expect(byLocale(corpus.reviews, locale)).toHaveLength(0);
    }
  });

  it('never goes below 30 posts per locale and scales products with posts', () => {
    const small = generateCorpus({ now: NOW, postsPerLocale: 5 });
    expect(byLocale(small.posts, 'br')).toHaveLength(30);
    const larger = generateCorpus({ now: NOW, postsPerLocale: 400 });
    expect(byLocale(larger.posts, 'it')).toHaveLength(400);
    expect(byLocale(larger.products, 'it')).toHaveLength(80);
    expect(byLocale(larger.reviews, 'it')).toHaveLength(80);
  });
});

describe('generateCorpus: slugs, ASINs and references', () => {
  it('gives valid, unique, unreserved slugs per locale and table', () => {
    for (const locale of ACTIVE) {
      const reserved = new Set(reservedWords(locale));
      for (const rows of [corpus.posts, corpus.products, corpus.reviews] as { locale: string; slug: string }[][]) {
        const slugs = byLocale(rows, locale).map((r) => r.slug);
        expect(new Set(slugs).size).toBe(slugs.length);
        for (const slug of slugs) {
          expect(isValidSlug(slug), slug).toBe(true);
          expect(reserved.has(slug)).toBe(false);
        }
      }
    }
  });

  it('gives unique ASINs per locale in the B0 + 8 shape', () => {
    for (const locale of ACTIVE) {
      const asins = byLocale(corpus.products, locale).map((p) => p.asin);
      expect(new Set(asins).size).toBe(asins.length);
      for (const asin of asins) expect(asin).toMatch(/^B0[A-Z0-9]{8}$/);
    }
  });

  it('embeds 1–3 products of the same locale in every post, each directive on its own line', () => {
    for (const locale of ACTIVE) {
      const asins = new Set(byLocale(corpus.products, locale).map((p) => p.asin));
      for (const post of byLocale(corpus.posts, locale)) {
        const embedded = [...post.content.matchAll(PRODUCT_DIRECTIVE)].map((m) => m[1]!);
        expect(embedded.length).toBeGreaterThanOrEqual(1);
        expect(embedded.length).toBeLessThanOrEqual(3);
        for (const asin of embedded) expect(asins.has(asin), `${post.slug} embeds ${asin}`).toBe(true);
        expect(post.content.match(/::product\{/g)).toHaveLength(embedded.length);
      }
    }
  });

  it("embeds and compares only products of the post's own kind (issue 24: no smartwatch in a smart-TV article)", () => {
    const comboAt = comboSequence(1);
    for (const locale of ACTIVE) {
      const byAsin = new Map(byLocale(corpus.products, locale).map((p) => [p.asin, p]));
      byLocale(corpus.posts, locale).forEach((post, i) => {
        const models = CATALOG[comboAt(i).topic].models.map((m) => `${m.brand} ${m.model}`);
        const shown = [...post.content.matchAll(/asins?="([A-Z0-9,]+)"/g)].flatMap((m) => m[1]!.split(','));
        for (const asin of shown) {
          const title = byAsin.get(asin)!.title;
          expect(models.some((m) => title.includes(m)), `${locale} ${post.slug} shows ${title}`).toBe(true);
        }
      });
    }
  });

  it('shows a comparison table and a ranked list in the newest post of each locale only, of products of that locale', () => {
    for (const locale of ACTIVE) {
      const asins = new Set(byLocale(corpus.products, locale).map((p) => p.asin));
      const published = byLocale(corpus.posts, locale).filter((p) => p.status === 'published');
      const newest = published.reduce((a, b) => (String(a.published_at) > String(b.published_at) ? a : b));
      expect(newest.content, `${locale}: the newest post compares its own kind`).toContain('::products{');
      for (const post of byLocale(corpus.posts, locale)) {
        const lists = [...post.content.matchAll(/^::products\{asins="([A-Z0-9,]+)" style="(table|list)"\}$/gm)];
        expect(post.content.match(/::products/g)?.length ?? 0).toBe(lists.length);
        if (post !== newest) {
          expect(lists, post.slug).toEqual([]);
          continue;
        }
        expect(lists.map((m) => m[2])).toEqual(['table', 'list']);
        for (const [, listed] of lists) {
          const items = listed!.split(',');
          expect(items.length).toBeGreaterThanOrEqual(2);
          expect(items.length).toBeLessThanOrEqual(6);
          expect(new Set(items).size).toBe(items.length);
          for (const asin of items) expect(asins.has(asin), `${post.slug} compares ${asin}`).toBe(true);
        }
      }
    }
  });

  it('links every post to another published post of the same locale', () => {
    for (const locale of ACTIVE) {
      const posts = byLocale(corpus.posts, locale);
      const published = new Set(posts.filter((p) => p.status === 'published').map((p) => p.slug));
      for (const post of posts) {
        const links = [...post.content.matchAll(/\]\(\/([a-z]+)\/([a-z0-9-]+)\)/g)];
        expect(links.length).toBeGreaterThanOrEqual(1);
        for (const [, linkLocale, slug] of links) {
          expect(linkLocale).toBe(locale);
          expect(slug).not.toBe(post.slug);
          expect(published.has(slug!)).toBe(true);
        }
      }
    }
  });

  it('points reviews at products of the same locale and categories at known slugs', () => {
    const categories = new Set(CATEGORIES.map((c) => c.slug as string));
    for (const row of [...corpus.posts, ...corpus.products]) if (row.categorySlug !== null) expect(categories.has(row.categorySlug)).toBe(true);
    for (const locale of ACTIVE) {
      const products = new Set(byLocale(corpus.products, locale).map((p) => p.slug));
      for (const review of byLocale(corpus.reviews, locale)) expect(products.has(review.productSlug)).toBe(true);
    }
  });

  it('links translations across locales by shared keys, unique within a locale', () => {
    for (const rows of [corpus.posts, corpus.products, corpus.reviews] as { locale: string; translation_key?: string | null }[][]) {
      const keysBy = (locale: string) => byLocale(rows, locale).map((r) => r.translation_key).filter((k): k is string => !!k);
      for (const locale of ACTIVE) expect(new Set(keysBy(locale)).size).toBe(keysBy(locale).length);
      const br = new Set(keysBy('br'));
      expect(keysBy('it').filter((k) => br.has(k)).length).toBeGreaterThan(5);
      expect(keysBy('mx').filter((k) => br.has(k)).length).toBeGreaterThan(5);
    }
    const linked = corpus.posts.filter((p) => p.locale === 'br' && p.translation_key);
    expect(linked.length).toBeGreaterThan(5);
    expect(linked.length).toBeLessThan(32);
  });
});

describe('generateCorpus: posts', () => {
  it('puts {month}/{year} placeholders in about one title in four, never in slugs', () => {
    for (const locale of ACTIVE) {
      const posts = byLocale(corpus.posts, locale);
      const dated = posts.filter((p) => /\{(month|year)\}/.test(p.title)).length;
      expect(dated).toBeGreaterThanOrEqual(4);
      expect(dated).toBeLessThanOrEqual(14);
      for (const p of posts) expect(p.slug).not.toMatch(/month|year/);
    }
    expect(corpus.posts.some((p) => p.title.includes('{month}'))).toBe(true);
  });

  it('writes in the language of the locale', () => {
    const titles = (locale: string) => byLocale(corpus.posts, locale).map((p) => p.title).join(' ');
    expect(titles('br')).toMatch(/melhores|Como escolher|Vale a pena|Guia de compras/);
    expect(titles('it')).toMatch(/migliori|Come scegliere|Conviene|Guida all'acquisto/);
    expect(titles('mx')).toMatch(/mejores|Cómo elegir|Vale la pena|Guía de compra/);
  });

  it('has mostly published posts, a few drafts and one or two scheduled in the future', () => {
    for (const locale of ACTIVE) {
      const posts = byLocale(corpus.posts, locale);
      const published = posts.filter((p) => p.status === 'published');
      const drafts = posts.filter((p) => p.status === 'draft');
      const scheduled = posts.filter((p) => p.status === 'scheduled');
      // The public site shows at least 30 posts per active locale with the default size.
      expect(published.length).toBeGreaterThanOrEqual(30);
      expect(drafts.length).toBeGreaterThanOrEqual(1);
      expect(scheduled.length).toBeGreaterThanOrEqual(1);
      expect(scheduled.length).toBeLessThanOrEqual(2);
      for (const p of scheduled) {
        expect(Date.parse(p.publish_at!)).toBeGreaterThan(NOW.getTime());
        expect(p.published_at).toBeNull();
      }
      for (const p of drafts) expect(p.published_at).toBeNull();
    }
  });

  it('spreads publication over ~400 days, newest within two days, created a bit before', () => {
    for (const locale of ACTIVE) {
      const published = byLocale(corpus.posts, locale).filter((p) => p.status === 'published');
      const times = published.map((p) => Date.parse(p.published_at!)).sort((a, b) => b - a);
      expect(new Set(times).size).toBe(times.length);
      expect(NOW.getTime() - times[0]!).toBeLessThanOrEqual(2 * DAY);
      expect(NOW.getTime() - times.at(-1)!).toBeGreaterThan(300 * DAY);
      expect(NOW.getTime() - times.at(-1)!).toBeLessThanOrEqual(402 * DAY);
      for (const p of published) {
        const lead = Date.parse(p.published_at!) - Date.parse(p.createdAt);
        expect(lead).toBeGreaterThan(0);
        expect(lead).toBeLessThanOrEqual(3 * DAY);
      }
      for (const p of byLocale(corpus.posts, locale)) expect(Date.parse(p.createdAt)).toBeLessThan(NOW.getTime());
    }
  });

  it('writes Markdown bodies of a few hundred words with headings, lists and short excerpts', () => {
    for (const post of corpus.posts) {
      const words = post.content.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(200);
      expect(words).toBeLessThanOrEqual(700);
      expect(post.content).toMatch(/^## /m);
      expect(post.content).toMatch(/^(- |1\. )/m);
      expect(post.content).not.toMatch(/undefined|\[object/);
      expect(post.excerpt.length).toBeGreaterThan(20);
      expect(post.excerpt.length).toBeLessThanOrEqual(300);
      expect(post.keyword).toBeTruthy();
      expect(post.image_url).toMatch(/^\/retailer-images\/I\/[A-Za-z0-9]{11}\.jpg$/);
      // The words a visitor reads: placeholders filled at the seed's moment (issue 24).
      const shown = (text: string) => applyTitlePlaceholders(text, post.locale as Locale, NOW);
      expect(post.search_title).toBe(shown(post.title));
      expect(post.search_text).toBe(normalizeForSearch(`${shown(post.title)} ${shown(post.excerpt)}`));
      expect(post.search_text).not.toContain('{');
      expect(post.search_text).toBe(post.search_text.normalize('NFD').replace(/\p{M}/gu, ''));
    }
  });
});

describe('generateCorpus: products and reviews', () => {
  it('prices products in the store currency with list price at or above price', () => {
    for (const p of corpus.products) {
      const currency = { br: 'BRL', it: 'EUR', mx: 'MXN' }[p.locale as 'br' | 'it' | 'mx'];
      expect(p.currency).toBe(currency);
      expect(Number.isInteger(p.price_cents)).toBe(true);
      expect(p.list_price_cents!).toBeGreaterThanOrEqual(p.price_cents!);
      expect(p.price_cents!).toBeGreaterThan(0);
      expect(NOW.getTime() - Date.parse(p.price_updated_at!)).toBeLessThanOrEqual(DAY);
      expect(p.rating!).toBeGreaterThanOrEqual(3.5);
      expect(p.rating!).toBeLessThanOrEqual(4.9);
      expect(p.rating_count!).toBeGreaterThan(0);
      expect(p.launch_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The demo retailer's picture route, never an invented address on the real retailer's host.
      expect(p.image_url).toMatch(/^\/retailer-images\/I\/[0-9][A-Za-z0-9]{9}L\.jpg$/);
      expect(p.status).toBe('published');
      expect(p.brand && p.title.includes(p.brand)).toBe(true);
    }
    const typical = (locale: string) => {
      const prices = byLocale(corpus.products, locale).map((p) => p.price_cents! / 100).sort((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)]!;
    };
    // Medians in each store's range: reais well above euros, pesos well above reais.
    expect(typical('mx')).toBeGreaterThan(typical('br'));
    expect(typical('br')).toBeGreaterThan(typical('it') * 3);
  });

  it('gives marketplace links to br products only', () => {
    for (const p of corpus.products) {
      if (p.locale === 'br') expect(p.marketplace_url).toMatch(/^https:\/\/www\.mercadolivre\.com\.br\/[a-z0-9-]+\/p\/MLB\d+$/);
      else expect(p.marketplace_url).toBeNull();
    }
  });

  it('marks about one product in five as premium and mostly in stock', () => {
    const premium = corpus.products.filter((p) => p.premium === 1).length / corpus.products.length;
    expect(premium).toBeGreaterThan(0.08);
    expect(premium).toBeLessThan(0.4);
    const inStock = corpus.products.filter((p) => p.availability === 'in_stock').length / corpus.products.length;
    expect(inStock).toBeGreaterThan(0.6);
  });

  it('groups launches on shared days and announces a few upcoming ones', () => {
    for (const locale of ACTIVE) {
      const products = byLocale(corpus.products, locale);
      const today = NOW.toISOString().slice(0, 10);
      const upcoming = products.filter((p) => p.launch_date! > today);
      expect(upcoming.length).toBeGreaterThanOrEqual(1);
      for (const p of upcoming) {
        expect(Date.parse(p.launch_date!) - NOW.getTime()).toBeLessThan(42 * DAY);
        expect(p.availability).toBe('preorder');
      }
      const recent = products.filter((p) => p.launch_date! <= today && Date.parse(p.launch_date!) > NOW.getTime() - 30 * DAY);
      const perDay = new Map<string, number>();
      for (const p of recent) perDay.set(p.launch_date!, (perDay.get(p.launch_date!) ?? 0) + 1);
      expect(Math.max(...perDay.values())).toBeGreaterThanOrEqual(2);
    }
  });

  it('writes one review per product with JSON pros and cons and a 0.1-step rating', () => {
    for (const locale of ACTIVE) {
      const reviews = byLocale(corpus.reviews, locale);
      const drafts = reviews.filter((r) => r.status === 'draft').length;
      expect(drafts).toBeGreaterThanOrEqual(1);
      expect(drafts).toBeLessThanOrEqual(2);
      for (const r of reviews) {
        const pros: unknown = JSON.parse(r.pros);
        const cons: unknown = JSON.parse(r.cons);
        for (const list of [pros, cons]) {
          expect(Array.isArray(list)).toBe(true);
          expect((list as string[]).length).toBeGreaterThanOrEqual(3);
          expect((list as string[]).length).toBeLessThanOrEqual(5);
          for (const item of list as unknown[]) expect(typeof item).toBe('string');
        }
        expect(r.rating).toBeGreaterThanOrEqual(3);
        expect(r.rating).toBeLessThanOrEqual(5);
        expect(Math.abs(r.rating * 10 - Math.round(r.rating * 10))).toBeLessThan(1e-9);
        expect(r.body.match(/^## /gm)!.length).toBeGreaterThanOrEqual(3);
        expect(r.verdict.length).toBeGreaterThan(10);
        // The page shows the verdict under its own heading; the body must not say it again (issue 24).
        expect(r.body).not.toContain(r.verdict);
        expect(r.search_text).toBe(normalizeForSearch(`${applyTitlePlaceholders(r.title, r.locale as Locale, NOW)} ${applyTitlePlaceholders(r.excerpt, r.locale as Locale, NOW)}`));
        if (r.status === 'published') expect(Date.parse(r.published_at!)).toBeLessThan(NOW.getTime());
      }
      const prefix = { br: 'Avaliação: ', it: 'Recensione: ', mx: 'Reseña: ' }[locale as 'br' | 'it' | 'mx'];
      expect(reviews.every((r) => r.title.startsWith(prefix))).toBe(true);
    }
  });
});

describe('generateCorpus: accepted by the admin API schemas', () => {
  it('validates every post, product and review as an admin payload would', () => {
    for (const p of corpus.posts) {
      const result = postInputSchema.safeParse({
        locale: p.locale, slug: p.slug, title: p.title, excerpt: p.excerpt, content: p.content, imageUrl: p.image_url,
        keyword: p.keyword, status: p.status, publishAt: p.publish_at, translationKey: p.translation_key,
      });
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    }
    for (const p of corpus.products) {
      const result = productInputSchema.safeParse({
        locale: p.locale, slug: p.slug, asin: p.asin, title: p.title, brand: p.brand, imageUrl: p.image_url,
        priceCents: p.price_cents, listPriceCents: p.list_price_cents, currency: p.currency, availability: p.availability,
        priceUpdatedAt: p.price_updated_at, rating: p.rating, ratingCount: p.rating_count, premium: p.premium === 1,
        launchDate: p.launch_date, marketplaceUrl: p.marketplace_url, status: p.status, translationKey: p.translation_key,
      });
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    }
    for (const r of corpus.reviews) {
      const result = reviewInputSchema.safeParse({
        locale: r.locale, slug: r.slug, productId: 1, title: r.title, excerpt: r.excerpt, body: r.body, rating: r.rating,
        pros: JSON.parse(r.pros), cons: JSON.parse(r.cons), verdict: r.verdict, status: r.status, publishAt: r.publish_at,
        translationKey: r.translation_key,
      });
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    }
  });

  it('carries only table columns plus the documented extra fields', () => {
    expect(Object.keys(corpus.posts[0]!).sort()).toEqual(
      ['categorySlug', 'content', 'createdAt', 'excerpt', 'image_url', 'keyword', 'locale', 'publish_at', 'published_at', 'search_text', 'search_title', 'slug', 'status', 'title', 'translation_key'].sort(),
    );
    expect(Object.keys(corpus.reviews[0]!)).toContain('productSlug');
    expect(Object.keys(corpus.products[0]!)).not.toContain('id');
  });
});
