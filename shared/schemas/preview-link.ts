/**
 * Preview links in the admin API (issue 16 item 4): what an editor sends to create one, the list
 * query of an item's links, and a link as the admin sees it (never its token after creation).
 */
import { z } from 'zod';
import { idSchema } from './common';
import { pagingQuery } from './admin';

/** Lifetime an editor may pick, in days: a week unless said otherwise, never more than a month. */
export const PREVIEW_LINK_DAYS = { default: 7, min: 1, max: 30 } as const;

const kindSchema = z.enum(['post', 'review'], { error: 'kind must be post or review' });
const daysMessage = `expiresInDays must be a whole number of days from ${PREVIEW_LINK_DAYS.min} to ${PREVIEW_LINK_DAYS.max}`;

export const previewLinkInputSchema = z.object({
  kind: kindSchema,
  id: idSchema,
  expiresInDays: z
    .number({ error: daysMessage })
    .int(daysMessage)
    .min(PREVIEW_LINK_DAYS.min, daysMessage)
    .max(PREVIEW_LINK_DAYS.max, daysMessage)
    .default(PREVIEW_LINK_DAYS.default),
});
export type PreviewLinkInput = z.infer<typeof previewLinkInputSchema>;

export const previewLinkListQuerySchema = z.object({ kind: kindSchema, id: idSchema, ...pagingQuery });
export type PreviewLinkListQuery = z.infer<typeof previewLinkListQuerySchema>;

/** A live link of an item, as listed. */
export interface AdminPreviewLink {
  id: number;
  kind: 'post' | 'review';
  itemId: number;
  createdAt: string;
  expiresAt: string;
  createdBy: string | null;
}

/** The answer to a creation: the only time the token (inside `url`) is ever shown. */
export interface CreatedPreviewLink extends AdminPreviewLink {
  /** Site-relative address to share: `/api/preview/{token}`. */
  url: string;
}

/** Shape of a token in a URL: 43 base64url characters (256 random bits). */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
