/**
 * The initial schema (DESIGN §4). Written once for both dialects; the only differences are the
 * id column type and nothing else, so queries see the same tables on SQLite and PostgreSQL.
 */
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './id-column';

export function initialMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  const version = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(1);
  /** Rows editors change: timestamps and the optimistic-concurrency version (DESIGN §4). */
  const editable = <T extends string, C extends string>(b: CreateTableBuilder<T, C>) =>
    b.addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('version', 'integer', version);
  /** Posts and reviews: editorial status, scheduling, search text and translation links. */
  const publishable = <T extends string, C extends string>(b: CreateTableBuilder<T, C>) =>
    b.addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('publish_at', 'varchar(30)')
      .addColumn('published_at', 'varchar(30)')
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('translation_key', 'varchar(120)');

  return {
    async up(db: Kysely<any>) {
      await db.schema.createTable('settings')
        .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('version', 'integer', version)
        .execute();

      await db.schema.createTable('locale_configs')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('locale', 'varchar(8)', (c) => c.notNull().unique())
        .addColumn('status', 'varchar(32)', (c) => c.notNull())
        .addColumn('site_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('currency_symbol', 'varchar(8)', (c) => c.notNull())
        .addColumn('amazon_domain', 'varchar(100)', (c) => c.notNull())
        .addColumn('affiliate_id', 'varchar(100)', (c) => c.notNull())
        .addColumn('language', 'varchar(35)', (c) => c.notNull())
        .addColumn('show_prices', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('version', 'integer', version)
        .execute();

      await id(db.schema.createTable('categories'))
        .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('version', 'integer', version)
        .execute();

      await db.schema.createTable('category_names')
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addColumn('locale', 'varchar(8)', (c) => c.notNull())
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addPrimaryKeyConstraint('category_names_pk', ['category_id', 'locale'])
        .execute();

      await id(db.schema.createTable('posts'))
        .addColumn('locale', 'varchar(8)', (c) => c.notNull())
        .addColumn('slug', 'varchar(120)', (c) => c.notNull())
        .addColumn('title', 'varchar(300)', (c) => c.notNull())
        .addColumn('excerpt', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('image_url', 'varchar(2048)')
        .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
        .addColumn('keyword', 'varchar(200)')
        .$call(publishable)
        .$call(editable)
        .addUniqueConstraint('posts_locale_slug_uq', ['locale', 'slug'])
        .execute();
      // Home, post lists, header search and sitemaps: published posts of a locale, newest first.
      await db.schema.createIndex('posts_locale_status_published_idx').on('posts').columns(['locale', 'status', 'published_at']).execute();
      // Category pages and popular-category counts.
      await db.schema.createIndex('posts_category_idx').on('posts').columns(['category_id', 'locale', 'status']).execute();
      // Scheduled publishing job.
      await db.schema.createIndex('posts_status_publish_at_idx').on('posts').columns(['status', 'publish_at']).execute();
      await db.schema.createIndex('posts_translation_key_idx').on('posts').column('translation_key').execute();

      await id(db.schema.createTable('products'))
        .addColumn('locale', 'varchar(8)', (c) => c.notNull())
        .addColumn('slug', 'varchar(120)', (c) => c.notNull())
        .addColumn('asin', 'varchar(10)', (c) => c.notNull())
        .addColumn('title', 'varchar(300)', (c) => c.notNull())
        .addColumn('brand', 'varchar(120)')
        .addColumn('image_url', 'varchar(2048)')
        .addColumn('price_cents', 'integer')
        .addColumn('list_price_cents', 'integer')
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('availability', 'varchar(16)', (c) => c.notNull().defaultTo('unknown'))
        .addColumn('price_updated_at', 'varchar(30)')
        .addColumn('rating', 'real')
        .addColumn('rating_count', 'integer')
        .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
        .addColumn('premium', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('launch_date', 'varchar(10)')
        .addColumn('marketplace_url', 'varchar(2048)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('translation_key', 'varchar(120)')
        .$call(editable)
        .addUniqueConstraint('products_locale_slug_uq', ['locale', 'slug'])
        .addUniqueConstraint('products_locale_asin_uq', ['locale', 'asin'])
        .execute();
      await db.schema.createIndex('products_locale_launch_idx').on('products').columns(['locale', 'status', 'launch_date']).execute();
      await db.schema.createIndex('products_category_idx').on('products').columns(['category_id', 'locale']).execute();
      await db.schema.createIndex('products_translation_key_idx').on('products').column('translation_key').execute();

      await id(db.schema.createTable('reviews'))
        .addColumn('locale', 'varchar(8)', (c) => c.notNull())
        .addColumn('slug', 'varchar(120)', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('title', 'varchar(300)', (c) => c.notNull())
        .addColumn('excerpt', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('rating', 'real', (c) => c.notNull())
        .addColumn('pros', 'text', (c) => c.notNull())
        .addColumn('cons', 'text', (c) => c.notNull())
        .addColumn('verdict', 'text', (c) => c.notNull())
        .$call(publishable)
        .$call(editable)
        .addUniqueConstraint('reviews_locale_slug_uq', ['locale', 'slug'])
        .execute();
      await db.schema.createIndex('reviews_locale_status_published_idx').on('reviews').columns(['locale', 'status', 'published_at']).execute();
      await db.schema.createIndex('reviews_product_idx').on('reviews').column('product_id').execute();
      await db.schema.createIndex('reviews_translation_key_idx').on('reviews').column('translation_key').execute();

      await id(db.schema.createTable('admin_users'))
        .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(editable)
        .execute();

      await id(db.schema.createTable('sessions'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('last_seen_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)')
        .addColumn('user_agent', 'varchar(512)')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

      await id(db.schema.createTable('login_attempts'))
        .addColumn('identifier', 'varchar(254)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('succeeded', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_attempts_identifier_idx').on('login_attempts').columns(['identifier', 'created_at']).execute();
      await db.schema.createIndex('login_attempts_ip_idx').on('login_attempts').columns(['ip', 'created_at']).execute();

      await id(db.schema.createTable('contact_messages'))
        .addColumn('locale', 'varchar(8)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('subject', 'varchar(200)')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)')
        .addColumn('read_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').column('created_at').execute();
      // Per-IP rate limit of the contact form.
      await db.schema.createIndex('contact_messages_ip_idx').on('contact_messages').columns(['ip', 'created_at']).execute();

      await id(db.schema.createTable('clicks'))
        .addColumn('locale', 'varchar(8)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('target_url', 'varchar(2048)', (c) => c.notNull())
        .addColumn('source_path', 'varchar(2048)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('clicks_product_idx').on('clicks').columns(['product_id', 'created_at']).execute();

      await id(db.schema.createTable('build_runs'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('trigger', 'varchar(200)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('finished_at', 'varchar(30)')
        .addColumn('duration_ms', 'integer')
        .addColumn('pages', 'integer')
        .addColumn('error', 'text')
        .addColumn('log', 'text')
        .execute();
      await db.schema.createIndex('build_runs_started_idx').on('build_runs').column('started_at').execute();

      await id(db.schema.createTable('job_runs'))
        .addColumn('job', 'varchar(64)', (c) => c.notNull())
        .addColumn('slot', 'varchar(40)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('finished_at', 'varchar(30)')
        .addColumn('duration_ms', 'integer')
        .addColumn('summary', 'text')
        .addColumn('error', 'text')
        .addUniqueConstraint('job_runs_job_slot_uq', ['job', 'slot'])
        .execute();

      await id(db.schema.createTable('audit_log'))
        .addColumn('user_id', 'integer', (c) => c.references('admin_users.id').onDelete('set null'))
        .addColumn('action', 'varchar(32)', (c) => c.notNull())
        .addColumn('entity', 'varchar(32)', (c) => c.notNull())
        .addColumn('entity_id', 'varchar(64)')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();
      await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
    },

    async down(db: Kysely<any>) {
      for (const table of [
        'audit_log', 'job_runs', 'build_runs', 'clicks', 'contact_messages', 'login_attempts', 'sessions',
        'admin_users', 'reviews', 'products', 'posts', 'category_names', 'categories', 'locale_configs', 'settings',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
