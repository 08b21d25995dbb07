import { expect, it } from 'vitest';
import { connect } from '../../shared/db/connect';
import { migrate } from '../../shared/db/migrate';
import { loadEnv } from '../../shared/env';
import { createRecordingPublisher } from '../publish/publisher';
import { startJobScheduler } from './start';

it('starts the scheduler in self-hosted mode only', async () => {
  const db = connect('sqlite::memory:');
  await migrate(db);
  const publisher = createRecordingPublisher(() => {});
  const netlify = loadEnv({ PUBLISHER: 'netlify', NETLIFY_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/x' });
  expect(startJobScheduler({ db, env: netlify, publisher })).toBeUndefined();
  const scheduler = startJobScheduler({ db, env: loadEnv({ PUBLISHER: 'local' }), publisher, log: () => {} });
  expect(scheduler).toBeDefined();
  scheduler!.stop();
  await scheduler!.idle();
  await db.close();
});
