/** Typed hooks for `/api/admin/settings` (key/value; the site name is `site_name`). */
import type { SettingInput, SettingUpdateInput } from '../../../shared/schemas/setting';
import { createResourceHooks } from './resource';
import type { AdminSetting } from './types';

export const settings = createResourceHooks<AdminSetting, SettingInput, SettingUpdateInput, string>('settings');
