/**
 * Outbound buy-link clicks (POST /api/clicks): what was followed, from which page. No personal
 * data is kept: no address, no user agent, no cookie; the row says what was clicked, not who.
 */
import { sql, type Kysely } from 'kysely';
import type { Locale } from '../../locales';
import type { Db } from '../connect';
import type { Database } from '../schema';

export interface NewClick {
  locale: Locale;
  kind: 'retailer' | 'marketplace';
  productId?: number | null;
  targetUrl: string;
  sourcePath?: string | null;
}

/** The rollup's key for a click: its UTC day, and 0 / '' where it names no product / page. */
function clickDailyKey(click: Pick<NewClick, 'locale' | 'productId' | 'sourcePath'>, at: Date) {
  return { day: at.toISOString().slice(0, 10), locale: click.locale, product_id: click.productId ?? 0, page: click.sourcePath ?? '' };
}

/**
 * Records one click: the raw row and +1 on its `click_daily` rollup row, in one transaction, so
 * the admin's counts never disagree with the rows they summarise.
 */
export async function insertClick(db: Db, click: NewClick, now: Date): Promise<number> {
  return db.kysely.transaction().execute(async (trx) => {
    const { id } = await trx
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
    await bumpClickDaily(trx, clickDailyKey(click, now));
    return id;
  });
}

async function bumpClickDaily(trx: Kysely<Database>, key: ReturnType<typeof clickDailyKey>): Promise<void> {
  await trx
    .insertInto('click_daily')
    .values({ ...key, clicks: 1 })
    .onConflict((oc) => oc.columns(['day', 'locale', 'product_id', 'page']).doUpdateSet({ clicks: sql<number>`click_daily.clicks + 1` }))
    .execute();
}

/** Whether a product with this id exists (a click may only name a real product). */
export async function productExists(db: Db, id: number): Promise<boolean> {
  const row = await db.kysely.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}
