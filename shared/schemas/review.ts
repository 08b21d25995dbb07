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
  isoDateSchema,
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
import { parseMediaUrl } from '../media/contract';

export const REVIEW_LIMITS = { title: 200, excerpt: 500, body: 200_000, verdict: 2000, point: 200, points: 20, testedText: 5000, testedPhotos: 12 } as const;

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

/**
 * One photo of the "how we tested" section (issue 25 item 5): an image of this site's media library,
 * stored as its relative `/media/…` address like every library image field.
 */
const testedPhotoSchema = z
  .string()
  .trim()
  .refine((v) => v.startsWith('/media/') && parseMediaUrl(v) !== null, 'must be an image of the media library (/media/…)');

/** "How we tested" in the public shape: '' / null / [] when the review has no such section. */
const testingFields = {
  testedText: z.string().describe('How the product was tested, in the review\'s locale; empty for none'),
  testedFrom: isoDateSchema.nullable().describe('First day of the test period (YYYY-MM-DD)'),
  testedTo: isoDateSchema.nullable().describe('Last day of the test period (YYYY-MM-DD)'),
  testedPhotos: z.array(z.string()).describe('Media-library images of the test'),
};

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
  ...testingFields,
  translationKey: z.string().nullable(),
  publishedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Review = z.infer<typeof reviewSchema>;

/** Who checked a review before it went live ("reviewed by", issue 25 item 5); set by the server only. */
const checkFields = {
  checkedBy: z.number().int().nullable().describe('The account other than its creator that published or scheduled it; null when none'),
  checkedAt: isoDateTimeSchema.nullable().describe('When that account made it live'),
};

/** Review as the admin app sees it. */
export const adminReviewSchema = reviewSchema.extend({ ...editorialFields, ...authorshipFields, ...checkFields, ...adminContentSeoFields });
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
  // "How we tested" (issue 25 item 5): every part optional; the page shows what is given.
  testedText: optionalText('testedText', REVIEW_LIMITS.testedText),
  testedFrom: isoDateSchema.nullish(),
  testedTo: isoDateSchema.nullish(),
  testedPhotos: z.array(testedPhotoSchema).max(REVIEW_LIMITS.testedPhotos, `at most ${REVIEW_LIMITS.testedPhotos} entries`).default([]),
  status: editorialStatusSchema.default('draft'),
  authorIds: itemAuthorIdsSchema,
  publishAt: isoDateTimeSchema.nullish(),
  translationKey: translationKeySchema.nullish(),
  // Per-page SEO (issue 16): search title and description, noindex.
  ...contentSeoFields,
};

/** A test period cannot end before it starts. */
function checkTestPeriod(value: { testedFrom?: string | null; testedTo?: string | null }, ctx: z.RefinementCtx): void {
  if (value.testedFrom && value.testedTo && value.testedTo < value.testedFrom) {
    ctx.addIssue({ code: 'custom', path: ['testedTo'], message: 'testedTo must not be before testedFrom' });
  }
}

const checkReviewInput = (value: Parameters<typeof checkPublishable>[0] & { testedFrom?: string | null; testedTo?: string | null }, ctx: z.RefinementCtx) => {
  checkPublishable(value, ctx);
  checkTestPeriod(value, ctx);
};

/** Admin create payload. A scheduled review needs `publishAt`. */
export const reviewInputSchema = z.object(reviewInputFields).superRefine(checkReviewInput);
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** Admin update payload: the full review plus the loaded `version`. */
export const reviewUpdateSchema = z
  .object({ ...reviewInputFields, status: editorialStatusSchema, reviewNote: reviewNoteSchema, version: versionSchema, baseVersion: baseVersionSchema })
  .superRefine(checkReviewInput);
export type ReviewUpdateInput = z.infer<typeof reviewUpdateSchema>;
