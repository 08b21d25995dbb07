/** `npx tsx content-scripts/netlify-fallbacks.ts [dist]`: writes dist/_redirects for coming-soon locales (after the build). */
import { resolve } from 'node:path';
import { runCli } from '../shared/run-cli';
import { writeFallbackRedirects } from './netlify/fallback-redirects';

runCli(async () => {
  const dist = resolve(process.argv[2] ?? process.env.DIST_DIR ?? 'dist');
  const locales = writeFallbackRedirects(dist);
  console.log(`Wrote ${dist}/_redirects (coming soon: ${locales.join(', ') || 'none'})`);
});
