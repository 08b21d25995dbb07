/**
 * `npm run seed -- [--scale N] [--reset] [--now ISO]`: the demo corpus into DATABASE_URL.
 * --scale N writes N posts per active locale (br, it, mx) plus proportional products and reviews.
 */
import { parseArgs } from 'node:util';
import { connect } from '../../shared/db/connect';
import { migrate } from '../../shared/db/migrate';
import { loadEnv } from '../../shared/env';
import { createFileMediaStore, mediaDir } from '../../shared/media/store';
import { runCli } from '../../shared/run-cli';
import { MIN_POSTS_PER_LOCALE } from './corpus';
import { seedDemo } from './seed';

runCli(async () => {
  const { values } = parseArgs({
    options: { scale: { type: 'string' }, reset: { type: 'boolean', default: false }, now: { type: 'string' } },
    strict: true,
  });
  const scale = values.scale === undefined ? undefined : Number(values.scale);
  if (scale !== undefined && !(Number.isInteger(scale) && scale >= MIN_POSTS_PER_LOCALE && scale <= 200_000)) {
    throw new Error(`--scale must be a whole number of posts per locale from ${MIN_POSTS_PER_LOCALE} to 200000 (got "${values.scale}")`);
  }
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now must be an ISO date-time (got "${values.now}")`);

  const env = loadEnv();
  const db = connect(env.DATABASE_URL);
  try {
    await migrate(db);
    const r = await seedDemo(db, { postsPerLocale: scale, reset: values.reset, now, media: createFileMediaStore(mediaDir(env)) });
    console.log(
      `Seeded ${r.posts} posts, ${r.products} products, ${r.reviews} reviews, ${r.categories} categories and ${r.localeConfigs} locale configs into ${db.url} in ${(r.ms / 1000).toFixed(2)} s`,
    );
  } finally {
    await db.close();
  }
});
