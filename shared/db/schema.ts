/**
 * Table types for Kysely. The migrations in `./migrations` are the truth; these types mirror them.
 *
 * Portable conventions (same values on SQLite and PostgreSQL):
 * - timestamps are ISO-8601 UTC strings from `Date#toISOString()` (`2026-11-21T12:00:00.000Z`),
 *   so text order is time order; calendar dates are `YYYY-MM-DD`;
 * - booleans are integers 0/1;
 * - money is an integer number of minor units (cents);
 * - lists (pros, cons) are JSON arrays stored as text.
 */
import type { LinkFindingKind } from '../schemas/link-findings';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Id = Generated<number>;
/** 0 or 1. */
type Flag = number;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Products use the first three; posts and reviews also wait in `pending_review` (issue 25). */
export type ContentStatus = 'draft' | 'pending_review' | 'published' | 'scheduled';

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
  version: Defaulted<number>;
}

export interface LocaleConfigsTable {
  /** Fixed per locale (LOCALE_INFO.id), not generated. */
  id: number;
  locale: string;
  status: string;
  site_name: string;
  currency: string;
  currency_symbol: string;
  amazon_domain: string;
  affiliate_id: string;
  language: string;
  show_prices: Defaulted<Flag>;
  updated_at: string;
  version: Defaulted<number>;
}

export interface CategoriesTable {
  id: Id;
  slug: string;
  sort_order: Defaulted<number>;
  updated_at: string;
  version: Defaulted<number>;
  /** 1: `noindex,follow`, and left out of sitemaps, hreflang sets and the feed (migration 0016). */
  noindex: Defaulted<Flag>;
}

