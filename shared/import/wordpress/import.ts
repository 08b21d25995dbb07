/**
 * The WordPress importer (issue 28): a WordPress export (WXR) into this site, shared by the CLI
 * (`npm run import:wordpress`) and anything else that imports.
 *
 * 1. The whole file is read once (./scan.ts): a file that is not a complete export stops the
 *    import with one line, before anything is written.
 * 2. It is read again, one item at a time. Each post or page becomes a post of its locale, in a
 *    transaction of its own with everything it needs (its category, the products its affiliate
 *    shortcodes name, its old addresses' redirects and the import's record of it), so an import
 *    cut short keeps what it finished and the next run carries on from there.
 *
 * A second run of the same file changes nothing (each item's source hash is kept); an updated
 * export updates what changed there, unless an editor changed the row here since (`overwrite`).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connect';
import { insertAudit } from '../../db/queries/admin/audit-log';
import { profileForName } from '../../db/queries/admin/authors';
import { DuplicateError, InvalidReferenceError } from '../../db/queries/admin/errors';
import { postStore, toAdminPost } from '../../db/queries/admin/posts';
import { productStore } from '../../db/queries/admin/products';
import { revisionedStore } from '../../db/queries/admin/revisioned-store';
import type { WriteContext } from '../../db/queries/admin/store';
import { getLocaleConfig } from '../../db/queries/locale-configs';
import { recordImportedAddress } from '../../db/queries/redirects';
import type { Database } from '../../db/schema';
import { contentPaths } from '../../content-paths';
import { slugify } from '../../format';
import { LOCALE_INFO, type Locale } from '../../locales';
import type { MediaLimits } from '../../media/process';
import type { MediaStore } from '../../media/store';
import { fieldIssues } from '../../schemas/common';
import { POST_LIMITS, postInputSchema, type AdminPost, type PostInput } from '../../schemas/post';
import { productInputSchema } from '../../schemas/product';
import type { StoreLink } from './amazon';
import { oldPaths } from './old-paths';
import { pictureImporter, type PictureImporter } from './pictures';
import { IMPORTED_TYPES, scanExport, type ExportScan } from './scan';
import { seoFromMeta } from './seo-meta';
import { bodyToMarkdown, plainText, prepareBody, type ImageResolution } from './to-markdown';
import { readWxr, type WxrItem } from './wxr';

export interface WordPressImportOptions {
  db: Db;
  media: MediaStore;
  /** The export file (WXR). */
  file: string;
  /** Locale of the items (all of them, or those without a language of their own). */
  locale: Locale;
  /** Polylang/WPML language code → locale (`en=us,pt=br`): several locales in one run. */
  localeMap?: Record<string, Locale>;
  uploadsDir?: string;
  mediaBase?: string;
  fetch?: typeof fetch;
  mediaLimits?: MediaLimits;
  /** Reads and converts everything, writes nothing. */
  dryRun?: boolean;
  /** Updates items an editor changed here since the last import. */
  overwrite?: boolean;
  now?: () => Date;
  /** The account the audit log names for every change (the admin who uploaded); null for the CLI. */
  userId?: number | null;
  onProgress?: (done: number, total: number) => void | Promise<void>;
  /**
   * The retailer's details (price, availability) of ASINs new to `locale`, or null when that region
   * has no retailer access (no credentials or affiliate tag): its new products are then listed as
   * needing details. The admin's job and the CLI pass retailerDetails (./retailer-details.ts); absent, none are fetched.
   */
  productDetails?: (locale: Locale, asins: string[]) => Promise<Map<string, RetailerDetails> | null>;
  /** The file's scanExport, when the caller already read it (the admin checks the upload first). */
  scan?: ExportScan;
}

/** What the retailer says of one ASIN (the price job's fields). */
export interface RetailerDetails {
  priceCents: number | null;
  listPriceCents: number | null;
  currency: string | null;
  availability: 'in_stock' | 'out_of_stock' | 'preorder' | 'unavailable' | 'unknown';
}

export type ItemOutcome = 'created' | 'updated' | 'unchanged' | 'kept-local-edits' | 'skipped';

