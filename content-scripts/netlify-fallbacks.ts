/**
 * `npx tsx content-scripts/netlify-fallbacks.ts [dist]`: writes dist/_redirects after the build:
 * the redirects of DATABASE_URL (renamed and deleted content, editors' redirects; issue 16) and
 * the fallbacks of coming-soon locales; the IndexNow key file when INDEXNOW_KEY is set; then the pages
 * function's deploy info (./netlify/deploy-info.ts).
 */
import { resolve } from 'node:path';
import { connect } from '../shared/db/connect';
import { allRedirects } from '../shared/db/queries/redirects';
import { loadEnv } from '../shared/env';
import { runCli } from '../shared/run-cli';
import { writeFallbackRedirects } from './netlify/fallback-redirects';
import { writeDeployInfo } from './netlify/deploy-info';
import { copyRendererForDeploy } from '../api/netlify-render';
import { writeIndexNowKeyFile } from './netlify/indexnow-key-file';

runCli(async () => {
  const dist = resolve(process.argv[2] ?? process.env.DIST_DIR ?? 'dist');
  const env = loadEnv();
  const db = connect(env.DATABASE_URL);
  try {
    if (env.INDEXNOW_KEY) console.log(`Wrote ${writeIndexNowKeyFile(dist, env.INDEXNOW_KEY)} (IndexNow key file)`);
    const content = await allRedirects(db);
    const locales = writeFallbackRedirects(dist, content);
    console.log(`Wrote ${dist}/_redirects (${content.length} content redirect(s); coming soon: ${locales.join(', ') || 'none'})`);
    // What the pages and render functions need from a deploy: in Netlify's build (NETLIFY=true) only.
    if (process.env.NETLIFY === 'true') {
      const info = writeDeployInfo(dist, content, locales);
      console.log(`Wrote ${dist}/_netlify/ (data read at ${info.builtAt}; pages saved after it come from Netlify Blobs)`);
      console.log(`Copied the renderer bundle to ${copyRendererForDeploy()} for the publish-pages-background function`);
    }
  } finally {
    await db.close();
  }
});
