/**
 * Audit records of security events that are not row changes (issue 17): a login refused by a lock
 * and a write refused for its origin. Both can be provoked by anyone at will, so one record per
 * address block and kind per quarter hour is kept (the first refusal says who and what; later ones
 * add nothing an admin needs and would let a stranger fill the log). Recording must never change
 * the refusal itself: a failure to write is logged and swallowed.
 */
import type { Context } from 'hono';
import type { Db } from '../../shared/db/connect';
import { hasAuditSince, insertAudit } from '../../shared/db/queries/admin/audit-log';
import type { AppDeps } from '../deps';
import { requestAddressBlock } from '../http/client-ip';

/** One record per address block and entity within this time. */
export const REFUSAL_RECORD_INTERVAL_MS = 15 * 60 * 1000;

/** Audit entities of the security events (the audit screen names them). */
export const LOGIN_REFUSAL_ENTITY = 'login';
export const ORIGIN_REFUSAL_ENTITY = 'cross-origin';

/** Text from a request header or path, cut so a client cannot bloat the record. */
export const clip = (value: string | undefined, max = 200): string | null => (value === undefined ? null : value.slice(0, max));

export interface RefusalEvent {
  entity: typeof LOGIN_REFUSAL_ENTITY | typeof ORIGIN_REFUSAL_ENTITY;
  /** The client's address block (api/http/client-ip.ts): the record's entity id. */
  addressBlock: string;
  /** What was refused and why; never a password or other secret. */
  details: Record<string, unknown>;
  now: Date;
  /** 'refuse' (a lock, an origin) unless a login failed on its password: each kind is rate-limited apart. */
  action?: 'refuse' | 'wrong-password';
  /** The record's entity id when not the address block (a wrong password: the account tried). */
  entityId?: string;
}

/** Writes a 'refuse' audit entry unless one for the same block and entity is younger than the interval. */
export async function recordRefusal(db: Db, event: RefusalEvent, log: (message: string, err?: unknown) => void = console.error): Promise<void> {
  const entityId = (event.entityId ?? event.addressBlock).slice(0, 64);
  const action = event.action ?? 'refuse';
  try {
    const since = new Date(event.now.getTime() - REFUSAL_RECORD_INTERVAL_MS);
    if (await hasAuditSince(db.kysely, event.entity, entityId, since, action)) return;
    await insertAudit(db.kysely, {
      userId: null,
      action,
      entity: event.entity,
      entityId,
      before: null,
      after: { addressBlock: event.addressBlock, ...event.details },
      at: event.now.toISOString(),
    });
  } catch (err) {
    log(`could not record the refused ${event.entity} (${action}) from ${entityId} in the audit log`, err);
  }
}

/** The origin part of a Referer (its path and query may carry another site's private data). */
function refererOrigin(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    return new URL(value).origin;
  } catch {
    return clip(value, 100);
  }
}

/**
 * The `onRefused` hook of the origin checks (api/auth/mutation-guard.ts, api/http/same-origin.ts):
 * records the method, path and claimed origin of the refused write.
 */
export function originRefusalRecorder(deps: Pick<AppDeps, 'db' | 'now' | 'log' | 'trustedProxies' | 'clientIp'>) {
  return (c: Context) =>
    recordRefusal(deps.db, {
      entity: ORIGIN_REFUSAL_ENTITY,
      addressBlock: requestAddressBlock(c, deps),
      details: {
        method: c.req.method,
        path: clip(new URL(c.req.url).pathname),
        origin: clip(c.req.header('origin')),
        referer: refererOrigin(c.req.header('referer')),
        secFetchSite: clip(c.req.header('sec-fetch-site'), 32),
      },
      now: deps.now(),
    }, deps.log);
}
