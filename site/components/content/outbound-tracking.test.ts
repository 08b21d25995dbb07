/**
 * The browser half of the 24-hour price rule (DESIGN §8): a static page may be served long after
 * it was built, so its script hides a price once its fetch time is more than 24 h past, and the
 * retailer's disclaimer with it when no current price is left. The build-time half is tested in
 * shared/retailer.test.ts and site/lib/pages/loaders.test.ts.
 *
 * Runs the real module (TypeScript stripped by the compiler, no bundler) in Debian's Chromium.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserSkipReason, launchBrowser } from '../../../e2e/browser';
import { priceExpiresAt } from '../../../shared/retailer';

const skip = browserSkipReason();
const requireBrowser = process.env.REQUIRE_BROWSER === '1';
const FETCHED = '2026-11-20T12:00:00.000Z';
const FRESHER = '2026-11-21T06:00:00.000Z';

const script = ts.transpileModule(readFileSync(new URL('./outbound-tracking.ts', import.meta.url), 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
}).outputText;

const page = (prices: string[]) => `<!doctype html><html><body>
  ${prices.map((at, i) => `<div class="price" id="p${i}" data-price-expires="${priceExpiresAt(at)}">R$ 10,00</div>`).join('\n')}
  <p data-price-disclaimer>Preços sujeitos a alteração.</p>
</body></html>`;

describe.skipIf(skip && !requireBrowser)('prices hidden in the browser after 24 h', () => {
  let browser: Browser;
  beforeAll(async () => {
    if (skip) throw new Error(`REQUIRE_BROWSER=1 but ${skip}`);
    browser = await launchBrowser();
  }, 60_000);
  afterAll(() => browser?.close());

  async function open(now: string, prices: string[]) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.clock.setFixedTime(new Date(now));
    await tab.setContent(page(prices));
    await tab.addScriptTag({ type: 'module', content: `${script}\ninstallOutboundTracking();\nwindow.__done = true;` });
    await tab.waitForFunction(() => (window as unknown as { __done?: boolean }).__done === true);
    const hidden = await tab.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-price-expires], [data-price-disclaimer]')].map((el) => el.hidden));
    await context.close();
    return hidden;
  }

  it('keeps a price up to 24 h after its fetch time', async () => {
    expect(await open('2026-11-21T11:59:00.000Z', [FETCHED])).toEqual([false, false]);
  });

  it('hides a price (and the disclaimer) once it is older than 24 h', async () => {
    expect(await open('2026-11-21T12:00:01.000Z', [FETCHED])).toEqual([true, true]);
  });

  it('keeps the disclaimer while another price on the page is still current', async () => {
    expect(await open('2026-11-21T13:00:00.000Z', [FETCHED, FRESHER])).toEqual([true, false, false]);
  });
});
