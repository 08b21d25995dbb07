/**
 * Reviews: the editor's review of one product in one locale, with a 0–5 rating, pros, cons and a
 * verdict. Pros and cons are arrays in JSON (stored as JSON text, see shared/db/schema.ts).
 */
import { z } from 'zod';
import {
  bodyText,
  editorialFields,
  optionalText,
  requiredText,
  checkPublishable,
  idSchema,
  isoDateTimeSchema,
  localeSchema,
  slugSchema,
  editorialStatusSchema,
  authorshipFields,
  itemAuthorIdsSchema,
  reviewNoteSchema,
  translationKeySchema,
  versionSchema,
  baseVersionSchema,
} from './common';
import { adminContentSeoFields, contentSeoFields } from './seo';

export const REVIEW_LIMITS = { title: 200, excerpt: 500, body: 200_000, verdict: 2000, point: 200, points: 20 } as const;

/**
 * Editor's rating, 0–5 in steps of 0.1. Checked on the value times ten rather than with a float
 * remainder, so 4.3 (which is 4.2999… in binary) is accepted and 4.35 is not.
 */
export const reviewRatingSchema = z
  .number({ error: 'rating must be a number from 0 to 5' })
  .min(0, 'rating must be a number from 0 to 5')
  .max(5, 'rating must be a number from 0 to 5')
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'rating must use steps of 0.1');

const pointSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(REVIEW_LIMITS.point, `is too long: at most ${REVIEW_LIMITS.point} characters`);

/** Pros or cons: at most 20 entries of 1–200 characters. */
export const reviewPointsSchema = z
  .array(pointSchema)
  .max(REVIEW_LIMITS.points, `at most ${REVIEW_LIMITS.points} entries`);

/** Public review. */
export const reviewSchema = z.object({
  id: idSchema,
  locale: localeSchema,
  slug: slugSchema,
  productId: idSchema,
  title: z.string(),
  excerpt: z.string(),
  /** Markdown; sanitized when rendered. */
  body: z.string(),
  rating: reviewRatingSchema,
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  verdict: z.string(),
  translationKey: z.string().nullable(),
  publishedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Review = z.infer<typeof reviewSchema>;

/** Review as the admin app sees it. */
export const adminReviewSchema = reviewSchema.extend({ ...editorialFields, ...authorshipFields, ...adminContentSeoFields });
export type AdminReview = z.infer<typeof adminReviewSchema>;

const reviewInputFields = {
  locale: localeSchema,
  slug: slugSchema,
  productId: idSchema,
  title: requiredText('title', REVIEW_LIMITS.title),
  excerpt: optionalText('excerpt', REVIEW_LIMITS.excerpt),
  body: bodyText('body', REVIEW_LIMITS.body),
  rating: reviewRatingSchema,
  pros: reviewPointsSchema.default([]),
  cons: reviewPointsSchema.default([]),
  verdict: optionalText('verdict', REVIEW_LIMITS.verdict),
  status: editorialStatusSchema.default('draft'),
  authorIds: itemAuthorIdsSchema,
  publishAt: isoDateTimeSchema.nullish(),
  translationKey: translationKeySchema.nullish(),
  // Per-page SEO (issue 16): search title and description, noindex.
  ...contentSeoFields,
};

/** Admin create payload. A scheduled review needs `publishAt`. */
export const reviewInputSchema = z.object(reviewInputFields).superRefine(checkPublishable);
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** Admin update payload: the full review plus the loaded `version`. */
export const reviewUpdateSchema = z
  .object({ ...reviewInputFields, status: editorialStatusSchema, reviewNote: reviewNoteSchema, version: versionSchema, baseVersion: baseVersionSchema })
  .superRefine(checkPublishable);
export type ReviewUpdateInput = z.infer<typeof reviewUpdateSchema>;
