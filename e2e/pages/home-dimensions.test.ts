/**
 * SPEC §9 sizes a visitor sees: the home hero is 410 px tall (368 px on small screens) and the main
 * column is at most 1200 px wide, measured in Chromium on the built br home page.
 */
import { expect, it } from 'vitest';
import { describeSite } from '../test-site';

describeSite('home page dimensions', ({ newPage }) => {
  it('shows a 410 px hero and a main column of at most 1200 px on a wide screen', async () => {
    const page = await newPage('/br', { viewport: { width: 1440, height: 900 } });
    const hero = await page.locator('.home-hero').boundingBox();
    expect(hero?.height).toBe(410);
    const main = await page.locator('main#main').boundingBox();
    expect(main!.width).toBeLessThanOrEqual(1200);
    expect(main!.width).toBeGreaterThan(1100);
  });

  it('shows a 368 px hero on a small screen, with the main column inside the viewport', async () => {
    const page = await newPage('/br', { viewport: { width: 375, height: 800 } });
    expect((await page.locator('.home-hero').boundingBox())?.height).toBe(368);
    expect((await page.locator('main#main').boundingBox())!.width).toBeLessThanOrEqual(375);
  });
});