export interface ImportedItem {
  wpId: string;
  guid: string;
  type: string;
  title: string;
  locale?: Locale;
  outcome: ItemOutcome;
  id?: number;
  path?: string;
  /** The slug WordPress had, when it had to change here (taken, or a reserved word). */
  slugChangedFrom?: string;
  author?: string;
}

export interface ImportReport {
  file: string;
  site: { title: string; url: string; wxrVersion: string };
  dryRun: boolean;
  overwrite: boolean;
  counts: {
    itemsByType: Record<string, number>;
    created: number;
    updated: number;
    unchanged: number;
    keptLocalEdits: number;
    skipped: number;
    categoriesCreated: number;
    productsCreated: number;
    /** Of those, products whose price and availability came from the retailer. */
    productsWithDetails: number;
    picturesImported: number;
    picturesMissing: number;
    redirects: number;
    commentsIgnored: number;
  };
  items: ImportedItem[];
  redirects: Array<{ from: string; to: string }>;
  /** Products made from ASINs alone, to complete in the admin (or by the price job). */
  productsNeedingDetails: Array<{ locale: Locale; asin: string; id: number }>;
  warnings: Array<{ wpId?: string; title?: string; message: string }>;
}

/** Thrown inside a dry run's transaction so it rolls back what it computed. */
class DryRunRollback extends Error {}

const DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** `2013-01-10 20:15:40` (UTC) as an ISO timestamp; undefined for WordPress's zero date. */
export function wpDate(gmt: string): string | undefined {
  const m = DATE.exec(gmt);
  if (!m || m[1] === '0000') return undefined;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z`;
}

/** WordPress's automatic excerpt: the first 55 words of the text. */
function autoExcerpt(markdownText: string): string {
  const words = markdownText
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^::.*$/gm, ' ')
    .replace(/[#>*_`|-]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const text = words.slice(0, 55).join(' ');
  return (words.length > 55 ? `${text}…` : text).slice(0, POST_LIMITS.excerpt);
}

function sourceHash(item: WxrItem, locale: Locale): string {
  const { title, content, excerpt, status, postDateGmt, modifiedGmt, postName, terms, meta, link } = item;
  return createHash('sha256').update(JSON.stringify({ locale, title, content, excerpt, status, postDateGmt, modifiedGmt, postName, terms, meta, link })).digest('hex');
}

/** The locale of an item: its Polylang language mapped by `localeMap`, else the import's. */
function localeOf(item: WxrItem, options: WordPressImportOptions): Locale | { unmapped: string } {
  const language = item.terms.find((t) => t.domain === 'language')?.slug ?? item.meta._wpml_language;
  if (!language || !options.localeMap) return options.locale;
  const mapped = options.localeMap[language.toLowerCase()];
  return mapped ?? { unmapped: language };
}

/** Status and dates of an item as our editorial fields. */
function publication(item: WxrItem, now: Date): { status: PostInput['status']; publishAt: string | null; date?: string } {
  const date = wpDate(item.postDateGmt) ?? (item.status === 'publish' || item.status === 'future' ? wpDate(item.postDate) : undefined);
  if (item.status === 'publish') return { status: 'published', publishAt: null, date };
  if (item.status === 'future' && date) return date > now.toISOString() ? { status: 'scheduled', publishAt: date, date } : { status: 'published', publishAt: null, date };
  // draft, pending, private: drafts here (a private post is not public on WordPress either).
  return { status: 'draft', publishAt: null, date };
}

interface Run {
  options: WordPressImportOptions;
  scan: ExportScan;
  report: ImportReport;
  pictures: PictureImporter;
  now: () => Date;
  /** Categories known or created in this run, by slug. */
  categories: Map<string, number>;
  /** Slugs of the categories this run created (or, in a dry run, would create). */
  categoriesCreated: Set<string>;
  categoryRedirectsDone: Set<string>;
  guidsSeen: Set<string>;
  stores: Map<Locale, StoreLink>;
}

