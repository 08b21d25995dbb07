/**
 * Building blocks shared by every entity schema: locale codes, slugs, ids, dates, content status,
 * URLs and optimistic-concurrency versions. Messages name the problem so the API can return them
 * as-is in a 4xx answer that names the field (DESIGN §7).
 */
import { z } from 'zod';
import { DEMO_RETAILER_IMAGE_PATH } from '../demo-retailer-images';
import { parseMediaUrl } from '../media/contract';
import { LOCALES, reservedWords, type Locale } from '../locales';
import { markdownCostProblems } from '../markdown/limits';

/** One of the five supported locale codes; the message lists the allowed values. */
export const localeSchema = z.enum(LOCALES, {
  error: (issue) =>
    issue.input === undefined
      ? `locale is required: expected one of ${LOCALES.join(', ')}`
      : `Unknown locale '${String(issue.input)}': expected one of ${LOCALES.join(', ')}`,
});

/**
 * A locale code as stored in `locale_configs.locale`. Looser than `localeSchema` on purpose: the
 * database may hold disabled regions (SPEC §5 mentions en and fr) and their answers must still parse.
 */
export const localeCodeSchema = z
  .string()
  .regex(/^[a-z]{2,8}$/, 'must be a lower-case locale code of 2 to 8 letters');

export const SLUG_MAX = 120;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** URL slug: lower-case a-z/0-9 words joined by single hyphens, 1–120 characters. */
export const slugSchema = z
  .string({ error: 'slug is required' })
  .min(1, 'slug must not be empty')
  .max(SLUG_MAX, `slug is too long: at most ${SLUG_MAX} characters`)
  .regex(
    SLUG_PATTERN,
    'slug is malformed: use lower-case letters a-z and digits, words joined by single hyphens (e.g. "best-phones-2026")',
  );

/**
 * Largest integer the API accepts in a number field: PostgreSQL's `integer` columns hold no more
 * (SQLite's hold more; the API keeps to the narrower so both dialects take the same input).
 */
export const MAX_INTEGER = 2_147_483_647;

const ID_MESSAGE = 'must be a positive integer';

/**
 * Positive integer id. Path params arrive as strings, so a string of digits is coerced; anything
 * else ("1.5", "abc", "0x10", "") is rejected rather than guessed at, which `z.coerce` would not do.
 */
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: ID_MESSAGE }).int({ error: ID_MESSAGE }).positive({ error: ID_MESSAGE }).max(MAX_INTEGER, { error: `must be a positive integer up to ${MAX_INTEGER}` }),
) as unknown as z.ZodType<number, number | string>;

/**
 * ISO-8601 date-time with `Z` or an offset, normalised to `Date#toISOString()` form so stored
 * values keep "text order is time order" on both SQLite and PostgreSQL (see shared/db/schema.ts).
 * The UTC instant must fall in the years 0000–9999: `9999-12-31T23:59:59-23:59` is year 10000 in
 * UTC, whose ISO form `+010000-…` sorts before every real date as text.
 */
export const isoDateTimeSchema = z
  .iso.datetime({ offset: true, error: 'must be an ISO-8601 date-time with a time zone, e.g. 2026-11-21T12:00:00Z' })
  .transform((value) => new Date(value).toISOString())
  .refine((value) => /^\d{4}-/.test(value), 'must be a date-time between the years 0000 and 9999 in UTC');

/** True when `YYYY-MM-DD` names a day that exists (rejects 2025-02-29, 2026-04-31). */
function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Calendar date `YYYY-MM-DD` that really exists. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date in the form YYYY-MM-DD')
  .refine(isCalendarDate, 'is not a real calendar date');

export const CONTENT_STATUSES = ['draft', 'published', 'scheduled'] as const;
/** Editorial status of posts, products and reviews. */
export const statusSchema = z.enum(CONTENT_STATUSES, {
  error: `must be one of ${CONTENT_STATUSES.join(', ')}`,
});

/**
 * Posts and reviews may also wait for an editor (issue 25 item 3): a contributor's "submit for
 * review" sets `pending_review`; publishing or sending it back with a note ends the wait.
 */
export const EDITORIAL_STATUSES = ['draft', 'pending_review', 'published', 'scheduled'] as const;
export const editorialStatusSchema = z.enum(EDITORIAL_STATUSES, {
  error: `must be one of ${EDITORIAL_STATUSES.join(', ')}`,
});

/** The note of an editor who sends an item back to its author (shown to the author in the form). */
export const reviewNoteSchema = z.string().trim().max(2000, 'reviewNote is too long: at most 2000 characters').nullish();

/** Who wrote a post or review and what an editor asked of it (issue 25), in their admin shape. */
export const authorshipFields = {
  createdBy: z.number().int().nullable().describe('The account that created it; null before roles existed'),
  reviewNote: z.string().nullable().describe('The note of the editor who sent it back; null when none'),
  authorIds: z.array(z.number().int()).describe('Its author profiles in byline order (issue 25 item 4); empty: the site signs it'),
};

/** At most this many authors sign one post or review. */
export const AUTHORS_PER_ITEM = 10;

/**
 * The ordered authors of a post or review in its create/update payload: profile ids, first named
 * first. Left out on create: the creating account's profile; left out on update: unchanged.
 */
export const itemAuthorIdsSchema = z
  .array(idSchema, { error: 'authorIds must be a list of author ids' })
  .max(AUTHORS_PER_ITEM, `authorIds: at most ${AUTHORS_PER_ITEM} authors`)
  .refine((ids) => new Set(ids).size === ids.length, 'authorIds: an author is named twice')
  .optional();

