import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from './connect';
import { migrate, migrateDownAll, migrations } from './migrate';
import { describeEachDatabase } from './testing';
import { insertCategory, insertPost } from './test-fixtures';

const TABLES = [
  'admin_users', 'audit_log', 'authors', 'build_runs', 'categories', 'category_names', 'click_daily', 'clicks',
  'contact_messages', 'editor_presence', 'item_authors', 'job_runs', 'job_settings', 'locale_configs', 'login_attempts', 'media', 'media_uses', 'posts', 'preview_links', 'price_points', 'product_embeds',
  'product_link_findings', 'products', 'redirects', 'retailer_list_items', 'retailer_list_uses', 'retailer_lists', 'retailer_regions', 'reviews', 'revisions', 'sessions', 'settings', 'wordpress_import_runs', 'wordpress_imports',
];

describeEachDatabase('migrations', (getDb) => {
  it('creates every table of the design with the same columns on each dialect', async () => {
    // The full-text index is each database's own (migration 0010): FTS5 tables on SQLite, a
    // tsvector column on PostgreSQL; checked apart, and left out of the common shape.
    const all = (await getDb().kysely.introspection.getTables()).filter((t) => !t.name.startsWith('kysely_'));
    const searchIndex = (name: string) => /_fts(_|$)/.test(name) || name === 'search_vector';
    expect(all.filter((t) => searchIndex(t.name)).map((t) => t.name)).toEqual(getDb().dialect === 'sqlite' ? expect.arrayContaining(['posts_fts', 'reviews_fts']) : []);
    const tables = all.filter((t) => !searchIndex(t.name));
    expect(tables.map((t) => t.name).sort()).toEqual(TABLES);
    const posts = tables.find((t) => t.name === 'posts')!;
    expect(posts.columns.some((c) => c.name === 'search_vector')).toBe(getDb().dialect === 'postgres');
    expect(posts.columns.map((c) => c.name).filter((c) => !searchIndex(c)).sort()).toEqual([
      'category_id', 'content', 'created_at', 'created_by', 'excerpt', 'id', 'image_url', 'keyword', 'locale', 'noindex', 'publish_at', 'published_at',
      'review_note', 'search_text', 'search_title', 'seo_description', 'seo_title', 'slug', 'social_image', 'status', 'title', 'translation_key', 'updated_at', 'version',
    ]);
    // What each build did besides rendering: its CDN purge (0023) and its IndexNow submission (0035).
    const builds = tables.find((t) => t.name === 'build_runs')!;
    expect(builds.columns.map((c) => c.name).filter((c) => /^(purge|indexnow)_/.test(c)).sort()).toEqual([
      'indexnow_answer', 'indexnow_count', 'indexnow_status', 'indexnow_urls', 'purge_error', 'purge_status',
    ]);
    // The fields each revision changed (0039), so the revisions list never reads the saved bodies.
    const revisions = tables.find((t) => t.name === 'revisions')!;
    expect(revisions.columns.map((c) => c.name)).toContain('changed_fields');
  });

  it('is idempotent: a second run applies nothing', async () => {
    expect(await migrate(getDb())).toEqual([]);
  });

  it('enforces unique (locale, slug) on posts, and allows the same slug in another locale', async () => {
    const db = getDb();
    await insertPost(db, { locale: 'br', slug: 'same-slug' });
    await insertPost(db, { locale: 'it', slug: 'same-slug' });
    await expect(insertPost(db, { locale: 'br', slug: 'same-slug' })).rejects.toThrow(/unique|duplicate/i);
  });

  it('enforces foreign keys', async () => {
    await expect(insertPost(getDb(), { category_id: 987654 })).rejects.toThrow(/foreign key/i);
  });

  it('starts new rows at version 1', async () => {
    const db = getDb();
    const id = await insertCategory(db, 'versioned', { br: 'Versionada' });
    const row = await db.kysely.selectFrom('categories').select('version').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.version).toBe(1);
  });

  it('can be rolled back completely and applied again', async () => {
    const db = getDb();
    const all = Object.keys(migrations(db.dialect));
    expect(await migrateDownAll(db)).toEqual([...all].reverse());
    const left = (await db.kysely.introspection.getTables()).filter((t) => !t.name.startsWith('kysely_'));
    expect(left).toEqual([]);
    expect(await migrate(db)).toEqual(all);
  });
});

describe('SQLite file database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rs-sqlite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens with WAL, foreign keys and synchronous=NORMAL, creating its folder', async () => {
    const db = connect(`sqlite:${join(dir, 'nested', 'site.db')}`);
    try {
      const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(db.kysely)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('synchronous')).toBe(1); // NORMAL
      // No busy_timeout in SQLite: Kysely's queries wait for locks on a timer (sqlite-dialect.test.ts).
      expect(await pragma('busy_timeout')).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('takes the write lock when a transaction begins (BEGIN IMMEDIATE), so writers queue instead of failing mid-way', async () => {
    const file = `sqlite:${join(dir, 'lock.db')}`;
    const a = connect(file);
    const b = connect(file, { busyTimeoutMs: 0 });
    try {
      await migrate(a);
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const trx = a.kysely.transaction().execute(async (t) => {
        // Only a read so far: a deferred BEGIN would not hold the write lock yet.
        await t.selectFrom('settings').selectAll().execute();
        await held;
      });
      await new Promise((r) => setTimeout(r, 20));
      await expect(b.kysely.insertInto('settings').values({ key: 'k', value: 'v', updated_at: 'now' }).execute()).rejects.toThrow(/locked|busy/i);
      release();
      await trx;
      await b.kysely.insertInto('settings').values({ key: 'k', value: 'v', updated_at: 'now' }).execute();
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('parseDatabaseUrl via connect', () => {
  it('names the problem for an unsupported URL', () => {
    expect(() => connect('mysql://x')).toThrow(/unsupported scheme.*sqlite:<path>/);
    expect(() => connect('sqlite:')).toThrow(/needs a file path/);
  });
});
