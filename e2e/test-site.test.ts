/** The shared browser-test harness itself: one build, private databases, real HTTP and Chromium. */
import { expect, it } from 'vitest';
import { describeSite } from './test-site';

describeSite('browser-test harness', ({ site, newPage }) => {
  it('serves the built landing page over real HTTP to Chromium', async () => {
    const page = await newPage('/');
    expect(await page.locator('html').getAttribute('lang')).toBeTruthy();
    const res = await fetch(`${site().url}/api/locale-configs/all-locales`);
    expect(res.status).toBe(200);
  });

  it('gives each test file its own copy of the seeded database', async () => {
    const before = await site().db.kysely.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(before.n)).toBeGreaterThan(60);
  });
});
