/**
 * Issue 25 items 4 and 6 on the built demo site, in Chromium: the newest review shows its byline
 * with the author's photo, the name leads to the author page, which lists that review; the author
 * page says what it is in JSON-LD (ProfilePage, Person, sameAs) with no validator error; the
 * review's author is that Person; the sitemap lists every author page with its hreflang set.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { LOCALE_INFO } from '../shared/locales';
import { validateStructuredData } from './structured-data/validate';
import { describeSite } from './test-site';

/** The JSON-LD nodes of a page's HTML. */
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describeSite('authors on the public site', (suite) => {
  const { site, newPage } = suite;

  /** The newest public br review (first on its author's page too) and its first author. */
  async function newestReview() {
    const db = site().db.kysely;
    const review = await db.selectFrom('reviews').innerJoin('products', 'products.id', 'reviews.product_id').select(['reviews.id', 'reviews.slug', 'reviews.title'])
      .where('reviews.locale', '=', 'br').where('reviews.status', '=', 'published').where('products.status', '=', 'published').where('reviews.published_at', '<=', site().seededAt.toISOString())
      .orderBy('reviews.published_at', 'desc').orderBy('reviews.id', 'desc').executeTakeFirstOrThrow();
    const author = await db.selectFrom('item_authors').innerJoin('authors', 'authors.id', 'item_authors.author_id').select(['authors.slug', 'authors.display_name', 'authors.same_as_json'])
      .where('item_authors.kind', '=', 'review').where('item_authors.item_id', '=', review.id).orderBy('item_authors.position').executeTakeFirstOrThrow();
    return { review, author };
  }

  it('a review shows its byline with the author\'s photo; the name opens the author page, which lists the review', async () => {
    const { review, author } = await newestReview();
    const path = `/br/${LOCALE_INFO.br.reviewWord}/${review.slug}`;
    const page = await newPage(path);
    const byline = page.locator('[data-byline]');
    await expect.poll(() => byline.isVisible()).toBe(true);
    expect(await byline.innerText()).toContain(`Por ${author.display_name}`);
    const photo = byline.locator('img.byline__photo').first();
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await byline.getByRole('link', { name: author.display_name }).click();
    await page.waitForURL(`**/br/autor/${author.slug}`);
    expect(await page.locator('h1').innerText()).toBe(author.display_name);
    await expect.poll(() => page.locator('[data-author-header] img').evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    expect(await page.locator(`a[href="${path}"]`).count()).toBeGreaterThan(0);
  });

  it('the author page is a ProfilePage of a Person with sameAs, the review\'s author is that Person, 0 validator errors', async () => {
    const { review, author } = await newestReview();
    const dist = site().distDir;
    const profileHtml = readFileSync(join(dist, 'br', 'autor', author.slug, 'index.html'), 'utf8');
    const profile = jsonLd(profileHtml).find((n) => n['@type'] === 'ProfilePage');
    expect(profile?.mainEntity).toMatchObject({ '@type': 'Person', name: author.display_name, sameAs: JSON.parse(author.same_as_json), url: expect.stringMatching(new RegExp(`/br/autor/${author.slug}$`)) });
    const reviewHtml = readFileSync(join(dist, 'br', LOCALE_INFO.br.reviewWord, review.slug, 'index.html'), 'utf8');
    const product = jsonLd(reviewHtml).find((n) => n['@type'] === 'Product');
    expect([product?.review.author].flat()[0]).toMatchObject({ '@type': 'Person', name: author.display_name, url: profile!.mainEntity.url });
    for (const html of [profileHtml, reviewHtml, readFileSync(join(dist, 'it', 'autore', author.slug, 'index.html'), 'utf8')]) {
      expect((await validateStructuredData(html)).filter((i) => i.severity === 'ERROR' || i.errorType === 'schemaOrg')).toEqual([]);
    }
  });

  it('the sitemap lists the four demo authors\' pages, each with its hreflang set', async () => {
    const xml = readFileSync(join(site().distDir, 'sitemap-br.xml'), 'utf8');
    const authors = await site().db.kysely.selectFrom('authors').select('slug').execute();
    expect(authors).toHaveLength(4);
    for (const { slug } of authors) {
      expect(xml).toContain(`/br/autor/${slug}</loc>`);
      expect(xml).toMatch(new RegExp(`hreflang="it-IT" href="[^"]*/it/autore/${slug}"`));
    }
  });
});
