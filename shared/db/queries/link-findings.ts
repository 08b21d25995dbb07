/**
 * The link check's findings per product (issue 15 item 4, migration 0018): the latest finding of
 * each kind ('broken', 'redirected', 'tag_missing', 'unavailable'). Written by api/jobs/check-links.ts,
 * read by the admin product screen (one product) and the dashboard (how many products have any).
 */
import type { Db } from '../connect';
import { LINK_FINDING_KINDS, type FindingCounts, type LinkFinding, type LinkFindingKind } from '../../schemas/link-findings';

export { LINK_FINDING_KINDS, type FindingCounts, type LinkFinding };

/** One product's finding to store, or a kind its clear check no longer finds. */
export interface FindingWrite {
  productId: number;
  kind: LinkFindingKind;
  detail: string | null;
}

/** Rows per statement: far under both dialects' bound-parameter limits. */
const CHUNK = 200;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Stores one run's findings in one transaction: each found kind is inserted or, when already
 * there, updated to this run's detail and time; each cleared kind is deleted. Kinds that are in
 * neither list (the check could not tell) stay as they were.
 */
export async function writeLinkFindings(db: Db, found: readonly FindingWrite[], cleared: readonly Omit<FindingWrite, 'detail'>[], at: string): Promise<void> {
  if (found.length === 0 && cleared.length === 0) return;
  await db.kysely.transaction().execute(async (trx) => {
    for (const kind of LINK_FINDING_KINDS) {
      const ids = cleared.filter((c) => c.kind === kind).map((c) => c.productId);
      for (const part of chunks(ids)) await trx.deleteFrom('product_link_findings').where('kind', '=', kind).where('product_id', 'in', part).execute();
    }
    for (const part of chunks(found)) {
      await trx
        .insertInto('product_link_findings')
        .values(part.map((f) => ({ product_id: f.productId, kind: f.kind, detail: f.detail === null ? null : f.detail.slice(0, 500), found_at: at })))
        .onConflict((oc) => oc.columns(['product_id', 'kind']).doUpdateSet((eb) => ({ detail: eb.ref('excluded.detail'), found_at: eb.ref('excluded.found_at') })))
        .execute();
    }
  });
}

/**
 * One product's findings, in LINK_FINDING_KINDS order (at most one per kind: a primary-key read);
 * undefined when there is no such product.
 */
export async function listProductFindings(db: Db, productId: number): Promise<LinkFinding[] | undefined> {
  const [product, rows] = await Promise.all([
    db.kysely.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst(),
    db.kysely.selectFrom('product_link_findings').select(['kind', 'detail', 'found_at']).where('product_id', '=', productId).execute(),
  ]);
  if (!product) return undefined;
  return rows
    .map((r) => ({ kind: r.kind, detail: r.detail, foundAt: r.found_at }))
    .sort((a, b) => LINK_FINDING_KINDS.indexOf(a.kind) - LINK_FINDING_KINDS.indexOf(b.kind));
}

/** The findings table, joined to the products of `locales` when the account is limited to some regions. */
function findingsOf(db: Db, locales?: readonly string[]) {
  const base = db.kysely.selectFrom('product_link_findings');
  if (!locales) return base;
  return base.innerJoin('products', 'products.id', 'product_link_findings.product_id').where('products.locale', 'in', locales.length ? [...locales] : ['-']);
}

/**
 * How many products have findings, in all and per kind (the dashboard), of `locales` when given.
 * The table holds only problems, so these counts read a fraction of the catalogue, through the
 * primary key (and one product lookup per finding for a region-limited account).
 */
export async function countLinkFindings(db: Db, locales?: readonly string[]): Promise<FindingCounts> {
  const [total, perKind] = await Promise.all([
    findingsOf(db, locales).select((eb) => eb.fn.count<number>('product_link_findings.product_id').distinct().as('n')).executeTakeFirstOrThrow(),
    findingsOf(db, locales).select(['product_link_findings.kind', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('product_link_findings.kind').execute(),
  ]);
  const byKind = Object.fromEntries(LINK_FINDING_KINDS.map((k) => [k, 0])) as Record<LinkFindingKind, number>;
  for (const row of perKind) byKind[row.kind] = Number(row.n);
  return { products: Number(total.n), byKind };
}

/**
 * Up to `limit` products with findings (newest product ids first: the primary key's order, read
 * from its end), each with its kinds in LINK_FINDING_KINDS order: the dashboard's list.
 */
export async function productsWithFindings(db: Db, q: { limit: number; locales?: readonly string[] }): Promise<{ productId: number; title: string; locale: string; kinds: LinkFindingKind[] }[]> {
  const ids = await findingsOf(db, q.locales).select('product_link_findings.product_id').groupBy('product_link_findings.product_id')
    .orderBy('product_link_findings.product_id', 'desc').limit(q.limit).execute();
  if (!ids.length) return [];
  const wanted = ids.map((r) => r.product_id);
  const [products, kinds] = await Promise.all([
    db.kysely.selectFrom('products').select(['id', 'title', 'locale']).where('id', 'in', wanted).execute(),
    db.kysely.selectFrom('product_link_findings').select(['product_id', 'kind']).where('product_id', 'in', wanted).execute(),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  return wanted.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    const found = new Set(kinds.filter((k) => k.product_id === id).map((k) => k.kind));
    return [{ productId: id, title: p.title, locale: p.locale, kinds: LINK_FINDING_KINDS.filter((k) => found.has(k)) }];
  });
}
