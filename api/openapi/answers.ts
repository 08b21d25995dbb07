/**
 * zod shapes of the answers whose types exist only as TypeScript interfaces (shared/schemas/*.ts,
 * shared/db/queries/*.ts). Written here for the API description; the live test checks each against
 * the real answers, so a field added to the interface and not here fails it (objects are strict).
 */
import { z } from 'zod';
import { JOB_RUN_STATUSES } from '../../shared/schemas/jobs';
import { LINK_FINDING_KINDS } from '../../shared/schemas/link-findings';

const iso = z.string();

export const jobRunSchema = z.object({
  id: z.number().int(), job: z.string(), slot: z.string(), status: z.enum(JOB_RUN_STATUSES), startedAt: iso,
  finishedAt: iso.nullable(), durationMs: z.number().nullable(), summary: z.string().nullable(), error: z.string().nullable(),
});

export const jobItemSchema = z.object({
  name: z.string(), label: z.string(), description: z.string(), schedule: z.string().describe('Cron expression, UTC'),
  enabled: z.boolean(), nextRunAt: iso.nullable(), lastRuns: z.array(jobRunSchema),
});

export const buildRunSchema = z.object({
  id: z.number().int(), kind: z.enum(['full', 'incremental']), trigger: z.string(), status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  startedAt: iso, finishedAt: iso.nullable(), durationMs: z.number().nullable(), pages: z.number().int().nullable(), pagesDone: z.number().int(),
  pagesTotal: z.number().int().nullable(), pagesByLocale: z.record(z.string(), z.number()).nullable(), paths: z.array(z.string()).nullable(),
  error: z.string().nullable(), purgeStatus: z.enum(['pending', 'retrying', 'succeeded', 'failed']).nullable().describe('The CDN purge of the pages the build wrote (CDN_PURGE); null: none'),
  purgeError: z.string().nullable(),
  indexNowStatus: z.enum(['pending', 'retrying', 'succeeded', 'failed']).nullable().describe('The IndexNow submission of the URLs the build changed (INDEXNOW_KEY); null: none'),
  indexNowCount: z.number().int().nullable().describe('URLs submitted'),
  indexNowUrls: z.array(z.string()).nullable().describe('The first URLs submitted (at most 5)'),
  indexNowAnswer: z.string().nullable().describe("The endpoint's last answer: 'HTTP 202', 'HTTP 422: …'"),
  waitingFor: z.number().int().nullable().describe('The full build this incremental build waits for before it renders (no live site yet, or one built from other code); null: none'),
});

export const routeInfoSchema = z.object({ route: z.string(), label: z.string(), mode: z.enum(['pre-rendered', 'api', 'client']), example: z.string().nullable() });
export const livePageSchema = z.object({ path: z.string(), renderedAt: iso, bytes: z.number().int() });
export const renderResultSchema = z.object({ path: z.string(), renderedAt: iso, durationMs: z.number(), status: z.number().int(), build: z.number().int() });
export const previewResultSchema = z.object({
  path: z.string(), status: z.number().int(), html: z.string(), title: z.string().nullable(), description: z.string().nullable(),
  canonical: z.string().nullable(), robots: z.string().nullable(), hreflang: z.array(z.object({ lang: z.string(), href: z.string() })), jsonLd: z.array(z.unknown()),
});

export const adminRedirectSchema = z.object({
  id: z.number().int(), from: z.string(), to: z.string().nullable().describe('null: the address answers 410 Gone'), status: z.union([z.literal(301), z.literal(410)]),
  prefix: z.boolean(), source: z.enum(['auto', 'manual']), entity: z.string().nullable(), entityId: z.number().int().nullable(), createdAt: iso, updatedAt: iso,
});

export const adminPreviewLinkSchema = z.object({
  id: z.number().int(), kind: z.enum(['post', 'review']), itemId: z.number().int(), createdAt: iso, expiresAt: iso, createdBy: z.string().nullable(),
});
export const createdPreviewLinkSchema = adminPreviewLinkSchema.extend({ url: z.string().describe('/api/preview/{token}: shown only here') });