async function ensureCategory(ex: Kysely<Database>, run: Run, slug: string, locale: Locale, at: string): Promise<number | null> {
  const term = run.scan.categories.get(slug);
  const ourSlug = slugify(decodeURIComponent(slug)) || slugify(term?.name ?? '');
  if (!ourSlug || ourSlug === 'uncategorized' || ourSlug === 'sem-categoria') return null;
  const name = plainText(term?.name ?? slug).slice(0, 100) || ourSlug;
  // A dry run rolls each item back, its new categories with it: nothing of it may be remembered.
  const dryRun = !!run.options.dryRun;
  let id = (dryRun ? undefined : run.categories.get(ourSlug)) ?? (await ex.selectFrom('categories').select('id').where('slug', '=', ourSlug).executeTakeFirst())?.id;
  if (id === undefined) {
    const row = await ex.insertInto('categories').values({ slug: ourSlug, sort_order: 0, updated_at: at, version: 1 }).returning('id').executeTakeFirstOrThrow();
    id = row.id;
    if (!run.categoriesCreated.has(ourSlug)) run.report.counts.categoriesCreated += 1;
    run.categoriesCreated.add(ourSlug);
  }
  const named = await ex.selectFrom('category_names').select('name').where('category_id', '=', id).where('locale', '=', locale).executeTakeFirst();
  if (!named) await ex.insertInto('category_names').values({ category_id: id, locale, name }).execute();
  if (!dryRun) run.categories.set(ourSlug, id);
  // The category's old archive (/category/parent/child) answers 301 to its page here.
  const key = `${locale}:${ourSlug}`;
  if (!run.categoryRedirectsDone.has(key)) {
    run.categoryRedirectsDone.add(key);
    const chain: string[] = [];
    for (let t = term; t && chain.length < 10; t = t.parent ? run.scan.categories.get(t.parent) : undefined) chain.unshift(t.slug);
    const from = `/category/${(chain.length ? chain : [slug]).join('/')}`;
    const to = `/${locale}/categoria/${ourSlug}`;
    if ((await recordImportedAddress(ex, { from, to, entity: 'category', entityId: id, at })) !== 'kept') run.report.redirects.push({ from, to });
  }
  return id;
}

async function ensureProducts(ex: Kysely<Database>, run: Run, locale: Locale, asins: string[], titles: Map<string, string>, ctx: WriteContext, details: Map<string, RetailerDetails> | null): Promise<void> {
  for (const asin of asins) {
    const found = await ex.selectFrom('products').select('id').where('locale', '=', locale).where('asin', '=', asin).executeTakeFirst();
    if (found) continue;
    const input = productInputSchema.parse({ locale, slug: asin.toLowerCase(), asin, title: titles.get(asin)?.slice(0, 200) || `ASIN ${asin}`, status: 'draft' });
    const id = await productStore.insert!(ex, input, ctx);
    run.report.counts.productsCreated += 1;
    const d = details?.get(asin);
    if (!d) {
      // Flagged in the admin's product list until the price job or an editor completes it.
      await ex.updateTable('products').set({ needs_details: 1 }).where('id', '=', id).execute();
      run.report.productsNeedingDetails.push({ locale, asin, id });
      continue;
    }
    // As the price job writes them: the price's time, and the product's place in its queue.
    await ex.updateTable('products').set({
      price_cents: d.priceCents, list_price_cents: d.listPriceCents, availability: d.availability, price_checked_at: ctx.at,
      ...(d.currency ? { currency: d.currency } : {}), ...(d.priceCents !== null ? { price_updated_at: ctx.at } : {}),
    }).where('id', '=', id).execute();
    run.report.counts.productsWithDetails += 1;
  }
}

/** The retailer's details of the ASINs of `asins` that `locale` has no product for yet (outside any transaction: a network call). */
async function fetchDetails(run: Run, locale: Locale, asins: string[], warn: (message: string) => void): Promise<Map<string, RetailerDetails> | null> {
  if (!run.options.productDetails || !asins.length) return null;
  const known = await run.options.db.kysely.selectFrom('products').select('asin').where('locale', '=', locale).where('asin', 'in', asins).execute();
  const missing = asins.filter((a) => !known.some((k) => k.asin === a));
  if (!missing.length) return null;
  try {
    return await run.options.productDetails(locale, missing);
  } catch (err) {
    warn(`retailer details not fetched (${err instanceof Error ? err.message : String(err)}): the new products need details`);
    return null;
  }
}