/**
 * Absolute http(s) URL, at most 2048 characters. The literal prefix check matters: WHATWG URL
 * parsing would accept `http:/a.com` or `javascript:`-like oddities that we never want to link to.
 */
export const urlSchema = z
  .string()
  .trim()
  .max(2048, 'URL is too long: at most 2048 characters')
  .regex(/^https?:\/\/[^\s/]/i, 'must be an http:// or https:// URL')
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }));

/**
 * An image address: an absolute http(s) URL (a retailer's image, hotlinked as its rules require) or
 * a media-library file of this site (`/media/{hash}-{w}x{h}/{v}.{ext}`, shared/media/contract.ts),
 * which stays relative so the same value works on every host the site is served from, or the demo
 * retailer's pictures (`/retailer-images/I/{id}.jpg`, shared/demo-retailer-images.ts). Any other
 * site path is refused: it would name no image.
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048, 'URL is too long: at most 2048 characters')
  .refine(
    (v) => (v.startsWith('/') ? parseMediaUrl(v) !== null || DEMO_RETAILER_IMAGE_PATH.test(v) : urlSchema.safeParse(v).success),
    'must be an http:// or https:// URL or a media library image (/media/…)',
  );

/** Row version for optimistic concurrency: a stale save gets 409 (DESIGN §4). */
export const versionSchema = z
  .number({ error: 'version must be a non-negative integer' })
  .int({ error: 'version must be a non-negative integer' })
  .nonnegative({ error: 'version must be a non-negative integer' })
  .max(MAX_INTEGER, { error: `version is too large: at most ${MAX_INTEGER}` });

/**
 * The version whose values the editor's untouched fields came from (issue 24 §1), sent with an
 * update beside `version`. When it is older than `version` (a client that took the server's
 * version after a 409), the server refuses a save that would put back that version's value of a
 * field someone else changed since. Optional: without it the save is a plain replace.
 */
export const baseVersionSchema = z
  .number({ error: 'baseVersion must be a non-negative integer' })
  .int({ error: 'baseVersion must be a non-negative integer' })
  .nonnegative({ error: 'baseVersion must be a non-negative integer' })
  .max(MAX_INTEGER, { error: `baseVersion is too large: at most ${MAX_INTEGER}` })
  .optional();

/** Required text of at most `max` characters, trimmed; messages name the field. */
export function requiredText(field: string, max: number) {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(max, `${field} is too long: at most ${max} characters`);
}

/** Optional text of at most `max` characters, trimmed, empty when left out. */
export function optionalText(field: string, max: number) {
  return z.string().trim().max(max, `${field} is too long: at most ${max} characters`).default('');
}

/**
 * Long untrimmed text such as a Markdown body (leading spaces can be meaningful there), within
 * what a body may cost to render (shared/markdown/limits.ts: footnotes, nesting, tables).
 */
export function bodyText(field: string, max: number) {
  return z
    .string({ error: `${field} is required` })
    .max(max, `${field} is too long: at most ${max} characters`)
    .superRefine(markdownCost(field));
}

/** zod refinement: one issue per limit of shared/markdown/limits.ts that a Markdown body exceeds. */
export function markdownCost(field: string) {
  return (value: string, ctx: z.RefinementCtx) => {
    for (const message of markdownCostProblems(value, field)) ctx.addIssue({ code: 'custom', message });
  };
}

/** Free-text key that links translations of the same content across locales (DESIGN §4). */
export const translationKeySchema = z
  .string()
  .trim()
  .min(1, 'translationKey must not be empty')
  .max(120, 'translationKey is too long: at most 120 characters');

/** What the admin app sees beyond the public shape of posts, reviews and products. */
export const editorialFields = {
  status: editorialStatusSchema,
  publishAt: isoDateTimeSchema.nullable(),
  translationKey: z.string().nullable(),
  version: versionSchema,
};

/**
 * Adds an issue on `slug` when it is a reserved route word of `locale` (DESIGN §4: a post slug may
 * not shadow /{locale}/sobre, the review word, …). Used in `superRefine` of the content inputs.
 */
export function checkReservedSlug(
  value: { locale: Locale; slug: string },
  ctx: z.RefinementCtx,
): void {
  if (reservedWords(value.locale).includes(value.slug)) {
    ctx.addIssue({
      code: 'custom',
      path: ['slug'],
      message: `slug '${value.slug}' is reserved in locale '${value.locale}'`,
      input: value.slug,
    });
  }
}

/**
 * Adds an issue on `publishAt` when a scheduled item has no publication time: without it the
 * scheduler could never publish it.
 */
export function checkScheduledPublishAt(
  value: { status: string; publishAt?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.status === 'scheduled' && !value.publishAt) {
    ctx.addIssue({
      code: 'custom',
      path: ['publishAt'],
      message: "publishAt is required when status is 'scheduled'",
      input: value.publishAt,
    });
  }
}

/** One validation problem as the API reports it: a dotted field path and a message. */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * Flattens a zod error into `{ path, message }` pairs so a 4xx body can name each field
 * (DESIGN §7) without leaking zod's internal issue shape to clients.
 */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Both rules of posts and reviews: a scheduled item needs `publishAt`, a slug may not be a route word. */
export function checkPublishable(
  value: { locale: Locale; slug: string; status: string; publishAt?: string | null },
  ctx: z.RefinementCtx,
): void {
  checkScheduledPublishAt(value, ctx);
  checkReservedSlug(value, ctx);
}
