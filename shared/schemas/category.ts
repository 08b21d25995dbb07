/**
 * Categories: one row (`categories`) with a name per locale (`category_names`). The public shape is
 * SPEC §3's `{ id, name, slug }` with the name already resolved for the requested locale.
 */
import { z } from 'zod';
import { idSchema, localeSchema, MAX_INTEGER, slugSchema, versionSchema } from './common';
import { categorySeoSchema, noindexSchema } from './seo';

export const CATEGORY_NAME_MAX = 100;

/** Public category in one locale (GET /api/categories/…, popular categories, category map). */
export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: slugSchema,
});
export type Category = z.infer<typeof categorySchema>;

const categoryNameSchema = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(CATEGORY_NAME_MAX, `name is too long: at most ${CATEGORY_NAME_MAX} characters`);

/**
 * Names by locale. Partial because a locale that is not launched yet need not have names; the
 * key check gives the same "Unknown locale" message as everywhere else.
 */
export const categoryNamesSchema = z.partialRecord(localeSchema, categoryNameSchema);

/** Category as the admin app sees it: every locale's name and the concurrency version. */
export const adminCategorySchema = z.object({
  id: idSchema,
  slug: slugSchema,
  sortOrder: z.number().int(),
  names: categoryNamesSchema,
  /** Search title and description per locale (issue 16); a locale without either is absent. */
  seo: z.partialRecord(localeSchema, z.object({ title: z.string().nullable(), description: z.string().nullable() })),
  /** Every locale's category pages say noindex and leave the sitemaps (issue 16). */
  noindex: z.boolean(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

const SORT_ORDER_RANGE = `sortOrder must be an integer from ${-MAX_INTEGER - 1} to ${MAX_INTEGER}`;

const categoryInputFields = {
  slug: slugSchema,
  sortOrder: z.number({ error: 'sortOrder must be an integer' }).int('sortOrder must be an integer')
    .min(-MAX_INTEGER - 1, SORT_ORDER_RANGE).max(MAX_INTEGER, SORT_ORDER_RANGE).default(0),
  names: categoryNamesSchema,
  // Per-page SEO (issue 16): per locale, stored beside that locale's name; noindex for all locales.
  seo: categorySeoSchema,
  noindex: noindexSchema,
};

/** SEO text is stored beside a locale's name, so a locale needs its name to have it. */
function checkSeoLocales(input: { names: Partial<Record<string, string>>; seo: Partial<Record<string, unknown>> }, ctx: z.RefinementCtx): void {
  for (const locale of Object.keys(input.seo)) {
    if (!input.names[locale]) ctx.addIssue({ code: 'custom', path: ['seo', locale], message: `${locale} has no category name to go with its SEO text` });
  }
}

/** Admin create payload. */
export const categoryInputSchema = z.object(categoryInputFields).superRefine(checkSeoLocales);
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** Admin update payload: the full category plus the loaded `version`. */
export const categoryUpdateSchema = z.object({ ...categoryInputFields, version: versionSchema }).superRefine(checkSeoLocales);
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;

/**
 * `categoryMap` of the home data (SPEC §3): categories keyed by their id. JSON object keys are
 * strings, hence the digit-string key.
 */
export const categoryMapSchema = z.record(z.string().regex(/^\d+$/, 'categoryMap keys must be category ids'), categorySchema);
export type CategoryMap = z.infer<typeof categoryMapSchema>;