/** A slug for `wanted` that no other post of the locale has and that is no route word. */
async function freeSlug(ex: Kysely<Database>, locale: Locale, wanted: string, exceptId?: number): Promise<string> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? wanted : `${wanted.slice(0, 110)}-${n}`;
    if (!postInputSchema.safeParse({ locale, slug, title: 'x', content: '' }).success) continue;
    let q = ex.selectFrom('posts').select('id').where('locale', '=', locale).where('slug', '=', slug);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    if (!(await q.executeTakeFirst())) return slug;
  }
}

/** The locale's retailer domain and affiliate tag, read once per run. */
async function storeOf(run: Run, locale: Locale): Promise<StoreLink> {
  let store = run.stores.get(locale);
  if (!store) {
    const config = await getLocaleConfig(run.options.db, locale);
    store = { domain: config?.amazonDomain || LOCALE_INFO[locale].retailerDomain, tag: config?.affiliateId ?? '' };
    run.stores.set(locale, store);
  }
  return store;
}

async function importItem(run: Run, item: WxrItem): Promise<void> {
  const { options, report } = run;
  const warn = (message: string) => report.warnings.push({ wpId: item.postId, title: item.title, message });
  const title = plainText(item.title).slice(0, POST_LIMITS.title) || `Sem título (WordPress ${item.postId})`;
  // GUIDs identify an item across exports; the rare export that repeats one falls back to the id too.
  const guid = item.guid && !run.guidsSeen.has(item.guid) ? item.guid : `${item.guid}#${item.postId}`;
  run.guidsSeen.add(item.guid);
  const entry: ImportedItem = { wpId: item.postId, guid, type: item.postType, title, outcome: 'skipped', author: run.scan.authors.get(item.creator)?.displayName || item.creator || undefined };
  report.items.push(entry);
  report.counts.commentsIgnored += item.comments;
  const skip = (message: string) => {
    warn(message);
    report.counts.skipped += 1;
  };

  const locale = localeOf(item, options);
  if (typeof locale !== 'string') return skip(`language "${locale.unmapped}" is not in --locale-map: skipped`);
  entry.locale = locale;
  const hash = sourceHash(item, locale);
  const known = await options.db.kysely.selectFrom('wordpress_imports').selectAll().where('guid', '=', entry.guid).where('locale', '=', locale).executeTakeFirst();
  const current = known ? await options.db.kysely.selectFrom('posts').selectAll().where('id', '=', known.item_id).executeTakeFirst() : undefined;
  if (known && current) {
    entry.id = current.id;
    entry.path = contentPaths.post(locale, current.slug);
    if (known.source_hash === hash && !options.overwrite) {
      entry.outcome = 'unchanged';
      report.counts.unchanged += 1;
      return;
    }
    if (current.version !== known.item_version && !options.overwrite) {
      entry.outcome = 'kept-local-edits';
      report.counts.keptLocalEdits += 1;
      warn(`changed in the export and edited here since the last import: kept as edited here (--overwrite replaces it)`);
      return;
    }
  }

  // The body: blocks and shortcodes resolved, pictures into the library.
  const store = await storeOf(run, locale);
  const prepared = prepareBody(item.content, {
    store,
    attachmentUrl: (id) => run.scan.attachments.get(id)?.url,
  });
  if (/\[gallery(?![^\]]*\bids=)[^\]]*\]/.test(item.content)) {
    // A gallery without ids shows the pictures uploaded to the post.
    const own = (run.scan.attachmentsByParent.get(item.postId) ?? []).map((id) => run.scan.attachments.get(id)!.url);
    prepared.html = prepared.html.replace(/\[gallery(?![^\]]*\bids=)[^\]]*\]/g, own.map((u) => `<p><img src="${u.replace(/"/g, '&quot;')}" alt=""></p>`).join('\n'));
    for (const u of own) if (!prepared.alts.has(u)) prepared.alts.set(u, '');
    prepared.images = [...prepared.alts.keys()];
    prepared.notes.splice(0, prepared.notes.length, ...prepared.notes.filter((n) => n !== 'shortcode [gallery] kept as text'));
  }
  prepared.notes.forEach(warn);
  const images = new Map<string, ImageResolution>();
  for (const src of prepared.images) {
    const attachment = run.scan.attachmentsByUrl.get(src);
    const result = await run.pictures.picture(src, locale, prepared.alts.get(src) || attachment?.alt || '', attachment?.title || title);
    if ('missing' in result) {
      images.set(src, null);
      report.counts.picturesMissing += 1;
    } else {
      images.set(src, result);
      report.counts.picturesImported += 1;
    }
  }
  const body = bodyToMarkdown(prepared, images);
  body.notes.forEach(warn);

  // The featured image.
  let imageUrl: string | null = null;
  const thumbnail = item.meta._thumbnail_id ? run.scan.attachments.get(item.meta._thumbnail_id) : undefined;
  if (item.meta._thumbnail_id && !thumbnail) warn(`featured image ${item.meta._thumbnail_id} is not in the export`);
  if (thumbnail) {
    const result = await run.pictures.picture(thumbnail.url, locale, thumbnail.alt, thumbnail.title || title);
    if ('missing' in result) {
      warn(`featured image not imported: ${result.missing}`);
      report.counts.picturesMissing += 1;
    } else {
      imageUrl = options.dryRun ? null : result.url;
      report.counts.picturesImported += 1;
      if (!thumbnail.alt) warn(`featured image has no alt text in the export: its title "${thumbnail.title || title}" is used`);
    }
  }

  const { status, publishAt, date } = publication(item, run.now());
  const tags = item.terms.filter((t) => t.domain === 'post_tag').map((t) => plainText(t.name));
  const wantedSlug = slugify(safeDecode(item.postName)) || slugify(title) || `post-${item.postId}`;
  const group = item.terms.find((t) => t.domain === 'post_translations')?.slug ?? item.meta._wpml_translation_group;
  const seo = seoFromMeta(item.meta, title);
  const titlesByAsin = new Map<string, string>();
  for (const m of item.content.matchAll(/\[(?:amazon|aawp)\s[^\]]*?link="([A-Z0-9]{10})"[^\]]*?title="([^"]*)"/g)) titlesByAsin.set(m[1]!, m[2]!);

  const details = await fetchDetails(run, locale, prepared.asins, warn);
  const at = run.now().toISOString();
  const ctx: WriteContext = { at, dialect: options.db.dialect, userId: options.userId ?? null };
  const posts = revisionedStore(postStore, 'post');
  try {
    await options.db.kysely.transaction().execute(async (trx) => {
      const categorySlug = item.terms.find((t) => t.domain === 'category' && t.slug !== 'uncategorized')?.slug;
      const categoryId = categorySlug ? await ensureCategory(trx, run, categorySlug, locale, at) : null;
      await ensureProducts(trx, run, locale, prepared.asins, titlesByAsin, ctx, details);
      const slug = await freeSlug(trx, locale, wantedSlug, current?.id);
      if (slug !== wantedSlug) {
        entry.slugChangedFrom = wantedSlug;
        warn(`slug "${wantedSlug}" is taken or reserved in ${locale}: imported as "${slug}"`);
      }
      const excerpt = plainText(item.excerpt).slice(0, POST_LIMITS.excerpt) || autoExcerpt(body.markdown);
      // The WordPress author signs the post: a profile per author name, no account (docs/decisions.md).
      const authorId = entry.author ? await profileForName(trx, entry.author, slugify(entry.author, 100), at) : undefined;
      const parsed = postInputSchema.safeParse({
        locale, slug, title, excerpt, content: body.markdown, imageUrl, categoryId, keyword: tags.join(', ').slice(0, POST_LIMITS.keyword) || null,
        status, publishAt, translationKey: group ? `wp-${group}` : null, ...seo, authorIds: authorId === undefined ? [] : [authorId],
      });
      if (!parsed.success) throw new ItemRefused(fieldIssues(parsed.error).map((i) => `${i.path}: ${i.message}`).join('; '));
      const input = parsed.data;
      let id: number;
      let before: AdminPost | null = null;
      if (current) {
        before = toAdminPost(current);
        if (!(await posts.update!(trx, before, { ...input, version: current.version }, ctx))) throw new ItemRefused('changed here while importing: run the import again');
        id = current.id;
        entry.outcome = 'updated';
      } else {
        id = await posts.insert!(trx, input, ctx);
        entry.outcome = 'created';
      }
      // Keep WordPress's dates: the post was published then, not today.
      if (date) {
        const dates: { created_at?: string; published_at?: string } = current ? {} : { created_at: date };
        if (status === 'published') dates.published_at = date;
        if (Object.keys(dates).length) await trx.updateTable('posts').set(dates).where('id', '=', id).execute();
      }
      const row = await trx.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const path = contentPaths.post(locale, row.slug);
      entry.id = id;
      entry.path = path;
      for (const from of oldPaths(item, run.scan.site.blogUrl, path)) {
        const outcome = await recordImportedAddress(trx, { from, to: path, entity: 'post', entityId: id, at });
        if (outcome === 'kept') warn(`old address ${from} already redirects elsewhere here (an editor's redirect): left as it is`);
        else report.redirects.push({ from, to: path });
        if (outcome === 'taken-over') warn(`old address ${from} led to another imported item: it now leads here`);
      }
      const values = { source_hash: hash, item_version: row.version, author: entry.author ?? null, imported_at: at };
      if (known) await trx.updateTable('wordpress_imports').set({ ...values, item_id: id }).where('guid', '=', entry.guid).where('locale', '=', locale).execute();
      else await trx.insertInto('wordpress_imports').values({ guid: entry.guid, locale, kind: 'post', item_id: id, ...values }).execute();
      await insertAudit(trx, { userId: options.userId ?? null, action: current ? 'update' : 'create', entity: 'post', entityId: id, before, after: toAdminPost(row), at });
      if (options.dryRun) throw new DryRunRollback();
    });
  } catch (err) {
    if (err instanceof DryRunRollback) {
      /* computed, rolled back */
    } else if (err instanceof ItemRefused || err instanceof DuplicateError || err instanceof InvalidReferenceError) {
      entry.outcome = 'skipped';
      return skip(`not imported: ${err.message}`);
    } else throw err;
  }
  if (entry.outcome === 'created') report.counts.created += 1;
  if (entry.outcome === 'updated') report.counts.updated += 1;
}

