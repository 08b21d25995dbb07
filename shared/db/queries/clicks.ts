/** Outbound buy-link clicks (POST /api/clicks): what was followed, from which page. */
import type { Locale } from '../../locales';
import type { Db } from '../connect';

export interface NewClick {
  locale: Locale;
  kind: 'retailer' | 'marketplace';
  productId?: number | null;
  targetUrl: string;
  sourcePath?: string | null;
}

export async function insertClick(db: Db, click: NewClick, now: Date): Promise<number> {
  const { id } = await db.kysely
    .insertInto('clicks')
    .values({
      locale: click.locale,
      kind: click.kind,
      product_id: click.productId ?? null,
      target_url: click.targetUrl,
      source_path: click.sourcePath ?? null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Whether a product with this id exists (a click may only name a real product). */
export async function productExists(db: Db, id: number): Promise<boolean> {
  const row = await db.kysely.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}