export const adminSessionSchema = z.object({
  id: z.number().int(), username: z.string(), mine: z.boolean(), current: z.boolean(), createdAt: iso, lastSeenAt: iso, expiresAt: iso,
  ip: z.string().nullable(), device: z.string().nullable(),
});

const periodRange = { from: z.string(), to: z.string(), days: z.union([z.literal(7), z.literal(30), z.literal(90)]) };
export const clickDailySchema = z.object({
  ...periodRange, total: z.number().int(),
  points: z.array(z.object({ day: z.string(), clicks: z.number().int(), byLocale: z.record(z.string(), z.number().int()) })),
});
export const topProductsSchema = z.object({
  ...periodRange, items: z.array(z.object({ productId: z.number().int(), title: z.string().nullable(), locale: z.string().nullable(), clicks: z.number().int() })),
});
export const topPagesSchema = z.object({ ...periodRange, items: z.array(z.object({ page: z.string(), clicks: z.number().int() })) });

/** GET /api/admin/products/:id/findings (shared/schemas/link-findings.ts) and /api/admin/dashboard (shared/schemas/dashboard.ts). */
const findingKindSchema = z.enum(LINK_FINDING_KINDS);
export const productFindingsSchema = z.object({
  items: z.array(z.object({ kind: findingKindSchema, detail: z.string().nullable(), foundAt: z.string() })),
});
const dashboardItemSchema = z.object({
  kind: z.enum(['post', 'review']), id: z.number().int(), locale: z.string(), title: z.string(), status: z.string(), updatedAt: iso,
  publishAt: iso.nullable().describe('When a scheduled item goes live'),
});
const countedItems = (what: string) => z.object({ total: z.number().int().nonnegative(), items: z.array(dashboardItemSchema).describe(`${what}, at most 8`) });
export const dashboardSchema = z.object({
  myDrafts: countedItems("The account's own drafts, newest first"),
  scheduled: countedItems('Scheduled posts and reviews of the account\'s regions, soonest first'),
  pendingReview: z.object({ posts: z.number().int().nonnegative(), reviews: z.number().int().nonnegative(), items: z.array(dashboardItemSchema) })
    .describe("Posts and reviews waiting for an editor (issue 25), of the account's regions; an account that does not review others' work sees its own"),
  builds: z.array(z.object({
    id: z.number().int(), kind: z.enum(['full', 'incremental']), trigger: z.string(), status: z.enum(['queued', 'running', 'succeeded', 'failed']),
    startedAt: iso, finishedAt: iso.nullable(), pagesDone: z.number().int(), pagesTotal: z.number().int().nullable(),
  })).describe('The latest builds, newest first, at most 8'),
  linkFindings: z.object({
    products: z.number().int().nonnegative(),
    byKind: z.object(Object.fromEntries(LINK_FINDING_KINDS.map((k) => [k, z.number().int().nonnegative()])) as Record<(typeof LINK_FINDING_KINDS)[number], z.ZodNumber>),
    items: z.array(z.object({ productId: z.number().int(), title: z.string(), locale: z.string(), kinds: z.array(findingKindSchema) })),
  }),
  clicks: z.object({ from: z.string(), to: z.string(), total: z.number().int().nonnegative(), points: z.array(z.object({ day: z.string(), clicks: z.number().int() })) })
    .describe("Buy-link clicks of the last 7 UTC days, of the account's regions"),
  activity: z.array(z.object({
    id: z.number().int(), at: iso, user: z.string().nullable(), action: z.string(), entity: z.string(), entityId: z.string().nullable(),
    title: z.string().nullable(), exists: z.boolean().describe('false: the item was deleted (its title is the last one it had)'),
  })).describe("The team's latest changes to posts, reviews, products, categories and media, newest first, at most 8"),
});