class ItemRefused extends Error {}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Imports `options.file`. Throws WxrError (one line) for a file that is not a complete WordPress
 * export, before writing anything; otherwise answers the report of what was done (or, with
 * `dryRun`, what would be).
 */
export async function importWordPress(options: WordPressImportOptions): Promise<ImportReport> {
  const scan = options.scan ?? (await scanExport(options.file));
  const now = options.now ?? (() => new Date());
  const report: ImportReport = {
    file: options.file,
    site: { title: scan.site.title, url: scan.site.blogUrl, wxrVersion: scan.site.wxrVersion },
    dryRun: !!options.dryRun,
    overwrite: !!options.overwrite,
    counts: {
      itemsByType: scan.itemsByType, created: 0, updated: 0, unchanged: 0, keptLocalEdits: 0, skipped: 0,
      categoriesCreated: 0, productsCreated: 0, productsWithDetails: 0, picturesImported: 0, picturesMissing: 0, redirects: 0, commentsIgnored: 0,
    },
    items: [],
    redirects: [],
    productsNeedingDetails: [],
    warnings: [],
  };
  const run: Run = {
    options, scan, report, now,
    pictures: pictureImporter(options.db, options.media, { uploadsDir: options.uploadsDir, mediaBase: options.mediaBase, fetch: options.fetch }, { dryRun: options.dryRun, limits: options.mediaLimits }),
    categories: new Map(),
    categoriesCreated: new Set(),
    categoryRedirectsDone: new Set(),
    guidsSeen: new Set(),
    stores: new Map(),
  };
  for (const locale of new Set([options.locale, ...Object.values(options.localeMap ?? {})])) {
    const config = await getLocaleConfig(options.db, locale);
    if (config?.status !== 'active') report.warnings.push({ message: `locale ${locale} is not active on this site: its imported pages are built once an administrator activates it` });
  }
  let done = 0;
  await options.onProgress?.(0, scan.importable);
  for await (const record of readWxr(options.file)) {
    if (record.kind !== 'item' || !IMPORTED_TYPES.has(record.item.postType)) continue;
    if (['trash', 'auto-draft', 'inherit'].includes(record.item.status)) continue;
    await importItem(run, record.item);
    await options.onProgress?.(++done, scan.importable);
  }
  report.counts.redirects = report.redirects.length;
  return report;
}
