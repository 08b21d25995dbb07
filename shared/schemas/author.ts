/**
 * Author profiles (issue 25 item 4): who wrote a post or review, shown in its byline and on the
 * author's own page `/{L}/{autor}/{slug}`. A profile may belong to an admin account (one each) or
 * stand alone (a WordPress guest author). Field names are the camelCase of the `authors` columns.
 */
import { z } from 'zod';
import { idSchema, imageUrlSchema, localeSchema, optionalText, requiredText, slugSchema, urlSchema, versionSchema, baseVersionSchema } from './common';
import { pagingQuery, searchQuery } from './admin';

export const AUTHOR_LIMITS = { displayName: 120, bio: 2000, expertise: 300, sameAs: 10 } as const;

/** Bio by locale; a locale without one shows no bio on its author page. */
export const authorBiosSchema = z.partialRecord(localeSchema, z.string().trim().max(AUTHOR_LIMITS.bio, `bio is too long: at most ${AUTHOR_LIMITS.bio} characters`));

/** An author as the admin edits it. */
export const adminAuthorSchema = z.object({
  id: idSchema,
  accountId: z.number().int().nullable().describe('The admin account of the profile; null for a profile without an account'),
  slug: slugSchema,
  displayName: z.string(),
  bio: authorBiosSchema,
  photoUrl: imageUrlSchema.nullable(),
  expertise: z.string(),
  sameAs: z.array(z.string()).describe('Links to the author\'s other profiles (schema.org sameAs)'),
  updatedAt: z.string(),
  version: versionSchema,
});
export type AdminAuthor = z.infer<typeof adminAuthorSchema>;

const authorInputFields = {
  accountId: idSchema.nullish(),
  slug: slugSchema,
  displayName: requiredText('displayName', AUTHOR_LIMITS.displayName),
  bio: authorBiosSchema.default({}),
  photoUrl: imageUrlSchema.nullish(),
  expertise: optionalText('expertise', AUTHOR_LIMITS.expertise),
  sameAs: z.array(urlSchema).max(AUTHOR_LIMITS.sameAs, `sameAs: at most ${AUTHOR_LIMITS.sameAs} links`).default([]),
};

/** POST /api/admin/authors. */
export const authorInputSchema = z.object(authorInputFields);
export type AuthorInput = z.infer<typeof authorInputSchema>;

/** PUT /api/admin/authors/{id}: the whole profile and the `version` loaded. */
export const authorUpdateSchema = z.object({ ...authorInputFields, version: versionSchema, baseVersion: baseVersionSchema });
export type AuthorUpdateInput = z.infer<typeof authorUpdateSchema>;

export const authorListQuerySchema = z.object({ q: searchQuery, ...pagingQuery });
export type AuthorListQuery = z.infer<typeof authorListQuerySchema>;

/** What a byline and the JSON-LD of an item need of an author. */
export interface BylineAuthor {
  id: number;
  slug: string;
  displayName: string;
  photoUrl: string | null;
}
