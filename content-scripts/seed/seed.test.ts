import { expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describeEachDatabase } from '../../shared/db/testing';
import { mediaFiles, parseMediaUrl } from '../../shared/media/contract';
import { createFileMediaStore } from '../../shared/media/store';
import { LOCALES } from '../../shared/locales';
import { leadImageAlt } from '../../site/lib/pages/post';
import { seedDemo, SeedRefusedError } from './seed';
import { priceHistoriesSince } from '../../shared/db/queries/price-history';
import { priceSummary } from '../../shared/price-summary';

const NOW = new Date('2026-11-01T12:00:00.000Z');

describeEachDatabase('demo corpus seed', (getDb) => {
  const count = async (table: 'posts' | 'products' | 'reviews', locale: string) =>
    Number((await getDb().kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('locale', '=', locale).executeTakeFirstOrThrow()).n);

  it('writes at least 30 posts and 20 reviewed products per active locale, none for coming-soon ones', async () => {
    const r = await seedDemo(getDb(), { now: NOW });
    expect(r.localeConfigs).toBe(5);
    expect(r.categories).toBe(10);
    for (const locale of ['br', 'it', 'mx']) {
      expect(await count('posts', locale)).toBeGreaterThanOrEqual(30);
      expect(await count('products', locale)).toBeGreaterThanOrEqual(20);
      expect(await count('reviews', locale)).toBeGreaterThanOrEqual(20);
    }
    for (const locale of ['es', 'us']) expect(await count('posts', locale)).toBe(0);
  });

  it('writes 120 days of varied price history ending at each product\'s price: good prices today, drops, too short to show (issue 27)', async () => {
    const db = getDb();
    const products = await db.kysely.selectFrom('products').select(['id', 'price_cents', 'availability']).where('locale', '=', 'br').where('price_cents', 'is not', null).execute();
    const histories = await priceHistoriesSince(db, products.map((p) => p.id), new Date(NOW.getTime() - 200 * 86_400_000).toISOString());
    const summaries = products.map((p) => {
      const points = histories.get(p.id)!;
      // The last point is the price the product shows.
      expect(points.at(-1)).toMatchObject({ availability: p.availability });
      expect(Date.parse(points[0]!.at)).toBeGreaterThanOrEqual(NOW.getTime() - 122 * 86_400_000);
      return priceSummary(points, { priceCents: p.price_cents, currency: 'BRL' }, NOW);
    });
    expect(summaries.filter((s) => s.goodPrice).length).toBeGreaterThan(0);
    expect(summaries.filter((s) => s.enoughHistory && !s.goodPrice).length).toBeGreaterThan(0);
    expect(summaries.filter((s) => !s.enoughHistory).length).toBeGreaterThan(0);
    // Dropped: today's price at least 10 % under the one it replaced, within the last week.
    const dropped = products.filter((p) => {
      const priced = histories.get(p.id)!.filter((point) => point.priceCents !== null);
      const [before, today] = priced.slice(-2);
      return before && today && Date.parse(today.at) > NOW.getTime() - 7 * 86_400_000 && today.priceCents! <= before.priceCents! * 0.9;
    });
    expect(dropped.length).toBeGreaterThan(0);
  });

  it('serves the corpus through the API: home data with a category map, Italian category names', async () => {
    const app = createApp({ db: getDb(), now: () => NOW });
    const home = (await (await app.request('/api/home-data?locale=br')).json()) as { posts: { categoryId: number | null }[]; categoryMap: Record<string, { name: string }>; total: number };
    expect(home.total).toBeGreaterThanOrEqual(30);
    expect(Object.keys(home.categoryMap).length).toBeGreaterThan(1);
    for (const p of home.posts) if (p.categoryId !== null) expect(home.categoryMap[p.categoryId]).toBeDefined();
    const popular = (await (await app.request('/api/categories/popular?locale=it')).json()) as { name: string }[];
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.length).toBeLessThanOrEqual(10);
    expect(popular.map((c) => c.name)).toContain('Tecnologia ed Elettronica');
  });

  it('refuses to seed a database that has content, changing nothing', async () => {
    const before = await count('posts', 'br');
    await expect(seedDemo(getDb(), { now: NOW, postsPerLocale: 40 })).rejects.toThrow(SeedRefusedError);
    await expect(seedDemo(getDb(), { now: NOW })).rejects.toThrow(/--reset/);
    expect(await count('posts', 'br')).toBe(before);
  });

  it('replaces the content with --reset', async () => {
    await seedDemo(getDb(), { now: NOW, postsPerLocale: 40, reset: true });
    expect(await count('posts', 'br')).toBe(40);
    expect(await count('posts', 'it')).toBe(40);
  });

  it('draws its own pictures into the media library, a bounded pool the posts share, with alt text in every locale', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rs-seed-media-'));
    try {
      const store = createFileMediaStore(dir);
      await seedDemo(getDb(), { now: NOW, postsPerLocale: 60, reset: true, media: store, illustrationsPerCategory: 1 });
      const media = await getDb().kysely.selectFrom('media').select(['hash', 'width', 'height', 'alt_json']).where('original_name', 'not like', 'demo-author-%').execute();
      // One per category, not one per post (180 posts).
      expect(media.length).toBe(10);
      for (const row of media) {
        const alt = JSON.parse(row.alt_json) as Record<string, string>;
        for (const locale of LOCALES) expect(alt[locale], locale).toBeTruthy();
      }
      const posts = await getDb().kysely.selectFrom('posts').select(['image_url', 'locale', 'category_id']).execute();
      expect(posts.length).toBe(180);
      const shown = new Set<string>();
      for (const post of posts) {
        const key = parseMediaUrl(post.image_url);
        expect(key, post.image_url ?? 'null').not.toBeNull();
        // Opaque pictures: a JPEG fallback beside the AVIF and WebP variants.
        expect(key!.fallback).toBe('jpg');
        shown.add(key!.hash);
      }
      expect(shown.size).toBeGreaterThan(5);
      // Every file of a shown picture is in the store and is the picture it says.
      const key = parseMediaUrl(posts[0]!.image_url)!;
      for (const file of mediaFiles(key)) expect(await store.exists(file), file).toBe(true);
      const fallback = await store.get(posts[0]!.image_url!.slice('/media/'.length));
      expect(await sharp(fallback!.body).metadata()).toMatchObject({ width: key.width, height: key.height });
      // A post page's lead image gets the text of its locale.
      expect(await leadImageAlt(getDb(), posts[0]!.image_url, 'it')).toMatch(/^Illustrazione della categoria /);
      // A second seed finds its pictures in the library instead of adding them again.
      await seedDemo(getDb(), { now: NOW, reset: true, media: store, illustrationsPerCategory: 1 });
      // (ten illustrations and the four authors' photos)
      expect((await getDb().kysely.selectFrom('media').select('id').execute()).length).toBe(14);
      const uses = await getDb().kysely.selectFrom('media_uses').select('item_id').where('kind', '=', 'post').execute();
      expect(uses.length).toBe(await count('posts', 'br') + await count('posts', 'it') + await count('posts', 'mx'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('seeds four authors with drawn photos and a bio in every locale, signing every post and review (issue 25 item 6)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rs-seed-authors-'));
    try {
      const store = createFileMediaStore(dir);
      await seedDemo(getDb(), { now: NOW, postsPerLocale: 30, reset: true, media: store, illustrationsPerCategory: 1 });
      const authors = await getDb().kysely.selectFrom('authors').selectAll().orderBy('id').execute();
      expect(authors).toHaveLength(4);
      for (const a of authors) {
        const key = parseMediaUrl(a.photo_url);
        expect(key, a.slug).not.toBeNull();
        // In the media library (an earlier seed's row is found by its hash, not drawn again).
        expect(await getDb().kysely.selectFrom('media').select('id').where('hash', '=', key!.hash).executeTakeFirst(), a.slug).toBeDefined();
        const bio = JSON.parse(a.bio_json) as Record<string, string>;
        for (const locale of LOCALES) expect(bio[locale], `${a.slug} ${locale}`).toBeTruthy();
      }
      // The photos are in use: the media library refuses to delete them.
      expect(Number((await getDb().kysely.selectFrom('media_uses').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', 'author').executeTakeFirstOrThrow()).n)).toBe(4);
      for (const [kind, table] of [['post', 'posts'], ['review', 'reviews']] as const) {
        const items = await getDb().kysely.selectFrom(table).select('id').execute();
        const signed = await getDb().kysely.selectFrom('item_authors').select(['item_id', 'position', 'author_id']).where('kind', '=', kind).execute();
        // Each item by one author, every seventh by two, every author signing some.
        expect(new Set(signed.filter((s) => s.position === 0).map((s) => s.item_id)).size).toBe(items.length);
        expect(signed.filter((s) => s.position === 1).length).toBe(items.filter((i) => i.id % 7 === 0).length);
        expect(new Set(signed.map((s) => s.author_id)).size).toBe(4);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
