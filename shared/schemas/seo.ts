/**
 * Per-page SEO fields (issue 16 item 3) shared by the post, review and category payloads: an
 * optional search title and meta description, a post's social image and the `noindex` switch. An
 * empty field is stored as null and means "the spec's default" (site/lib/seo/page-overrides.ts).
 */
import { z } from 'zod';
import { localeSchema } from './common';

/**
 * What a search result shows before cutting (about 60 title and 155 description characters),
 * with some room: longer text would only be cut by the search engine, so it is refused on save.
 */
export const SEO_LIMITS = { title: 70, description: 170, socialImage: 2048 } as const;

/** Optional trimmed one-line text of at most `max` characters; '' (an emptied field) becomes null. */
function optionalSeoText(field: string, max: number) {
  return z
    .string({ error: `${field} must be a string` })
    .trim()
    .max(max, `${field} is too long: at most ${max} characters`)
    .refine((v) => !/[\r\n]/.test(v), `${field} must be one line`)
    .transform((v) => v || null)
    .nullish();
}

const SOCIAL_IMAGE_RULE = 'socialImage must be an https:// URL or a site path starting with /';

/**
 * A post's og:image: an https URL (social networks fetch it from outside, and refuse mixed
 * content) or a path on the site (`/images/a.png`, not the protocol-relative `//host/a.png`).
 */
export const socialImageSchema = z
  .string({ error: SOCIAL_IMAGE_RULE })
  .trim()
  .max(SEO_LIMITS.socialImage, `socialImage is too long: at most ${SEO_LIMITS.socialImage} characters`)
  .refine((v) => v === '' || /^\/(?!\/)\S*$/.test(v) || (/^https:\/\/[^\s/]\S*$/i.test(v) && URL.canParse(v)), SOCIAL_IMAGE_RULE)
  .transform((v) => v || null)
  .nullish();

export const seoTitleSchema = optionalSeoText('seoTitle', SEO_LIMITS.title);
export const seoDescriptionSchema = optionalSeoText('seoDescription', SEO_LIMITS.description);
export const noindexSchema = z.boolean({ error: 'noindex must be true or false' }).default(false);

/** Fields of a post or review payload. */
export const contentSeoFields = {
  seoTitle: seoTitleSchema,
  seoDescription: seoDescriptionSchema,
  noindex: noindexSchema,
};

/** A post's fields: the review's plus its social image. */
export const postSeoFields = { ...contentSeoFields, socialImage: socialImageSchema };

/** A category's search title and description per locale (stored beside its name there). */
export const categorySeoSchema = z
  .partialRecord(localeSchema, z.object({ title: optionalSeoText('title', SEO_LIMITS.title), description: optionalSeoText('description', SEO_LIMITS.description) }))
  .default({});
export type CategorySeoInput = z.infer<typeof categorySeoSchema>;

/** The SEO fields as the admin reads them back (single items and lists alike). */
export const adminContentSeoFields = {
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  noindex: z.boolean(),
};
export const adminPostSeoFields = { ...adminContentSeoFields, socialImage: z.string().nullable() };
