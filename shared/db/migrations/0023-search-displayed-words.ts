/**
 * The full-text index finds the words a visitor reads (issue 24): a title 'Melhores de {month}
 * {year}' is shown as 'Melhores de novembro 2026', so '2026' and 'novembro' must find it and 'year'
 * must not. The writers store the displayed title in `search_title` and the displayed title +
 * excerpt, normalised, in `search_text` (shared/format/search-text.ts `displayedSearchColumns`); the
 * job `reindex-dated-titles` rewrites both when the month turns. The index moves from `title` and
 * `excerpt` to these two columns:
 * - SQLite: the FTS5 tables of 0010 are recreated over (search_title, search_text, locale), same
 *   tokenizer, prefixes and title weight; the triggers follow the new columns.
 * - PostgreSQL: the generated `search_vector` is re-added over the same two columns.
 * A row written by something that does not know `search_title` (left '') is indexed by its `title`,
 * as before, so nothing disappears from search.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { displayedSearchColumns } from '../../format/search-text';
import { isLocale } from '../../locales';
import type { DialectName } from '../connect';
import { searchMigration } from './0010-search';

const TABLES = ['posts', 'reviews'] as const;
const BATCH = 500;

/** The indexed title of a row: its displayed title, or its title for writers that leave it empty. */
const indexedTitle = (row: 'new' | 'old') => `coalesce(nullif(${row}.search_title, ''), ${row}.title)`;

/**
 * Fills the two columns of the rows whose title or excerpt holds a placeholder, in id batches (the
 * others are indexed right as they are: `search_text` already holds their words).
 */
async function backfill(db: Kysely<any>, table: (typeof TABLES)[number]): Promise<void> {
  const now = new Date();
  for (let after = 0; ; ) {
    const rows: { id: number; locale: string; title: string; excerpt: string }[] = await db
      .selectFrom(table)
      .select(['id', 'locale', 'title', 'excerpt'])
      .where('id', '>', after)
      .where((eb) => eb.or([eb('title', 'like', '%{%'), eb('excerpt', 'like', '%{%')]))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!rows.length) return;
    for (const row of rows) {
      if (!isLocale(row.locale)) continue;
      await db.updateTable(table).set(displayedSearchColumns(row.title, row.excerpt, row.locale, now)).where('id', '=', row.id).execute();
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}

export function searchDisplayedWordsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const t of TABLES) {
        await sql.raw(`ALTER TABLE ${t} ADD COLUMN search_title text NOT NULL DEFAULT ''`).execute(db);
        await backfill(db, t);
      }
      if (dialect === 'sqlite') {
        for (const t of TABLES) {
          for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER IF EXISTS ${t}_fts_${trigger}`).execute(db);
          await sql.raw(`DROP TABLE IF EXISTS ${t}_fts`).execute(db);
          await sql.raw(`CREATE VIRTUAL TABLE ${t}_fts USING fts5(search_title, search_text, locale, content='${t}', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`).execute(db);
          await sql.raw(`INSERT INTO ${t}_fts(${t}_fts, rank) VALUES ('rank', 'bm25(10.0, 1.0, 0.0)')`).execute(db);
          const values = (row: 'new' | 'old') => `${row}.id, ${indexedTitle(row)}, ${row}.search_text, ${row}.locale`;
          await sql.raw(`CREATE TRIGGER ${t}_fts_insert AFTER INSERT ON ${t} BEGIN INSERT INTO ${t}_fts(rowid, search_title, search_text, locale) VALUES (${values('new')}); END`).execute(db);
          await sql.raw(`CREATE TRIGGER ${t}_fts_delete AFTER DELETE ON ${t} BEGIN INSERT INTO ${t}_fts(${t}_fts, rowid, search_title, search_text, locale) VALUES ('delete', ${values('old')}); END`).execute(db);
          await sql
            .raw(
              `CREATE TRIGGER ${t}_fts_update AFTER UPDATE OF title, search_title, search_text, locale ON ${t} BEGIN ` +
                `INSERT INTO ${t}_fts(${t}_fts, rowid, search_title, search_text, locale) VALUES ('delete', ${values('old')}); ` +
                `INSERT INTO ${t}_fts(rowid, search_title, search_text, locale) VALUES (${values('new')}); END`,
            )
            .execute(db);
          // Not 'rebuild': that reads `search_title` as stored, without the fallback to `title`.
          await sql.raw(`INSERT INTO ${t}_fts(rowid, search_title, search_text, locale) SELECT id, coalesce(nullif(search_title, ''), title), search_text, locale FROM ${t}`).execute(db);
        }
        return;
      }
      for (const t of TABLES) {
        await sql.raw(`ALTER TABLE ${t} DROP COLUMN IF EXISTS search_vector`).execute(db);
        await sql
          .raw(
            `ALTER TABLE ${t} ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_unaccent(coalesce(nullif(search_title, ''), title, ''))), 'A') || setweight(to_tsvector('simple', search_unaccent(coalesce(search_text, ''))), 'B')) STORED`,
          )
          .execute(db);
        await sql.raw(`CREATE INDEX ${t}_search_idx ON ${t} USING gin (search_vector)`).execute(db);
      }
    },
    async down(db: Kysely<any>) {
      // Back to 0010's index over `title` and `excerpt`: its own down and up, then the column goes.
      const previous = searchMigration(dialect);
      await previous.down!(db);
      await previous.up(db);
      for (const t of TABLES) await sql.raw(`ALTER TABLE ${t} DROP COLUMN search_title`).execute(db);
    },
  };
}
