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

export interface ContactMessage {
  id: number;
  locale: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  ip: string | null;
  readAt: string | null;
  createdAt: string;
}

/** Newest messages first (the admin inbox and tests read them through this). */
export async function listContactMessages(db: Db, { limit = 50, offset = 0 } = {}): Promise<ContactMessage[]> {
  const rows = await db.kysely.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return rows.map((r) => ({
    id: r.id, locale: r.locale, name: r.name, email: r.email, subject: r.subject, message: r.message, ip: r.ip,
    readAt: r.read_at, createdAt: r.created_at,
  }));
}

export async function countContactMessages(db: Db): Promise<number> {
  const row = await db.kysely.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
