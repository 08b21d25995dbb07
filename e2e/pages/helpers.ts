/** Helpers of the content-page browser tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/** Waits until the React island whose module name starts with `name` has hydrated (Astro drops `ssr`). */
export async function islandReady(page: Page, name: string): Promise<void> {
  await page.waitForSelector(`astro-island[component-url*="/${name}."]:not([ssr])`, { state: 'attached', timeout: 15_000 });
}

/** When the cached demo build ran (its pages were rendered a few seconds before this). */
export function builtAt(distDir: string): Date {
  return new Date((JSON.parse(readFileSync(join(distDir, '.build-stamp.json'), 'utf8')) as { builtAt: string }).builtAt);
}

const PIXEL = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#ccc"/></svg>';

/** Retailer images are remote URLs (DESIGN §8); tests answer them locally instead of going online. */
export async function stubRemoteImages(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/m\.media-amazon\.com\//, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PIXEL }));
}

/** A fresh browser context with retailer images answered locally, and a page of it opened at `path`. */
export async function openPage(newContext: () => Promise<BrowserContext>, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext();
  await stubRemoteImages(context);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}
