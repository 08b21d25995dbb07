/** Payloads of the media library's admin API (/api/admin/media, issue 14). */
import { z } from 'zod';
import { LOCALES } from '../locales';
import { pagingQuery } from './admin';

/** Longest alt text kept: a sentence describing the picture, not a paragraph. */
export const ALT_TEXT_MAX = 300;

const altText = z
  .string()
  .trim()
  .max(ALT_TEXT_MAX, `alt text is too long: at most ${ALT_TEXT_MAX} characters`)
  // PostgreSQL text cannot hold U+0000 (a 500 there, stored on SQLite): refused on both (issue 24).
  .refine((v) => !v.includes('\u0000'), 'alt text must not contain NUL characters (\\u0000)');

/** Alt text per locale code: `{ br: '…', it: '…' }`; an empty text removes the locale's. */
export const mediaAltSchema = z.strictObject(Object.fromEntries(LOCALES.map((l) => [l, altText.optional()])) as Record<(typeof LOCALES)[number], z.ZodOptional<typeof altText>>, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? `alt: unknown locale ${issue.keys.join(', ')} (known: ${LOCALES.join(', ')})` : undefined),
});

export const mediaListQuerySchema = z.object({
  ...pagingQuery,
  q: z.string().trim().max(200, 'q is too long: at most 200 characters').optional(),
});

const focalCoordinate = (axis: 'x' | 'y') =>
  z.number({ error: `focal.${axis} must be a number from 0 to 1` })
    .min(0, `focal.${axis} must be from 0 to 1 (0 is the ${axis === 'x' ? 'left' : 'top'} edge)`)
    .max(1, `focal.${axis} must be from 0 to 1 (1 is the ${axis === 'x' ? 'right' : 'bottom'} edge)`)
    // Thousandths: the share card's file is named by them (contract `ogFile`).
    .transform((v) => Math.round(v * 1000) / 1000);

/** The editor's focal point (issue 26 item 7): 0..1 from the left and from the top; null removes it. */
export const mediaFocalSchema = z.strictObject({ x: focalCoordinate('x'), y: focalCoordinate('y') }).nullable();

export const mediaUpdateSchema = z
  .strictObject({
    alt: mediaAltSchema.optional(),
    focal: mediaFocalSchema.optional(),
    version: z.number({ error: 'version must be the integer version you last read' }).int().positive(),
  })
  .refine((v) => v.alt !== undefined || v.focal !== undefined, { message: 'send alt, focal or both', path: ['alt'] });

export type MediaUpdateInput = z.infer<typeof mediaUpdateSchema>;

/** The answer shape of a library item (shared/media/contract.ts `MediaItem`). */
export const mediaItemSchema = z.object({
  id: z.number().int(),
  hash: z.string().regex(/^[0-9a-f]{32}$/),
  width: z.number().int(),
  height: z.number().int(),
  fallback: z.enum(['jpg', 'png']),
  mime: z.string().describe('From the bytes: image/jpeg, image/png, image/webp or image/avif'),
  bytes: z.number().int(),
  originalName: z.string(),
  alt: z.record(z.string(), z.string()).describe('Alt text per locale code'),
  imageUrl: z.string().describe('What to store in an imageUrl field: /media/{hash}-{w}x{h}/{largest}.{fallback}'),
  thumbnailUrl: z.string().describe('320 px WebP (or the image\'s own width if smaller); imageUrl until it is written'),
  variants: z.object({
    state: z.enum(['ready', 'pending', 'failed']),
    done: z.number().int(),
    total: z.number().int(),
  }).describe('The variants made after the upload answered: done of total steps (each width, then the share card)'),
  focal: z.object({ x: z.number(), y: z.number() }).nullable().describe('The focal point, 0..1 from the left and the top; every crop keeps it in view'),
  ogImageUrl: z.string().describe('The 1200x630 share card, cut around the focal point'),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});

/** The upload form (multipart/form-data), as documented; the route reads it field by field. */
export const mediaUploadFormSchema = z.object({
  file: z.string().describe('The image file (binary): JPEG, PNG, WebP or AVIF, checked from its bytes'),
  'alt.br': z.string().optional().describe('Alt text for br; likewise alt.it, alt.mx, alt.es, alt.us'),
});

/** The replace form (multipart/form-data) of POST /api/admin/media/{id}/replace, as documented. */
export const mediaReplaceFormSchema = z.object({
  file: z.string().describe('The new image file (binary): JPEG, PNG, WebP or AVIF, checked from its bytes'),
  version: z.string().describe('The version of the item you loaded (a whole number); 409 when stale'),
});

/** The answer of a replace: the item with its new file, and the posts, reviews and products rewritten to it. */
export const mediaReplaceResultSchema = z.object({
  item: mediaItemSchema,
  changed: z.array(z.object({ kind: z.enum(['post', 'review', 'product']), id: z.number().int() })),
});
