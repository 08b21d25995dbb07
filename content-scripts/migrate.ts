/** `npm run migrate [-- --down]`: brings DATABASE_URL's schema up to date (or removes it). */
import { parseArgs } from 'node:util';
import { connect } from '../shared/db/connect';
import { migrate, migrateDownAll } from '../shared/db/migrate';
import { loadEnv } from '../shared/env';
import { runCli } from '../shared/run-cli';

runCli(async () => {
  const { values } = parseArgs({ options: { down: { type: 'boolean', default: false } }, strict: true });
  const db = connect(loadEnv().DATABASE_URL);
  try {
    const applied = values.down ? await migrateDownAll(db) : await migrate(db);
    console.log(applied.length ? `${values.down ? 'Reverted' : 'Applied'}: ${applied.join(', ')}` : `${db.url} is up to date`);
  } finally {
    await db.close();
  }
});
