import { DEFAULT_SITE_NAME } from '../../locales';
import type { Db } from '../connect';

/** The value of a setting, or undefined when it was never set. */
export async function getSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.kysely.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** The site name (SPEC §1): the `site_name` setting, else the brand placeholder. */
export async function getSiteName(db: Db): Promise<string> {
  const value = await getSetting(db, 'site_name');
  return value?.trim() ? value : DEFAULT_SITE_NAME;
}

/** Creates or replaces a setting, bumping its version. */
export async function putSetting(db: Db, key: string, value: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db.kysely
    .insertInto('settings')
    .values({ key, value, updated_at: at, version: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value, updated_at: at, version: eb('settings.version', '+', 1) })))
    .execute();
}
