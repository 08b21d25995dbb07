import { expect, it } from 'vitest';
import { generateCorpus } from './index';

it('generates 10,000 posts per active locale with unique slugs and embeds', { timeout: 60_000 }, () => {
  const now = new Date('2026-11-01T12:00:00.000Z');
  const started = performance.now();
  const corpus = generateCorpus({ postsPerLocale: 10_000, now });
  const ms = performance.now() - started;
  console.log(`generateCorpus({ postsPerLocale: 10000 }): ${Math.round(ms)} ms for ${corpus.posts.length} posts, ${corpus.products.length} products, ${corpus.reviews.length} reviews`);

  expect(corpus.posts).toHaveLength(30_000);
  expect(corpus.products).toHaveLength(6_000);
  expect(corpus.reviews).toHaveLength(6_000);
  for (const locale of ['br', 'it', 'mx']) {
    const posts = corpus.posts.filter((p) => p.locale === locale);
    expect(posts).toHaveLength(10_000);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(10_000);
    expect(posts.every((p) => p.slug.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(p.slug))).toBe(true);
    const keys = posts.map((p) => p.translation_key).filter(Boolean);
    expect(new Set(keys).size).toBe(keys.length);

    const products = corpus.products.filter((p) => p.locale === locale);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    const asins = new Set(products.map((p) => p.asin));
    expect(asins.size).toBe(products.length);
    let missing = 0;
    for (const post of posts) for (const m of post.content.matchAll(/^::product\{asin="([A-Z0-9]{10})"\}$/gm)) if (!asins.has(m[1]!)) missing++;
    expect(missing).toBe(0);
  }
});
