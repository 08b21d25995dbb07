/**
 * POST /api/contact: the contact form of every locale (issue 3 §6). JSON only, zod-validated,
 * with a honeypot and a per-IP limit counted from the stored messages.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { storeContactMessage } from '../../shared/db/queries/contact';
import type { RateWindow } from '../../shared/rate-windows';
import { contactPayloadSchema } from '../../shared/schemas/contact';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { requestAddressBlock } from '../http/client-ip';
import { jsonError, methodNotAllowed, parseOr400 } from '../http/errors';
import { readJsonBody } from '../http/json-body';
import { sameOriginOnly } from '../http/same-origin';
import { originRefusalRecorder } from '../audit/security-events';

/** A message is at most ~5,000 characters; 64 KiB leaves room for UTF-8 and the other fields. */
export const CONTACT_MAX_BODY_BYTES = 64 * 1024;

/** Per client IP: 5 messages an hour and 20 a day are plenty for a person, little for a spammer. */
export const CONTACT_RATE_LIMITS: readonly RateWindow[] = [
  { ms: 3_600_000, max: 5 },
  { ms: 86_400_000, max: 20 },
];

/**
 * The honeypot is checked before the schema: a bot that fills `website` must not learn from a 400
 * which field gave it away, so it gets the same 201 as a person and nothing is stored.
 */
const honeypot = z.object({ website: z.unknown() }).partial();

export function contactRoutes(deps: AppDeps, limits: readonly RateWindow[] = CONTACT_RATE_LIMITS) {
  const app = new Hono();
  app.post(
    '/contact',
    sameOriginOnly(originRefusalRecorder(deps)),
    bodyLimit({
      maxSize: CONTACT_MAX_BODY_BYTES,
      onError: (c) => jsonError(c, 413, 'payload_too_large', `The message is too large: at most ${CONTACT_MAX_BODY_BYTES} bytes`),
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const body = await readJsonBody(c, z.unknown());
      const trap = honeypot.safeParse(body);
      if (trap.success && trap.data.website !== undefined && trap.data.website !== '') return c.json({ ok: true }, 201);

      const payload = parseOr400(contactPayloadSchema, body);
      const result = await storeContactMessage(
        deps.db,
        { locale: payload.locale, name: payload.name, email: payload.email, subject: payload.subject, message: payload.message, ip: requestAddressBlock(c, deps) },
        limits,
        deps.now(),
      );
      if (!result.stored) {
        c.header('Retry-After', String(result.retryAfterSeconds));
        const minutes = Math.ceil(result.retryAfterSeconds / 60);
        return jsonError(c, 429, 'rate_limited', `Too many messages from this address: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`);
      }
      return c.json({ ok: true }, 201);
    },
  );
  app.all('/contact', methodNotAllowed(['POST']));
  return app;
}
