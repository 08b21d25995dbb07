/**
 * Editor presence (issue 26 §4): while an item is open in the admin, its editor's screen sends a
 * heartbeat naming the item; the answer lists the other admins whose heartbeat for the same item
 * is recent. Nothing is locked: it only tells people they may meet in a 409.
 */
import { z } from 'zod';

/** The editors that announce presence: every screen with the version check and the conflict panel. */
export const PRESENCE_ENTITIES = ['post', 'product', 'review', 'category', 'setting', 'locale_config'] as const;
export type PresenceEntity = (typeof PRESENCE_ENTITIES)[number];

/**
 * Seconds between heartbeats, and how long one counts: three missed beats (a closed laptop, a lost
 * tab) and the editor is no longer listed.
 */
export const PRESENCE_TIMING = { heartbeatSeconds: 15, expirySeconds: 45 } as const;

export const presenceInputSchema = z.object({
  entity: z.enum(PRESENCE_ENTITIES, { error: `entity must be one of ${PRESENCE_ENTITIES.join(', ')}` }),
  // An id, a setting key or a locale code, as the item's own admin path names it.
  key: z
    .string({ error: 'key must be a string' })
    .min(1, 'key is required')
    .max(120, 'key is too long: at most 120 characters')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'key may hold only letters, digits and _ . : -'),
});
export type PresenceInput = z.infer<typeof presenceInputSchema>;

/** Another admin with the item open. */
export const presentEditorSchema = z.object({ username: z.string(), since: z.string(), seenAt: z.string() });
export type PresentEditor = z.infer<typeof presentEditorSchema>;

/** The answer to a heartbeat: the others (never the caller), by username; at most PRESENCE_MAX_LISTED. */
export const presenceAnswerSchema = z.object({ editors: z.array(presentEditorSchema), heartbeatSeconds: z.number().int() });
export type PresenceAnswer = z.infer<typeof presenceAnswerSchema>;

export const PRESENCE_MAX_LISTED = 20;
