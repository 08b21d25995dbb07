/**
 * Contact form messages (POST /api/contact). The per-IP limit is counted from the stored rows, so
 * it holds across processes and serverless instances without another table.
 */
import { sql } from 'kysely';
import type { Locale } from '../../locales';
import { retryAfterSeconds, widestWindowMs, type RateWindow } from '../../rate-windows';
import type { Db } from '../connect';

export interface NewContactMessage {
  locale: Locale;
  name: string;
  email: string;
  subject?: string | null;
  message: string;
  /** Client IP (api/http/client-ip.ts); the key of the rate limit. */
  ip: string;
}

export type StoreContactResult = { stored: true; id: number } | { stored: false; retryAfterSeconds: number };

/**
 * Stores a message unless the IP already used up a window of `limits`; then nothing is written and
 * the answer says how long to wait. Count and insert share one write transaction (SQLite: BEGIN
 * IMMEDIATE; PostgreSQL: an advisory lock on the IP), so parallel requests cannot both slip under
 * the limit.
 */
export async function storeContactMessage(db: Db, message: NewContactMessage, limits: readonly RateWindow[], now: Date): Promise<StoreContactResult> {
  return db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`contact:${message.ip}`}))`.execute(trx);
    const since = new Date(now.getTime() - widestWindowMs(limits)).toISOString();
    const rows = await trx
      .selectFrom('contact_messages')
      .select('created_at')
      .where('ip', '=', message.ip)
      .where('created_at', '>', since)
      .execute();
    const wait = retryAfterSeconds(rows.map((r) => r.created_at), limits, now);
    if (wait > 0) return { stored: false, retryAfterSeconds: wait };
    const { id } = await trx
      .insertInto('contact_messages')
      .values({
        locale: message.locale,
        name: message.name,
        email: message.email,
        subject: message.subject ?? null,
        message: message.message,
        ip: message.ip,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { stored: true, id };
  });
}
