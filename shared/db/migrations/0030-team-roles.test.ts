import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { insertPost } from '../test-fixtures';
import { describeEachDatabase } from '../testing';
import { teamRolesMigration } from './0030-team-roles';
import { dashboardMigration } from './0038-dashboard';

describeEachDatabase('migration 0030-team-roles', (getDb) => {
  it('makes existing accounts administrators and the first one the owner; posts keep no creator; rolls back', async () => {
    const db = getDb();
    // The later migration indexes created_by (0038): rolled back first, as a rollback goes.
    await dashboardMigration().down!(db.kysely);
    await teamRolesMigration().down!(db.kysely);
    const at = '2026-01-01T00:00:00.000Z';
    for (const name of ['primeira', 'segunda', 'terceira']) {
      await sql`insert into admin_users (username, email, password_hash, created_at, updated_at) values (${name}, ${`${name}@example.com`}, 'x', ${at}, ${at})`.execute(db.kysely);
    }
    await teamRolesMigration().up(db.kysely);
    const rows = await db.kysely.selectFrom('admin_users').select(['username', 'role', 'regions']).orderBy('id').execute();
    expect(rows).toEqual([
      { username: 'primeira', role: 'owner', regions: '' },
      { username: 'segunda', role: 'administrator', regions: '' },
      { username: 'terceira', role: 'administrator', regions: '' },
    ]);
    const post = await insertPost(db, { slug: 'velho' });
    expect(await db.kysely.selectFrom('posts').select(['created_by', 'review_note']).where('id', '=', post).executeTakeFirst()).toEqual({ created_by: null, review_note: null });
    await teamRolesMigration().down!(db.kysely);
    const columns = (await db.kysely.introspection.getTables()).find((t) => t.name === 'admin_users')!.columns.map((c) => c.name);
    expect(columns).not.toContain('role');
    await teamRolesMigration().up(db.kysely);
    await dashboardMigration().up(db.kysely);
  });
});
