import { expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { describeEachDatabase } from '../../shared/db/testing';
import { seedDemo, SeedRefusedError } from './seed';

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
});
