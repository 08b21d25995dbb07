/**
 * Keeps the full-text index on the words a visitor reads when the date turns (issue 24): a title
 * 'Melhores de {month} {year}' reads differently on the 1st, so its `search_title`/`search_text`
 * (shared/format/search-text.ts) are written again. Only rows holding a placeholder are read, in id
 * batches, and only those whose words changed are written, so a day without a month turn writes nothing.
 */
import { displayedSearchColumns } from '../../format/search-text';
import { isLocale } from '../../locales';
import type { Db } from '../connect';

const BATCH = 500;

export interface ReindexResult {
  /** Rows holding a `{month}`/`{year}` placeholder. */
  dated: number;
  /** Of those, rows whose indexed words changed. */
  updated: number;
}

/** Rewrites the search columns of posts and reviews whose displayed title or excerpt changed at `now`. */
export async function reindexDatedTitles(db: Db, now: Date): Promise<ReindexResult> {
  const result: ReindexResult = { dated: 0, updated: 0 };
  for (const table of ['posts', 'reviews'] as const) {
    for (let after = 0; ; ) {
      const rows = await db.kysely
        .selectFrom(table)
        .select(['id', 'locale', 'title', 'excerpt', 'search_title', 'search_text'])
        .where('id', '>', after)
        .where((eb) => eb.or([eb('title', 'like', '%{%'), eb('excerpt', 'like', '%{%')]))
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (!rows.length) break;
      for (const row of rows) {
        if (!isLocale(row.locale)) continue;
        result.dated++;
        const next = displayedSearchColumns(row.title, row.excerpt, row.locale, now);
        if (next.search_title === row.search_title && next.search_text === row.search_text) continue;
        // Not `updated_at`: the content did not change, only the words the date puts in it.
        await db.kysely.updateTable(table).set(next).where('id', '=', row.id).execute();
        result.updated++;
      }
      after = Number(rows[rows.length - 1]!.id);
    }
  }
  return result;
}
