/**
 * Every legacy redirect of DESIGN §5, followed by a real browser against the built demo site: the
 * visitor lands on the br page (status 200, its own h1) with the query string kept.
 */
import { beforeAll, expect, it } from 'vitest';
import { listPublishedPosts } from '../shared/db/queries/posts';
import { popularCategories } from '../shared/db/queries/categories';
import { describeSite } from './test-site';

describeSite('legacy redirects in the browser', (suite) => {
  let postSlug = '';
  let categorySlug = '';
  beforeAll(async () => {
    const { db } = suite.site();
    postSlug = (await listPublishedPosts(db, { locale: 'br', limit: 1 }))[0]!.slug;
    categorySlug = (await popularCategories(db, 'br', 1))[0]!.slug;
  });

  const cases = (): [string, string][] => [
    [`/post/${postSlug}`, `/br/${postSlug}`],
    [`/categoria/${categorySlug}`, `/br/categoria/${categorySlug}`],
    ...['categorias', 'sobre', 'privacidade', 'termos', 'afiliados', 'contato'].map((p): [string, string] => [`/${p}`, `/br/${p}`]),
  ];

  it('sends every legacy path to the same page under /br with a 301', async () => {
    const page = await suite.newPage();
    for (const [from, to] of cases()) {
      const statuses: number[] = [];
      page.on('response', (r) => r.request().isNavigationRequest() && statuses.push(r.status()));
      const res = await page.goto(`${from}?utm_source=old-site`);
      page.removeAllListeners('response');
      expect(statuses, from).toEqual([301, 200]);
      expect(res?.status(), from).toBe(200);
      const url = new URL(page.url());
      expect(url.pathname, from).toBe(to);
      expect(url.search, from).toBe('?utm_source=old-site');
      await expect.poll(() => page.locator('h1').count(), { message: from }).toBe(1);
    }
  });

  it('sends /L/admin paths to the admin app', async () => {
    const page = await suite.newPage();
    for (const [from, to] of [['/br/admin', '/admin'], ['/it/admin/login', '/admin/login']] as const) {
      const res = await page.goto(from);
      expect(res?.status(), from).toBe(200);
      // The admin app may route on from there (e.g. to /admin/login); it is the admin either way.
      expect(new URL(page.url()).pathname.startsWith(to), from).toBe(true);
    }
  });
});
