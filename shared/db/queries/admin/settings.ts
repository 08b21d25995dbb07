/** Settings (key/value) as the admin edits them. */
import type { AdminSetting, Paged, PlainListQuery, SettingKeyedUpdate } from '../../../schemas/admin';
import { SETTING_KEYS, type SettingInput } from '../../../schemas/setting';
import type { Db } from '../../connect';
import { DEMO_SEED_SETTING } from '../demo-seed';
import { DuplicateError, RefusedError } from './errors';
import { fetchPage } from './paging';
import { lockIf, type ChangeStore } from './store';

/** Settings the site reads: they can be changed, never deleted. */
const BUILT_IN: readonly string[] = Object.values(SETTING_KEYS);

export const settingStore: ChangeStore<AdminSetting, string, SettingInput, SettingKeyedUpdate> = {
  entity: 'setting',
  keyOf: (row) => row.key,
  versionOf: (row) => row.version,
  async load(ex, key, options) {
    const row = await lockIf(ex.selectFrom('settings').selectAll().where('key', '=', key), options).executeTakeFirst();
    return row && { key: row.key, value: row.value, updatedAt: row.updated_at, version: row.version };
  },
  async insert(ex, input, { at }) {
    const taken = await ex.selectFrom('settings').select('key').where('key', '=', input.key).executeTakeFirst();
    if (taken) throw new DuplicateError('key', `setting '${input.key}' already exists: change it with PUT /api/admin/settings/${input.key}`);
    await ex.insertInto('settings').values({ key: input.key, value: input.value, updated_at: at, version: 1 }).execute();
    return input.key;
  },
  async update(ex, current, input, { at }) {
    const result = await ex
      .updateTable('settings')
      .set({ value: input.value, updated_at: at, version: current.version + 1 })
      .where('key', '=', current.key)
      .where('version', '=', current.version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  async remove(ex, current) {
    if (BUILT_IN.includes(current.key)) throw new RefusedError(`setting '${current.key}' is used by the site: change its value instead of deleting it`);
    await ex.deleteFrom('settings').where('key', '=', current.key).execute();
  },
};

/** Markers the site keeps for itself, not settings anyone edits: left out of the list. */
const INTERNAL: readonly string[] = [DEMO_SEED_SETTING];

export async function listAdminSettings(db: Db, q: PlainListQuery): Promise<Paged<AdminSetting>> {
  const base = db.kysely.selectFrom('settings').where('key', 'not in', INTERNAL);
  const page = base.selectAll().orderBy('key').limit(q.limit).offset(q.offset).execute();
  return fetchPage(q, base, page, (r) => ({ key: r.key, value: r.value, updatedAt: r.updated_at, version: r.version }));
}
