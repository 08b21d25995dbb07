/** Waits until the React island whose module name starts with `name` has hydrated (Astro drops `ssr`). */
import type { Page } from 'playwright-core';

export async function hydrated(page: Page, name: string): Promise<void> {
  await page.waitForSelector(`astro-island[component-url*="/${name}."]:not([ssr])`, { state: 'attached', timeout: 15_000 });
}
