import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../shared/db/testing';
import { insertFailedAttempt } from '../../shared/db/queries/login-attempts';
import { LOGIN_ATTEMPTS_KEPT_MS } from '../auth/cleanup';
import { cleanupAuthJob } from './cleanup-auth';
import { testJobContext } from './testing';

const NOW = new Date('2026-11-21T03:17:00.000Z');

describeEachDatabase('cleanup-auth job', (getDb) => {
  it('deletes login attempts past their keeping time and says how many', async () => {
    const db = getDb();
    await insertFailedAttempt(db, 'alice', '10.0.0.1', new Date(NOW.getTime() - LOGIN_ATTEMPTS_KEPT_MS - 1000));
    await insertFailedAttempt(db, 'alice', '10.0.0.1', new Date(NOW.getTime() - 1000));
    const result = await cleanupAuthJob.run(testJobContext(db, { now: () => NOW }));
    expect(result).toEqual({ status: 'succeeded', summary: '0 sessão(ões) expirada(s) e 1 tentativa(s) de login antiga(s) apagada(s)' });
    const left = await db.kysely.selectFrom('login_attempts').select('id').execute();
    expect(left).toHaveLength(1);
  });
});
