/** Contact form payload (POST /api/contact). The contents of the form are not in SPEC; DESIGN §1. */
import { z } from 'zod';
import { localeSchema } from './common';

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, messageMin: 10, messageMax: 5000 } as const;

export const contactPayloadSchema = z.object({
  locale: localeSchema,
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(CONTACT_LIMITS.name, `name is too long: at most ${CONTACT_LIMITS.name} characters`),
  email: z
    .string({ error: 'email is required' })
    .trim()
    .max(CONTACT_LIMITS.email, `email is too long: at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email('email must be a valid e-mail address')),
  /** An empty subject is the same as none. */
  subject: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.subject, `subject is too long: at most ${CONTACT_LIMITS.subject} characters`)
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: z
    .string({ error: 'message is required' })
    .trim()
    .min(CONTACT_LIMITS.messageMin, `message is too short: at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.messageMax, `message is too long: at most ${CONTACT_LIMITS.messageMax} characters`),
  /**
   * Honeypot: hidden from people, so only bots fill it. Any content is rejected; the route may
   * choose to answer such a request as if it had succeeded.
   */
  website: z.string().max(0, 'website must be empty').optional(),
});
export type ContactPayload = z.infer<typeof contactPayloadSchema>;
