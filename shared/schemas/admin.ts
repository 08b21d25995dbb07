/**
 * Shapes that exist only in the admin API (api/routes/admin/resources.ts lists the routes): list
 * queries and their paged answer, the contact inbox, the audit log, settings with their version
 * and the live-preview payload. The entity payloads themselves live beside each entity.
 */
import { z } from 'zod';
import { editorialStatusSchema, idSchema, localeCodeSchema, localeSchema, markdownCost, statusSchema, versionSchema } from './common';
import { LINK_STATUSES } from './product';
import { checkKnownSetting, settingKeySchema } from './setting';

export const ADMIN_LIST_LIMIT = { default: 50, max: 200 } as const;

const limitMessage = `limit must be an integer from 1 to ${ADMIN_LIST_LIMIT.max}`;
const offsetMessage = 'offset must be a non-negative integer';

/** `limit`/`offset` of every admin list. Query strings arrive as text, hence the coercion. */
export const pagingQuery = {
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(ADMIN_LIST_LIMIT.max, limitMessage)
    .default(ADMIN_LIST_LIMIT.default),
  offset: z.coerce.number({ error: offsetMessage }).int(offsetMessage).min(0, offsetMessage).max(10_000_000, 'offset is too large').default(0),
};

/** `true`/`false` (also 1/0) in a query string; anything else is an error naming the parameter. */
export function booleanQuery(name: string) {
  return z
    .enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true' || v === '1')
    .optional();
}

/** Free-text search of a list: at most 100 characters, matched ignoring case and accents. */
export const searchQuery = z.string().trim().max(100, 'q is too long: at most 100 characters').optional();

export const postListQuerySchema = z.object({
  locale: localeSchema.optional(),
  status: editorialStatusSchema.optional(),
  categoryId: idSchema.optional(),
  q: searchQuery,
  ...pagingQuery,
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

/**
 * The products list's link filter: 'flagged' (dead and out of stock together), 'findings' (any
 * finding of the link check, issue 15 item 4: the dashboard's count links there), or one status.
 */
const LINK_FILTERS = ['flagged', 'findings', ...LINK_STATUSES] as const;

export const productListQuerySchema = z.object({
  locale: localeSchema.optional(),
  status: statusSchema.optional(),
  premium: booleanQuery('premium'),
  categoryId: idSchema.optional(),
  link: z.enum(LINK_FILTERS, { error: `link must be one of ${LINK_FILTERS.join(', ')}` }).optional(),
  /** true: only the products still needing the retailer's details; false: only the others. */
  needsDetails: booleanQuery('needsDetails'),
  q: searchQuery,
  ...pagingQuery,
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const reviewListQuerySchema = z.object({
  locale: localeSchema.optional(),
  status: editorialStatusSchema.optional(),
  productId: idSchema.optional(),
  q: searchQuery,
  ...pagingQuery,
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const categoryListQuerySchema = z.object({ q: searchQuery, ...pagingQuery });
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

export const plainListQuerySchema = z.object({ ...pagingQuery });
export type PlainListQuery = z.infer<typeof plainListQuerySchema>;

export const contactListQuerySchema = z.object({
  locale: localeSchema.optional(),
  read: booleanQuery('read'),
  q: searchQuery,
  ...pagingQuery,
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

/** Changes (create, update, delete), security events (issue 17), account and operation events (issues 24, 25) the audit log records. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'password-change', 'refuse', 'unlock', 'login', 'logout', 'run', 'set-password-link', 'set-password', 'wrong-password'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditListQuerySchema = z.object({
  entity: z.string().trim().min(1).max(32, 'entity is too long: at most 32 characters').optional(),
  entityId: z.string().trim().min(1).max(64, 'entityId is too long: at most 64 characters').optional(),
  userId: idSchema.optional(),
  action: z.string().trim().min(1).max(32, 'action is too long: at most 32 characters').optional(),
  ...pagingQuery,
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** Every admin list answers `{ items, total, limit, offset }`. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().nonnegative(), limit: z.number().int(), offset: z.number().int() });
}
export interface Paged<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** A setting as the admin sees it. */
export const adminSettingSchema = z.object({ key: settingKeySchema, value: z.string(), updatedAt: z.string(), version: versionSchema });
export type AdminSetting = z.infer<typeof adminSettingSchema>;

/**
 * PUT /settings/{key}: the route puts the key of the path into the body before parsing, so the
 * rules of known keys (site_name: 1–100 characters) apply to updates as well as creates.
 */
export const settingKeyedUpdateSchema = z
  .object({ key: settingKeySchema, value: z.string({ error: 'value must be a string' }).max(10_000, 'value is too long: at most 10000 characters'), version: versionSchema })
  .superRefine(checkKnownSetting);
export type SettingKeyedUpdate = z.infer<typeof settingKeyedUpdateSchema>;

/** One message of the contact inbox. */
export const adminContactMessageSchema = z.object({
  id: idSchema,
  locale: localeCodeSchema,
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  /** When an editor marked it read; null while unread. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** PUT /contact-messages/{id}: mark read or unread. */
export const contactMessageUpdateSchema = z.object({ read: z.boolean({ error: 'read must be true or false' }) });
export type ContactMessageUpdate = z.infer<typeof contactMessageUpdateSchema>;

/** One audit row: who changed what, when, with the row before and after (null on create/delete). */
export const auditEntrySchema = z.object({
  id: idSchema,
  userId: z.number().int().nullable(),
  /** The admin's username, null when the account was removed since. */
  username: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /**
   * The item's current title (a post's or product's title, a picture's file name, an account's
   * username) so the screen can name and link it (issue 26); null when the item is gone or its
   * kind has none.
   */
  itemTitle: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const PREVIEW_CONTENT_MAX = 200_000;

/** POST /api/admin/preview/post: the editor's unsaved title and Markdown. */
export const postPreviewSchema = z.object({
  locale: localeSchema,
  title: z.string({ error: 'title must be a string' }).max(300, 'title is too long: at most 300 characters').default(''),
  content: z.string({ error: 'content must be a string' }).max(PREVIEW_CONTENT_MAX, `content is too long: at most ${PREVIEW_CONTENT_MAX} characters`).superRefine(markdownCost('content')).default(''),
});
export type PostPreviewInput = z.infer<typeof postPreviewSchema>;
