/** Outbound click tracking payload (POST /api/clicks): which buy link was followed, from where. */
import { z } from 'zod';
import { idSchema, localeSchema, urlSchema } from './common';

export const CLICK_KINDS = ['retailer', 'marketplace'] as const;

/**
 * Site-relative path of the page the click came from. `//host` is refused because browsers read
 * it as another origin.
 */
export const sourcePathSchema = z
  .string()
  .max(500, 'sourcePath is too long: at most 500 characters')
  .regex(/^\/(?!\/)[^\s]*$/, "sourcePath must be a site path starting with '/'");

export const clickPayloadSchema = z.object({
  locale: localeSchema,
  kind: z.enum(CLICK_KINDS, { error: `kind must be one of ${CLICK_KINDS.join(', ')}` }),
  productId: idSchema.nullish(),
  targetUrl: urlSchema,
  sourcePath: sourcePathSchema.nullish(),
});
export type ClickPayload = z.infer<typeof clickPayloadSchema>;
