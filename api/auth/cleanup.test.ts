import { expect, it } from 'vitest';
import { insertFailedAttempt } from '../../shared/db/queries/login-attempts';
import { insertSession } from '../../shared/db/queries/sessions';
import { describeEachDatabase } from '../../shared/db/testing';
import { cleanupAuth } from './cleanup';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';
import { createTestAdmin } from './testing';

const NOW = new Date('2026-06-10T12:00:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms);
const DAY = 24 * 3_600_000;

describeEachDatabase('cleanupAuth', (getDb) => {
  it('deletes idle and expired sessions and attempts older than 30 days, keeping the rest', async () => {
    const db = getDb();
    const { id: userId } = await createTestAdmin(db);
    const session = (tokenHash: string, createdAt: Date, lastSeen: Date) =>
      insertSession(db, { tokenHash, userId, createdAt, expiresAt: new Date(createdAt.getTime() + SESSION_ABSOLUTE_MS), ip: null, userAgent: null })
        .then((id) => db.kysely.updateTable('sessions').set({ last_seen_at: lastSeen.toISOString() }).where('id', '=', id).execute());
    await session('live', before(DAY), before(60_000));
    await session('idle', before(DAY), before(SESSION_IDLE_MS + 1));
    await session('old', before(SESSION_ABSOLUTE_MS), before(60_000));
    await insertFailedAttempt(db, 'ana', '203.0.113.1', before(31 * DAY));
    await insertFailedAttempt(db, 'ana', '203.0.113.1', before(29 * DAY));

    expect(await cleanupAuth(db, NOW)).toEqual({ sessions: 2, loginAttempts: 1 });
    expect((await db.kysely.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['live']);
    expect(await db.kysely.selectFrom('login_attempts').select('created_at').execute()).toEqual([{ created_at: before(29 * DAY).toISOString() }]);
    expect(await cleanupAuth(db, NOW)).toEqual({ sessions: 0, loginAttempts: 0 });
  });
});
