/** `npm run build [-- --if-stale]`: pre-renders the site from DATABASE_URL into dist/. */
import { parseArgs } from 'node:util';
import { DIST_DIR } from '../api/server';
import { connect } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { loadEnv } from '../shared/env';
import { buildSite, staleReason } from '../api/publish/build-site';
import { runCli } from '../shared/run-cli';

runCli(async () => {
  const { values } = parseArgs({ options: { 'if-stale': { type: 'boolean', default: false } }, strict: true });
  const env = loadEnv();
  const db = connect(env.DATABASE_URL);
  try {
    await migrate(db);
    const reason = values['if-stale'] ? await staleReason(db, DIST_DIR) : 'requested';
    if (!reason) {
      console.log('dist/ is up to date');
      return;
    }
    const started = performance.now();
    const { pages, caughtUp } = await buildSite({ db, databaseUrl: env.DATABASE_URL, distDir: DIST_DIR, siteUrl: env.SITE_URL, log: (line) => console.log(line) });
    // Older releases are deleted by a background process that outlives this one (api/publish/releases.ts).
    console.log(`Built dist/ (${reason}): ${pages} pages in ${((performance.now() - started) / 1000).toFixed(1)} s${caughtUp.length ? `, ${caughtUp.length} saved meanwhile rendered again before the swap` : ''}`);
  } finally {
    await db.close();
  }
});
