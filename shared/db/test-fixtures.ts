/**
 * Small builders for test data: each inserts one row with sensible defaults and returns its id.
 * Tests state only what matters to them (`{ status: 'draft' }`) and stay readable.
 */
import { normalizeForSearch } from '../format';
import { LOCALES, type Locale } from '../locales';
import { defaultLocaleConfig } from './queries/locale-configs';
import type { Db } from './connect';
import type { NewPost, NewProduct, NewReview } from './schema';
import { syncMediaUses } from './queries/media-uses';
import { syncProductEmbeds } from './queries/product-embeds';
import { syncRetailerListUses } from './queries/retailer-lists';

const T0 = '2026-01-01T00:00:00.000Z';
let counter = 0;
const next = () => ++counter;

/**
 * Records that the price job found the retailer letting `locales` in (access 'ok'), as on a site
 * whose job has run: without it, a region with no credentials in the environment hides its prices.
 */
export async function insertRetailerAccess(db: Db, locales: readonly Locale[] = LOCALES, at = '2026-11-21T00:00:00.000Z'): Promise<void> {
  await db.kysely.insertInto('retailer_regions').values(locales.map((locale) => ({
    locale, access: 'ok' as const, access_error: null, access_changed_at: at, last_run_at: at,
    last_refreshed: 0, last_errors: 0, last_throttled: 0, last_requests: 0, last_remaining: 0, last_stop: null,
  }))).execute();
}

/** The five locale configs with br/it/mx active and es/us coming soon (the demo's shape). */
export async function insertLocaleConfigs(db: Db, statuses: Partial<Record<Locale, string>> = {}): Promise<void> {
  await db.kysely
    .insertInto('locale_configs')
    .values(LOCALES.map((code) => ({
      ...defaultLocaleConfig(code, statuses[code] ?? (['br', 'it', 'mx'].includes(code) ? 'active' : 'coming_soon'), `test-${code}-21`),
      updated_at: T0,
    })))
    .execute();
}

export async function insertCategory(db: Db, slug: string, names: Partial<Record<Locale, string>>, sortOrder = next()): Promise<number> {
  const { id } = await db.kysely.insertInto('categories').values({ slug, sort_order: sortOrder, updated_at: T0 }).returning('id').executeTakeFirstOrThrow();
  const rows = Object.entries(names).map(([locale, name]) => ({ category_id: id, locale, name: name as string }));
  if (rows.length) await db.kysely.insertInto('category_names').values(rows).execute();
  return id;
}

export async function insertPost(db: Db, values: Partial<NewPost> = {}): Promise<number> {
  const n = next();
  const title = values.title ?? `Post ${n}`;
  const excerpt = values.excerpt ?? `Excerpt ${n}`;
  const { id } = await db.kysely
    .insertInto('posts')
    .values({
      locale: 'br', slug: `post-${n}`, content: `# ${title}\n\nBody.`, status: 'published', published_at: T0,
      created_at: T0, updated_at: T0, search_text: normalizeForSearch(`${title} ${excerpt}`), ...values, title, excerpt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await syncProductEmbeds(db.kysely, 'post', id, values.locale ?? 'br', values.content ?? '');
  await syncRetailerListUses(db.kysely, id, values.locale ?? 'br', values.content ?? '', T0);
  await syncMediaUses(db.kysely, 'post', id, values.image_url, values.social_image, values.content);
  return id;
}

export async function insertProduct(db: Db, values: Partial<NewProduct> = {}): Promise<number> {
  const n = next();
  const { id } = await db.kysely
    .insertInto('products')
    .values({
      locale: 'br', slug: `product-${n}`, asin: `B0TEST${String(n).padStart(4, '0')}`, title: `Product ${n}`, currency: 'BRL',
      status: 'published', created_at: T0, updated_at: T0, ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await syncMediaUses(db.kysely, 'product', id, values.image_url);
  return id;
}

export async function insertReview(db: Db, values: Partial<NewReview> & { product_id: number }): Promise<number> {
  const n = next();
  const title = values.title ?? `Review ${n}`;
  const { id } = await db.kysely
    .insertInto('reviews')
    .values({
      locale: 'br', slug: `review-${n}`, excerpt: `Excerpt ${n}`, body: 'Body', rating: 4.5, pros: '["good"]', cons: '["bad"]',
      verdict: 'Fine.', status: 'published', published_at: T0, created_at: T0, updated_at: T0,
      search_text: normalizeForSearch(title), ...values, title,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await syncProductEmbeds(db.kysely, 'review', id, values.locale ?? 'br', values.body ?? '');
  await syncMediaUses(db.kysely, 'review', id, values.body);
  return id;
}
