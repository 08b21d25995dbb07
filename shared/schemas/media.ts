/** Payloads of the media library's admin API (/api/admin/media, issue 14). */
import { z } from 'zod';
import { LOCALES } from '../locales';
import { pagingQuery } from './admin';

/** Longest alt text kept: a sentence describing the picture, not a paragraph. */
export const ALT_TEXT_MAX = 300;

const altText = z.string().trim().max(ALT_TEXT_MAX, `alt text is too long: at most ${ALT_TEXT_MAX} characters`);

/** Alt text per locale code: `{ br: '…', it: '…' }`; an empty text removes the locale's. */
export const mediaAltSchema = z.strictObject(Object.fromEntries(LOCALES.map((l) => [l, altText.optional()])) as Record<(typeof LOCALES)[number], z.ZodOptional<typeof altText>>, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? `alt: unknown locale ${issue.keys.join(', ')} (known: ${LOCALES.join(', ')})` : undefined),
});

export const mediaListQuerySchema = z.object({
  ...pagingQuery,
  q: z.string().trim().max(200, 'q is too long: at most 200 characters').optional(),
});

export const mediaUpdateSchema = z.strictObject({
  alt: mediaAltSchema,
  version: z.number({ error: 'version must be the integer version you last read' }).int().positive(),
});

export type MediaUpdateInput = z.infer<typeof mediaUpdateSchema>;
