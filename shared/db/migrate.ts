/**
 * Schema migrations with Kysely's Migrator. Migrations are listed in code (not read from a folder)
 * so they also work inside bundles (the Astro build, Netlify functions).
 */
import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db, DialectName } from './connect';
import { initialMigration } from './migrations/0001-initial';
import { jobsMigration } from './migrations/0002-jobs';
import { retailerMigration } from './migrations/0003-retailer';
import { publishingMigration } from './migrations/0004-publishing';
import { listIndexesMigration } from './migrations/0009-list-indexes';
import { searchMigration } from './migrations/0010-search';
import { redirectsMigration } from './migrations/0013-redirects';
import { retailerAccountsMigration } from './migrations/0014-retailer-accounts';
import { revisionsMigration } from './migrations/0015-revisions';
import { pageSeoMigration } from './migrations/0016-page-seo';
import { previewLinksMigration } from './migrations/0017-preview-links';
import { availabilityMigration } from './migrations/0018-availability';
import { clickAnalyticsMigration } from './migrations/0019-click-analytics';
import { productEmbedsMigration } from './migrations/0021-product-embeds';
import { mediaMigration } from './migrations/0022-media';
import { cdnPurgeMigration } from './migrations/0023-cdn-purge';
import { editorPresenceMigration } from './migrations/0023-editor-presence';
import { searchDisplayedWordsMigration } from './migrations/0023-search-displayed-words';
import { priceHistoryMigration } from './migrations/0027-price-history';
import { teamRolesMigration } from './migrations/0030-team-roles';
import { wordpressImportMigration } from './migrations/0031-wordpress-import';
import { authorsMigration } from './migrations/0032-authors';
import { reviewTestingMigration } from './migrations/0033-review-testing';
import { retailerListsMigration } from './migrations/0034-retailer-lists';
import { indexNowMigration } from './migrations/0035-indexnow';
import { wordpressImportRunsMigration } from './migrations/0037-wordpress-import-runs';
import { dashboardMigration } from './migrations/0038-dashboard';
import { revisionChangesMigration } from './migrations/0039-revision-changes';
import { mediaFocalPointMigration } from './migrations/0040-media-focal-point';
import { productNeedsDetailsMigration } from './migrations/0041-product-needs-details';

/** Every migration, in order. Names sort lexically; never rename or edit one that has shipped. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-jobs': jobsMigration(dialect),
    '0003-retailer': retailerMigration(),
    '0004-publishing': publishingMigration(),
    '0009-list-indexes': listIndexesMigration(),
    '0010-search': searchMigration(dialect),
    '0013-redirects': redirectsMigration(dialect),
    '0014-retailer-accounts': retailerAccountsMigration(),
    '0015-revisions': revisionsMigration(dialect),
    '0016-page-seo': pageSeoMigration(),
    '0017-preview-links': previewLinksMigration(dialect),
    '0018-availability': availabilityMigration(),
    '0019-click-analytics': clickAnalyticsMigration(),
    '0021-product-embeds': productEmbedsMigration(),
    '0022-media': mediaMigration(dialect),
    '0023-cdn-purge': cdnPurgeMigration(),
    '0023-editor-presence': editorPresenceMigration(),
    '0023-search-displayed-words': searchDisplayedWordsMigration(dialect),
    '0027-price-history': priceHistoryMigration(),
    '0030-team-roles': teamRolesMigration(),
    '0031-wordpress-import': wordpressImportMigration(),
    '0032-authors': authorsMigration(dialect),
    '0033-review-testing': reviewTestingMigration(),
    '0034-retailer-lists': retailerListsMigration(dialect),
    '0035-indexnow': indexNowMigration(),
    '0037-wordpress-import-runs': wordpressImportRunsMigration(dialect),
    '0038-dashboard': dashboardMigration(),
    '0039-revision-changes': revisionChangesMigration(),
    '0040-media-focal-point': mediaFocalPointMigration(),
    '0041-product-needs-details': productNeedsDetailsMigration(),
  };
}

function migrator(db: Db): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => migrations(db.dialect) };
  // Migrations made side by side (one per feature branch) may reach a database in a different order
  // than their names; each only adds its own tables and columns, so running a lower name later is safe.
  return new Migrator({ db: db.kysely, provider, allowUnorderedMigrations: true });
}

export class MigrationError extends Error {}

/**
 * Brings the schema up to date. Safe to run on every start and from several processes at once:
 * Kysely's Migrator takes a lock table. Throws MigrationError naming the failed migration.
 */
export async function migrate(db: Db): Promise<string[]> {
  const result: MigrationResultSet = await migrator(db).migrateToLatest();
  return check(result);
}

/** Undoes every migration (tests and `migrate --down`). */
export async function migrateDownAll(db: Db): Promise<string[]> {
  const m = migrator(db);
  const applied: string[] = [];
  for (;;) {
    const result = await m.migrateDown();
    const done = check(result);
    if (done.length === 0) return applied;
    applied.push(...done);
  }
}

function check({ error, results = [] }: MigrationResultSet): string[] {
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` "${failed.migrationName}"` : '';
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new MigrationError(`Migration${name} failed: ${reason}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
