/** The shared browser-test harness itself: one build, private databases, real HTTP and Chromium. */
import { expect, it } from 'vitest';
import { connect } from '../shared/db/connect';
import { getSiteName, putSetting } from '../shared/db/queries/settings';
import { builtDemoSite, describeSite } from './test-site';

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
    // A write through this file's database reaches its server, and never the seeded database the
    // other test files copy.
    const seeded = connect(`sqlite:${(await builtDemoSite()).dbFile}`);
    try {
      const seededName = await getSiteName(seeded);
      await putSetting(site().db, 'site_name', 'Harness copy');
      expect(await (await fetch(`${site().url}/api/settings/site_name`)).json()).toEqual({ key: 'site_name', value: 'Harness copy' });
      expect(await getSiteName(seeded)).toBe(seededName);
    } finally {
      await seeded.close();
    }
  });
});
