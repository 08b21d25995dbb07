/**
 * The checks both bad-input suites make of an answer (api/routes/bad-input.test.ts through
 * app.request, api/bad-input-server.test.ts over a socket): the error's JSON shape, the rows a
 * refusal may leave, and waiting out the background work of a 202.
 */
import { expect } from 'vitest';
import type { Db } from '../../shared/db/connect';
import { diffSnapshots, snapshotTables, type TableDiff, type TableSnapshot } from '../../shared/db/test-snapshot';
import { hashSessionToken } from '../auth/sessions';
import type { ErrorBody } from '../http/errors';

/**
 * Asserts `text` is the API's error shape (api/http/errors.ts): a machine-readable `error` other
 * than the hidden 500's and a `message` long enough to name the problem, saying what is wrong
 * with each field of `issues`. Returns the parsed body.
 */
export function expectErrorBody(contentType: string | null | undefined, text: string, where: string): ErrorBody {
  expect(contentType, where).toMatch(/^application\/json\b/);
  const answer = JSON.parse(text) as ErrorBody;
  expect(answer.error, where).toMatch(/^[a-z][a-z_]+$/);
  expect(answer.error, where).not.toBe('internal');
  expect(typeof answer.message === 'string' && answer.message.trim().length >= 10, where).toBe(true);
  // A refusal of particular fields says what is wrong with each in the message too, for a client
  // that shows only the message: the field's name, or that field's own message.
  for (const issue of answer.issues ?? []) {
    if (issue.path && !answer.message.includes(issue.message)) expect(answer.message, where).toContain(issue.path);
  }
  return answer;
}

/**
 * Rows a refused request may change, each for a reason of its own; anything else in a diff is a
 * defect.
 * - login_attempts, failed rows added, on a refused login or password change (`error` tells which):
 *   counting failures is what the lockout is made of (api/auth/rate-limit.ts), so a wrong password
 *   must leave its row.
 * - audit_log, 'refuse' rows added, on a write refused for its origin or a login refused by a lock:
 *   these refusals are security events an admin must be able to trace (api/audit/security-events.ts);
 *   'wrong-password' rows on a login refused for its password, likewise.
 */
export function allowedOnRefusal(diff: TableDiff, error: string | undefined): boolean {
  if (diff.table === 'audit_log') {
    // A wrong password leaves one 'wrong-password' row per account and interval (issue 26 item 6).
    if (error === 'invalid_credentials') return diff.removed.length === 0 && diff.added.every((row) => row.action === 'wrong-password' && row.entity === 'login');
    return ['forbidden_origin', 'forbidden', 'too_many_attempts'].includes(error ?? '') && diff.removed.length === 0 &&
      diff.added.every((row) => row.action === 'refuse' && ['cross-origin', 'login'].includes(String(row.entity)));
  }
  return diff.table === 'login_attempts' && ['invalid_credentials', 'invalid_current_password'].includes(error ?? '') &&
    diff.removed.length === 0 && diff.added.every((row) => row.succeeded === 0);
}

/** Asserts that nothing but the allowed rows changed between the two snapshots of a refused request. */
export async function expectUnchangedAfterRefusal(db: Db, before: TableSnapshot, after: TableSnapshot, error: string | undefined, where: string): Promise<void> {
  const changed = (await diffSnapshots(db, before, after)).filter((d) => !allowedOnRefusal(d, error));
  expect(changed, `a refused request changed the database: ${where}`).toEqual([]);
}

/**
 * True when the request between the two snapshots ended the session of `cookie` (`admin_session=…`):
 * a logout, or a route added later that ends sessions. The suite then signs in again.
 */
export async function sessionEnded(db: Db, before: TableSnapshot, after: TableSnapshot, cookie: string): Promise<boolean> {
  if (JSON.stringify(before.sessions) === JSON.stringify(after.sessions)) return false;
  const hash = hashSessionToken(cookie.slice(cookie.indexOf('=') + 1));
  return !(await db.kysely.selectFrom('sessions').select('id').where('token_hash', '=', hash).executeTakeFirst());
}

/**
 * The snapshot once nothing more is written: a 202 means the work goes on in the background (a job
 * started by "run now"), and its last write must not land inside the next request's comparison.
 */
export async function settle(db: Db, tables: string[], last: TableSnapshot): Promise<TableSnapshot> {
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 10));
    const now = await snapshotTables(db, tables);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  throw new Error('the database kept changing for a second after a 202');
}