export interface CategoryNamesTable {
  category_id: number;
  locale: string;
  name: string;
  /** Search title and meta description (issue 16, migration 0016); null: the spec's defaults. */
  seo_title: ColumnType<string | null, string | null | undefined, string | null>;
  seo_description: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PostsTable {
  id: Id;
  locale: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  image_url: string | null;
  category_id: number | null;
  keyword: string | null;
  status: ContentStatus;
  /** When a scheduled post goes live. */
  publish_at: string | null;
  /** When it went live; the public order is newest `published_at` first. */
  published_at: string | null;
  /** Lower-cased, accent-free title + excerpt as displayed (placeholders filled), for portable accent-insensitive search. */
  search_text: string;
  /** The title as displayed (placeholders filled) for the full-text index; '' = index `title` (migration 0023). */
  search_title: Defaulted<string>;
  translation_key: string | null;
  created_at: string;
  updated_at: string;
  version: Defaulted<number>;
  /** Search title and meta description (issue 16, migration 0016); null: the spec's defaults. */
  seo_title: ColumnType<string | null, string | null | undefined, string | null>;
  seo_description: ColumnType<string | null, string | null | undefined, string | null>;
  /** og:image / twitter:image of the post (migration 0016); null: its image, else the site card. */
  social_image: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: `noindex,follow`, and left out of sitemaps, hreflang sets and the feed (migration 0016). */
  noindex: Defaulted<Flag>;
  /** The account that created it (issue 25); null before roles or from a script. */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** The editor's note when it was sent back for changes. */
  review_note: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 'unavailable': the retailer's OffersV2 says UNAVAILABLE (no longer sold), issue 15 item 4. */
export type Availability = 'in_stock' | 'out_of_stock' | 'preorder' | 'unavailable' | 'unknown';

export interface ProductsTable {
  id: Id;
  locale: string;
  slug: string;
  asin: string;
  title: string;
  brand: string | null;
  image_url: string | null;
  price_cents: number | null;
  list_price_cents: number | null;
  currency: string;
  availability: Defaulted<Availability>;
  price_updated_at: string | null;
  /** Retailer's customer rating, 0–5. */
  rating: number | null;
  rating_count: number | null;
  category_id: number | null;
  premium: Defaulted<Flag>;
  launch_date: string | null;
  marketplace_url: string | null;
  status: ContentStatus;
  translation_key: string | null;
  created_at: string;
  updated_at: string;
  version: Defaulted<number>;
  /** Last link check's verdict (migration 0003); null until the first check. */
  link_status: ColumnType<LinkStatus | null, LinkStatus | null | undefined, LinkStatus | null>;
  link_checked_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the check saw when the link is not ok, e.g. 'Amazon: ItemNotAccessible'. */
  link_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the price job last asked the retailer about it (migration 0014): its queue order. */
  price_checked_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Product of the same locale offered while this one cannot be bought (migration 0018). */
  substitute_product_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1: made by the WordPress importer without the retailer's details, still to complete (migration 0041). */
  needs_details: Defaulted<Flag>;
}

/** What the link check can find wrong with a product (migration 0018, api/jobs/check-links.ts). */
export type { LinkFindingKind };

/** The latest finding of one kind about one product. */
export interface ProductLinkFindingsTable {
  product_id: number;
  kind: LinkFindingKind;
  detail: string | null;
  found_at: string;
}

/** Link check verdict of a product: its retailer item and marketplace link (api/jobs/check-links.ts). */
export type LinkStatus = 'ok' | 'dead' | 'out_of_stock';

export interface ReviewsTable {
  id: Id;
  locale: string;
  slug: string;
  product_id: number;
  title: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  /** Editor's rating, 0–5 in steps of 0.1. */
  rating: number;
  /** JSON array of strings. */
  pros: string;
  /** JSON array of strings. */
  cons: string;
  verdict: string;
  status: ContentStatus;
  publish_at: string | null;
  published_at: string | null;
  search_text: string;
  /** As on posts (migration 0023). */
  search_title: Defaulted<string>;
  translation_key: string | null;
  created_at: string;
  updated_at: string;
  version: Defaulted<number>;
  /** Search title and meta description (issue 16, migration 0016); null: the spec's defaults. */
  seo_title: ColumnType<string | null, string | null | undefined, string | null>;
  seo_description: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: `noindex,follow`, and left out of sitemaps, hreflang sets and the feed (migration 0016). */
  noindex: Defaulted<Flag>;
  /** The account that created it (issue 25); null before roles or from a script. */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** The editor's note when it was sent back for changes. */
  review_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** "How we tested" (migration 0033): text in the review's locale, '' for none. */
  tested_text: Defaulted<string>;
  /** Test period, `YYYY-MM-DD`; null when not given. */
  tested_from: ColumnType<string | null, string | null | undefined, string | null>;
  tested_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON array of media-library image URLs. */
  tested_photos: Defaulted<string>;
  /** The account other than its creator that made it live ("reviewed by"), and when. */
  checked_by: ColumnType<number | null, number | null | undefined, number | null>;
  checked_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AdminUsersTable {
  id: Id;
  username: string;
  email: string;
  password_hash: string;
  disabled: Defaulted<Flag>;
  created_at: string;
  updated_at: string;
  version: Defaulted<number>;
  /** shared/auth/roles.ts (issue 25). */
  role: Defaulted<string>;
  /** Comma-separated locales; '' for every region. */
  regions: Defaulted<string>;
  /** SHA-256 (hex) of the one-time set-password token. */
  set_password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  set_password_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: Id;
  /** SHA-256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginAttemptsTable {
  id: Id;
  identifier: string;
  ip: string;
  succeeded: Flag;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Id;
  locale: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  ip: string | null;
  read_at: string | null;
  created_at: string;
}

export interface ClicksTable {
  id: Id;
  locale: string;
  /** 'retailer' | 'marketplace' */
  kind: string;
  product_id: number | null;
  target_url: string;
  source_path: string | null;
  created_at: string;
}

/**
 * Clicks per UTC day, locale, product and page (migration 0019), upserted with each click.
 * `product_id` 0: no product; `page` '': no page (the key holds no NULL).
 */
export interface ClickDailyTable {
  /** 'YYYY-MM-DD', UTC. */
  day: string;
  locale: string;
  product_id: Defaulted<number>;
  page: Defaulted<string>;
  clicks: number;
}

export interface BuildRunsTable {
  id: Id;
  /** 'full' | 'incremental' */
  kind: string;
  trigger: string;
  /** 'queued' | 'running' | 'succeeded' | 'failed' */
  status: string;
  started_at: string;
  finished_at: string | null;
  duration_ms: number | null;
  pages: number | null;
  error: string | null;
  log: string | null;
  pages_done: Generated<number>;
  pages_total: number | null;
  /** JSON object: pages per locale of a full build. */
  pages_by_locale: string | null;
  /** The CDN purge of what the build wrote: 'pending' | 'retrying' | 'succeeded' | 'failed'; NULL: none. */
  purge_status: string | null;
  /** The last purge failure, one line. */
  purge_error: string | null;
  /** The IndexNow submission of the build's URLs: 'pending' | 'retrying' | 'succeeded' | 'failed'; NULL: none. */
  indexnow_status: string | null;
  /** URLs submitted. */
  indexnow_count: number | null;
  /** JSON array: the first URLs submitted. */
  indexnow_urls: string | null;
  /** The endpoint's last answer, one line ('HTTP 202', 'HTTP 422: …'). */
  indexnow_answer: string | null;
  /** The full build this incremental build waits for before it can render (migration 0038); NULL: none. */
  waiting_for: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON array: the paths an incremental build wrote or removed. */
  paths: string | null;
}

export interface JobRunsTable {
  id: Id;
  job: string;
  /** The schedule slot this run belongs to; unique with `job`, so one run per slot. */
  slot: string;
  status: string;
  started_at: string;
  finished_at: string | null;
  duration_ms: number | null;
  summary: string | null;
  error: string | null;
}

/** The enabled switch of a background job (migration 0002); no row means enabled. */
export interface JobSettingsTable {
  name: string;
  /** 1 or 0 (integers on both dialects). */
  enabled: number;
  updated_at: string;
}

export interface AuditLogTable {
  id: Id;
  user_id: number | null;
  /** 'create' | 'update' | 'delete' | … */
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

/** A redirect that follows content, or one an editor added (migration 0013, shared/db/queries/redirects.ts). */
export interface RedirectsTable {
  id: Id;
  /** Site path, percent-encoded as a request carries it, no trailing slash. */
  from_path: string;
  /** Where it answers 301 to; null when the address is gone (410). */
  to_path: string | null;
  status: 301 | 410;
  /** 1: every path below `from_path` moves too (its rest appended to `to_path`). */
  is_prefix: Defaulted<Flag>;
  source: 'auto' | 'manual';
  entity: string | null;
  entity_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Whether the retailer lets a region's account in (migration 0014, issue 15 item 6). */
export type RetailerAccess = 'ok' | 'no_credentials' | 'refused';

/** One locale's retailer account state and last price-refresh result (migration 0014). No secret. */
export interface RetailerRegionsTable {
  locale: string;
  access: RetailerAccess;
  /** The retailer's answer when it refused (token endpoint or API), e.g. 'invalid_client: …'. */
  access_error: string | null;
  access_changed_at: string | null;
  last_run_at: string | null;
  last_refreshed: Defaulted<number>;
  /** Products the last run could not refresh (not accessible, an API failure). */
  last_errors: Defaulted<number>;
  /** 429 answers in the last run. */
  last_throttled: Defaulted<number>;
  last_requests: Defaulted<number>;
  /** Products still due when the last run ended. */
  last_remaining: Defaulted<number>;
  /** Why the last run stopped before its queue was empty (time budget, 429, an error); null when done. */
  last_stop: string | null;
}

/** One saved state of a post, review or product (migration 0015, shared/db/queries/admin/revisions.ts). */
export interface RevisionsTable {
  id: Id;
  kind: 'post' | 'review' | 'product';
  item_id: number;
  /** The item's version this save produced. */
  item_version: number;
  user_id: number | null;
  /** The saved title, so the list never reads `fields_json`. */
  title: string;
  /** The admin shape of the row as saved (JSON). */
  fields_json: string;
  /** JSON array of the keys this save changed (migration 0039); null for a first revision. */
  changed_fields: string | null;
  created_at: string;
}

/** A preview link of a draft or scheduled post or review (migration 0017, shared/db/queries/preview-links.ts). */
export interface PreviewLinksTable {
  id: Id;
  kind: 'post' | 'review';
  item_id: number;
  /** Hex SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_by: number | null;
  created_at: string;
  expires_at: string;
}

/** A post's or review's embed of a product (migration 0021, shared/db/queries/product-embeds.ts). */
export interface ProductEmbedsTable {
  kind: 'post' | 'review';
  item_id: number;
  locale: string;
  asin: string;
}

/** An image of the media library (migration 0022, shared/db/queries/media.ts). */
export interface MediaTable {
  id: Id;
  /** First 32 hex digits of the SHA-256 of the uploaded bytes; unique. */
  hash: string;
  /** Upright size (after EXIF rotation). */
  width: number;
  height: number;
  fallback: 'jpg' | 'png';
  mime: string;
  bytes: number;
  original_name: string;
  /** JSON object: locale code → alt text. */
  alt_json: Defaulted<string>;
  /** Lower-cased, accent-free name + alt texts, for search. */
  search_text: Defaulted<string>;
  created_at: string;
  updated_at: string;
  version: Defaulted<number>;
  created_by: number | null;
  /** Whether every variant is written (migration 0040): 'ready', 'pending' (the worker owes some) or 'failed'. */
  variants: Defaulted<'ready' | 'pending' | 'failed'>;
  /** Variant steps written so far: one per width (smallest first), then the share card. */
  variants_done: Defaulted<number>;
  /** The editor's focal point, 0..1 from the left and from the top; NULL when none was chosen. */
  focal_x: number | null;
  focal_y: number | null;
}

/** Which post, review or product shows which media folder (migration 0022, queries/media-uses.ts). */
export interface MediaUsesTable {
  kind: 'post' | 'review' | 'product' | 'author';
  item_id: number;
  /** `{hash}-{w}x{h}`. */
  folder: string;
}

/** An admin with an item open in the editor (migration 0023, shared/db/queries/presence.ts). */
export interface EditorPresenceTable {
  entity: string;
  /** The item's id, setting key or locale code, as text. */
  item_key: string;
  user_id: number;
  since: string;
  seen_at: string;
}

/** Which WordPress export item became which row (migration 0031, shared/import/wordpress). */
export interface WordpressImportsTable {
  guid: string;
  locale: string;
  kind: 'post';
  item_id: number;
  /** SHA-256 of the item as the export gave it: unchanged in the next export, nothing to do. */
  source_hash: string;
  /** The row's version the import left; another version means an editor changed it here. */
  item_version: number;
  /** The WordPress author's display name. */
  author: string | null;
  imported_at: string;
}

/** One export uploaded on the admin's "Importar do WordPress" screen (migration 0037). */
export interface WordpressImportRunsTable {
  id: Id;
  file_name: string;
  size_bytes: number;
  locale: string;
  /** `en=us,pt=br` as given, or null. */
  locale_map: string | null;
  dry_run: Defaulted<Flag>;
  overwrite: Defaulted<Flag>;
  /** 'running', 'succeeded' or 'failed'. */
  status: string;
  done: Defaulted<number>;
  total: Defaulted<number>;
  /** The importer's report (JSON), once it succeeded. */
  report: string | null;
  error: string | null;
  created_by: number | null;
  created_at: string;
  /** Moved by every progress write: the run's heartbeat. */
  updated_at: string;
  finished_at: string | null;
}

/** One price or availability change a price refresh saw (migration 0027, queries/price-history.ts). */
export interface PricePointsTable {
  product_id: number;
  /** ISO time the retailer answered. */
  at: string;
  locale: string;
  /** Null: no offer then. */
  price_cents: number | null;
  currency: string;
  availability: Availability;
}

/** A self-refreshing list of a locale's post bodies (migration 0034, queries/retailer-lists.ts). */
export interface RetailerListsTable {
  id: Id;
  locale: string;
  kind: 'bestsellers' | 'new-releases';
  /** Keywords (bestsellers) or browse node id (new releases). */
  query: string;
  item_count: number;
  /** What the page shows of the list (order, prices, availability); null until filled. */
  signature: string | null;
  refreshed_at: string | null;
  created_at: string;
}

/** One current item of a list, at its place (1-based). */
export interface RetailerListItemsTable {
  list_id: number;
  position: number;
  product_id: number;
}

/** A post whose body shows a list. */
export interface RetailerListUsesTable {
  post_id: number;
  list_id: number;
}

/** An author profile (migration 0032, shared/db/queries/authors.ts). */
export interface AuthorsTable {
  id: Id;
  /** The admin account it belongs to; null for a profile without one (a WordPress guest author). */
  account_id: number | null;
  slug: string;
  display_name: string;
  /** JSON object: locale code → bio. */
  bio_json: Defaulted<string>;
  /** A media-library image URL. */
  photo_url: string | null;
  expertise: Defaulted<string>;
  /** JSON array of URLs of the author's other profiles (schema.org sameAs). */
  same_as_json: Defaulted<string>;
  created_at: string;
  updated_at: string;
  version: Defaulted<number>;
}

/** The ordered authors of a post or review (migration 0032). */
export interface ItemAuthorsTable {
  kind: 'post' | 'review';
  item_id: number;
  author_id: number;
  /** 0 first: the byline's order. */
  position: number;
}

export interface Database {
  authors: AuthorsTable;
  item_authors: ItemAuthorsTable;
  settings: SettingsTable;
  locale_configs: LocaleConfigsTable;
  categories: CategoriesTable;
  category_names: CategoryNamesTable;
  posts: PostsTable;
  products: ProductsTable;
  reviews: ReviewsTable;
  admin_users: AdminUsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  contact_messages: ContactMessagesTable;
  clicks: ClicksTable;
  click_daily: ClickDailyTable;
  build_runs: BuildRunsTable;
  job_runs: JobRunsTable;
  job_settings: JobSettingsTable;
  audit_log: AuditLogTable;
  retailer_regions: RetailerRegionsTable;
  redirects: RedirectsTable;
  revisions: RevisionsTable;
  preview_links: PreviewLinksTable;
  product_embeds: ProductEmbedsTable;
  media: MediaTable;
  media_uses: MediaUsesTable;
  wordpress_imports: WordpressImportsTable;
  wordpress_import_runs: WordpressImportRunsTable;
  product_link_findings: ProductLinkFindingsTable;
  editor_presence: EditorPresenceTable;
  price_points: PricePointsTable;
  retailer_lists: RetailerListsTable;
  retailer_list_items: RetailerListItemsTable;
  retailer_list_uses: RetailerListUsesTable;
}

export type PostRow = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type PostUpdate = Updateable<PostsTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type AuthorRow = Selectable<AuthorsTable>;
export type NewReview = Insertable<ReviewsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type LocaleConfigRow = Selectable<LocaleConfigsTable>;
export type NewLocaleConfig = Insertable<LocaleConfigsTable>;
