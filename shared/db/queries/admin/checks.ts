/**
 * Checks made inside a change's transaction before writing, so the editor gets a refusal naming
 * the field instead of a constraint error (which still backs them up under a race).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { extractProductLists, extractRetailerLists, productListProblems, retailerListProblems } from '../../../markdown';
import { parseMediaUrl } from '../../../media/contract';
import { DuplicateError, InvalidReferenceError } from './errors';

/** Refuses a slug (or ASIN) already used by another row of the same locale in `table`. */
export async function assertUniqueInLocale(
  ex: Kysely<Database>,
  table: 'posts' | 'products' | 'reviews',
  column: 'slug' | 'asin',
  value: { locale: string; text: string; exceptId?: number },
  entity: string,
): Promise<void> {
  let query = ex.selectFrom(table).select('id').where('locale', '=', value.locale).where(column, '=', value.text);
  if (value.exceptId !== undefined) query = query.where('id', '!=', value.exceptId);
  const taken = await query.executeTakeFirst();
  if (taken) {
    throw new DuplicateError(column, `${column} '${value.text}' is already used by ${entity} ${taken.id} in locale '${value.locale}'`);
  }
}

/** Refuses a categoryId that names no category. */
export async function assertCategoryExists(ex: Kysely<Database>, categoryId: number | null | undefined): Promise<void> {
  if (categoryId == null) return;
  const row = await ex.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!row) throw new InvalidReferenceError('categoryId', `categoryId: no category with id ${categoryId}`);
}

/**
 * Refuses a body whose `::products` comparison tables or ranked lists (shared/markdown/directives.ts)
 * are written wrong (2–6 distinct valid ASINs, style table or list) or list an ASIN that is no
 * product of the body's locale: the message names the ASIN and, for another region's product, its
 * region. Without this the line would render fewer products than the editor chose, silently.
 * One indexed query for the whole body, none for a body without `::products`.
 */
export async function assertProductListsValid(ex: Kysely<Database>, locale: string, markdown: string, field: 'content' | 'body'): Promise<void> {
  const lists = extractProductLists(markdown);
  if (!lists.length) return;
  const problems = lists.flatMap(productListProblems);
  if (problems.length) throw new InvalidReferenceError(field, `${field}: ${problems.join('; ')}`);
  const asins = [...new Set(lists.flatMap((l) => l.asins))];
  // Through the (locale, asin) unique index; other regions are looked at only to explain a refusal.
  const found = await ex.selectFrom('products').select('asin').where('locale', '=', locale).where('asin', 'in', asins).execute();
  const here = new Set(found.map((r) => r.asin));
  const absent = asins.filter((asin) => !here.has(asin));
  if (!absent.length) return;
  const rows = await ex.selectFrom('products').select(['asin', 'locale']).where('asin', 'in', absent).execute();
  const missing = absent.map((asin) => {
    const elsewhere = rows.filter((r) => r.asin === asin).map((r) => r.locale);
    return elsewhere.length
      ? `product ${asin} belongs to locale '${elsewhere.sort().join("', '")}', not '${locale}'`
      : `no product with ASIN ${asin} in locale '${locale}'`;
  });
  if (missing.length) throw new InvalidReferenceError(field, `${field}: ::products lists ${missing.join('; ')}`);
}

/**
 * Refuses a body whose self-refreshing lists (`::bestsellers`, `::new-releases`, issue 27) are
 * written wrong: the query attribute missing or malformed, `count` not 1–10, an unknown attribute.
 * A review body may not hold them at all (`allowed: false`): lists are a post's. No query.
 */
export function assertRetailerListsValid(markdown: string, field: 'content' | 'body', { allowed = true } = {}): void {
  const lists = extractRetailerLists(markdown);
  if (!lists.length) return;
  const problems = allowed ? lists.flatMap(retailerListProblems) : lists.map((l) => `${l.line}: ::${l.kind} lists are shown in posts only, not in reviews`);
  if (problems.length) throw new InvalidReferenceError(field, `${field}: ${problems.join('; ')}`);
}

/**
 * Refuses a media-library image (a `/media/…` path) that the library does not hold, or whose alt
 * text is missing for the page's `locale` (issue 14: alt text is required before an image is used
 * on a page, per locale; `requireAlt: false` where the page gives the image its own alt, as the
 * product box does with the product's title). An http(s) address is someone else's image and is not checked here.
 * One unique-index probe on `media.hash`.
 */
export async function assertMediaImageUsable(ex: Kysely<Database>, locale: string, url: string | null | undefined, field: string, { requireAlt = true } = {}): Promise<void> {
  if (!url || !url.startsWith('/')) return;
  const key = parseMediaUrl(url);
  if (!key) return;
  const row = await ex.selectFrom('media').select(['width', 'height', 'alt_json']).where('hash', '=', key.hash).executeTakeFirst();
  if (!row || row.width !== key.width || row.height !== key.height) {
    throw new InvalidReferenceError(field, `${field}: no such image in the media library (${url})`);
  }
  if (!requireAlt) return;
  const alt = (() => {
    try {
      return JSON.parse(row.alt_json) as Record<string, unknown>;
    } catch {
      return {};
    }
  })();
  const text = alt[locale];
  if (typeof text !== 'string' || !text.trim()) {
    throw new InvalidReferenceError(field, `${field}: alt text missing for ${locale}: describe the image for this language in the media library before using it`);
  }
}
