/** /api/admin/settings: key/value settings such as `site_name` (reference in resources.ts). */
import { listAdminSettings, settingStore } from '../../../shared/db/queries/admin/settings';
import { plainListQuerySchema, settingKeyedUpdateSchema, type AdminSetting } from '../../../shared/schemas/admin';
import { settingInputSchema, settingKeySchema } from '../../../shared/schemas/setting';
import type { AppDeps } from '../../deps';
import { siteWideChange } from '../../publish/content-change';
import { resourceRouter } from './resource-router';

export function settingRoutes(deps: AppDeps) {
  return resourceRouter(deps, {
    path: '/settings',
    store: settingStore,
    key: settingKeySchema,
    keyName: 'key',
    listQuery: plainListQuerySchema,
    list: listAdminSettings,
    create: settingInputSchema,
    update: settingKeyedUpdateSchema,
    // The key comes from the path, so the rules of known keys (site_name) apply to PUT too.
    keyField: 'key',
    deletable: true,
    // The site name is in every page's title and footer.
    publish: siteWideChange('setting', (s: AdminSetting) => s.key),
  });
}
