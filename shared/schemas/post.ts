/**
 * Posts (articles): the public JSON shape of SPEC §3, the list shape, the admin shape and the admin
 * create/update payloads. Field names are the camelCase of the `posts` columns.
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
  imageUrlSchema,
  urlSchema,
  versionSchema,
  baseVersionSchema,
} from './common';
import { adminPostSeoFields, postSeoFields } from './seo';

export const POST_LIMITS = { title: 200, excerpt: 500, content: 200_000, keyword: 100 } as const;

/** Public post as served by the API (SPEC §3 fields plus locale and publishedAt). */
export const postSchema = z.object({
  id: idSchema,
  locale: localeSchema,
  slug: slugSchema,
  title: z.string(),
  excerpt: z.string(),
  /** Markdown; sanitized when rendered, never here. */
  content: z.string(),
  imageUrl: imageUrlSchema.nullable(),
  categoryId: idSchema.nullable(),
  keyword: z.string().nullable(),
  /** Rows of other locales with the same key are translations (hreflang, DESIGN §4). */
  translationKey: z.string().nullable(),
  publishedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Post = z.infer<typeof postSchema>;

/** List item (home grid, category page, header search): everything but the body. */
export const postSummarySchema = postSchema.omit({ content: true });
export type PostSummary = z.infer<typeof postSummarySchema>;

/** Post as the admin app sees it: adds editorial state and the concurrency version. */
export const adminPostSchema = postSchema.extend({ ...editorialFields, ...authorshipFields, ...adminPostSeoFields });
export type AdminPost = z.infer<typeof adminPostSchema>;

/** Fields an editor sends; shared by create and update so both validate identically. */
const postInputFields = {
  locale: localeSchema,
  slug: slugSchema,
  title: requiredText('title', POST_LIMITS.title),
  excerpt: optionalText('excerpt', POST_LIMITS.excerpt),
  content: bodyText('content', POST_LIMITS.content),
  imageUrl: imageUrlSchema.nullish(),
  categoryId: idSchema.nullish(),
  keyword: z
    .string()
    .trim()
    .max(POST_LIMITS.keyword, `keyword is too long: at most ${POST_LIMITS.keyword} characters`)
    .nullish(),
  status: editorialStatusSchema.default('draft'),
  authorIds: itemAuthorIdsSchema,
  publishAt: isoDateTimeSchema.nullish(),
  translationKey: translationKeySchema.nullish(),
  // Per-page SEO (issue 16): search title and description, noindex, social image.
  ...postSeoFields,
};

/** Admin create payload. A scheduled post needs `publishAt`; the slug may not be a route word. */
export const postInputSchema = z
  .object(postInputFields)
  .superRefine(checkPublishable);
export type PostInput = z.infer<typeof postInputSchema>;

/**
 * Admin update payload: the full post plus the `version` the editor loaded (409 when stale).
 * `status` has no default here: a PUT that forgot it must not silently turn a post into a draft.
 */
export const postUpdateSchema = z
  .object({ ...postInputFields, status: editorialStatusSchema, reviewNote: reviewNoteSchema, version: versionSchema, baseVersion: baseVersionSchema })
  .superRefine(checkPublishable);
export type PostUpdateInput = z.infer<typeof postUpdateSchema>;
