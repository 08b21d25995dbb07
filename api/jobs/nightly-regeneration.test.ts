import { expect, it } from 'vitest';
import { connect } from '../../shared/db/connect';
import { nightlyRegenerationJob } from './nightly-regeneration';
import { slotFor } from './scheduler';
import { testJobContext } from './testing';

it('asks the publisher for one full rebuild, triggered "nightly", at 03:00 UTC', async () => {
  const db = connect('sqlite::memory:');
  const ctx = testJobContext(db);
  expect(await nightlyRegenerationJob.run(ctx)).toMatchObject({ status: 'succeeded' });
  expect(ctx.publisher.rebuilds).toEqual(['nightly']);
  expect(ctx.publisher.requests).toEqual([]);
  expect(slotFor(nightlyRegenerationJob.schedule, new Date('2026-11-21T03:00:00.040Z'))).toBe('2026-11-21T03:00Z');
  await db.close();
});
