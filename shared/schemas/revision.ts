/**
 * Revisions of posts, reviews and products (issue 16 item 2): the list item, one revision with the
 * fields it saved, and the restore payload. Routes: api/routes/admin/revision-routes.ts.
 */
import { z } from 'zod';
import { pagingQuery } from './admin';
import { idSchema, versionSchema } from './common';

export const REVISION_KINDS = ['post', 'review', 'product'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** How many revisions each item keeps; older ones are pruned by the save that adds one. */
export const REVISIONS_KEPT = 50;

/** A list item: who saved which version when; the fields stay out of lists. */
export const revisionSummarySchema = z.object({
  id: idSchema,
  kind: z.enum(REVISION_KINDS),
  itemId: idSchema,
  /** The item's version this save produced. */
  itemVersion: z.number().int(),
  userId: z.number().int().nullable(),
  /** The author's current username; null when the account is gone or the save had none. */
  username: z.string().nullable(),
  title: z.string(),
  /**
   * Keys of the item's admin shape this save changed against the previous saved state (issue 26);
   * null for a first revision (a creation, the state kept before the first revisioned save) and
   * for revisions saved before the summaries existed.
   */
  changedFields: z.array(z.string()).nullable(),
  createdAt: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** One revision with the item as it was saved (the admin shape: the GET answer of that time). */
export const revisionSchema = revisionSummarySchema.extend({ fields: z.record(z.string(), z.unknown()) });
export type Revision = z.infer<typeof revisionSchema>;

export const revisionListQuerySchema = z.object({ ...pagingQuery });
export type RevisionListQuery = z.infer<typeof revisionListQuerySchema>;

/** Restore payload: the item's version the editor has on screen, as in a normal save (409 when stale). */
export const revisionRestoreSchema = z.object({ version: versionSchema });
export type RevisionRestore = z.infer<typeof revisionRestoreSchema>;
