/**
 * `npm start` (DESIGN §6): migrate, seed the demo corpus when the database is empty, build dist/
 * when it is missing or stale, then serve the site and the API and print the URL.
 */
import { describeInitialAdmin, ensureInitialAdmin } from '../api/auth/bootstrap';
import { DIST_DIR, serveSite } from '../api/server';
import { connect } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { loadEnv } from '../shared/env';
import { createFileMediaStore, mediaDir } from '../shared/media/store';
import { runCli } from '../shared/run-cli';
import { buildSite, staleReason } from '../api/publish/build-site';
import { seedDemo } from './seed/seed';
import { isContentEmpty } from './seed/write';

async function main() {
  // Pages render in this process (incremental builds): production React and Astro are faster.
  process.env.NODE_ENV ??= 'production';
  const env = loadEnv();
  const db = connect(env.DATABASE_URL);
  const applied = await migrate(db);
  if (applied.length) console.log(`Database ${db.url}: applied ${applied.join(', ')}`);

  if (await isContentEmpty(db)) {
    const r = await seedDemo(db, { media: createFileMediaStore(mediaDir(env)) });
    console.log(`Seeded the demo corpus: ${r.posts} posts, ${r.products} products, ${r.reviews} reviews (${r.ms} ms)`);
  }

  // Printed at once (not after the build): if a later step fails, the one-time password is not lost.
  const adminLines = describeInitialAdmin(await ensureInitialAdmin(db, env), `${env.SITE_URL}/admin/login`);
  if (adminLines) console.log(`\n${adminLines}`);

  const reason = await staleReason(db, DIST_DIR);
  if (reason) {
    console.log(`Building the site (${reason})…`);
    const started = performance.now();
    await buildSite({ db, databaseUrl: env.DATABASE_URL, distDir: DIST_DIR, siteUrl: env.SITE_URL });
    console.log(`Built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const running = await serveSite(env, db);
  console.log(`\n  Site ready: ${running.url}\n  API:        ${running.url}/api/home-data\n`);
}

runCli(main, { keepAlive: true });
