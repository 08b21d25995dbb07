/** Outbound click tracking payload (POST /api/clicks): which buy link was followed, from where. */
import { z } from 'zod';
import { idSchema, localeSchema, urlSchema } from './common';

/** A path of this site: one leading slash, then no second slash or backslash at the start, no whitespace or backslash at all. */
export const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

export const CLICK_KINDS = ['retailer', 'marketplace'] as const;

/**
 * Site-relative path of the page the click came from, stored without its query or fragment (they
 * can hold an e-mail or a CPF a form put there: issue 24). `//host` and `/\\host` are refused
 * because browsers read both as another origin, and so is a backslash anywhere.
 */
export const sourcePathSchema = z
  .string()
  .max(500, 'sourcePath is too long: at most 500 characters')
  .transform((path) => path.replace(/[?#].*$/s, ''))
  .pipe(z.string().regex(SITE_PATH, "sourcePath must be a site path starting with '/' (no '//', no backslash)"));

export const clickPayloadSchema = z.object({
  locale: localeSchema,
  kind: z.enum(CLICK_KINDS, { error: `kind must be one of ${CLICK_KINDS.join(', ')}` }),
  productId: idSchema.nullish(),
  targetUrl: urlSchema,
  sourcePath: sourcePathSchema.nullish(),
});
export type ClickPayload = z.infer<typeof clickPayloadSchema>;
