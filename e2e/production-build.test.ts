/**
 * The build the browser tests run against is the one users get: a production build, even though
 * vitest sets NODE_ENV=test in the process that starts it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { builtDemoSite } from './test-site';

it('ships React’s production runtime, not the development one', { timeout: 600_000 }, async () => {
  const { distDir } = await builtDemoSite();
  const scripts = readdirSync(join(distDir, '_astro')).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  // A development build calls jsxDEV(…, {fileName: '/path/of/the/source'}) in every island.
  const dev = scripts.filter((f) => readFileSync(join(distDir, '_astro', f), 'utf8').includes('jsxDEV('));
  expect(dev).toEqual([]);
});
