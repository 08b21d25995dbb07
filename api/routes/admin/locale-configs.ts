/** /api/admin/locale-configs: per-locale status, store and currency, keyed by locale code. */
import { listAdminLocaleConfigs, localeConfigStore } from '../../../shared/db/queries/admin/locale-configs';
import { plainListQuerySchema } from '../../../shared/schemas/admin';
import { localeCodeSchema } from '../../../shared/schemas/common';
import { localeConfigInputSchema, localeConfigUpdateSchema, type AdminLocaleConfig } from '../../../shared/schemas/locale-config';
import type { AppDeps } from '../../deps';
import { siteWideChange } from '../../publish/content-change';
import { resourceRouter } from './resource-router';

export function localeConfigRoutes(deps: AppDeps) {
  return resourceRouter(deps, {
    path: '/locale-configs',
    store: localeConfigStore,
    // Any stored code can be read and edited (a legacy 'fr' row too); POST takes the five only.
    key: localeCodeSchema,
    keyName: 'locale',
    listQuery: plainListQuerySchema,
    list: listAdminLocaleConfigs,
    create: localeConfigInputSchema,
    update: localeConfigUpdateSchema,
    deletable: true,
    // A status change adds or removes a locale from every page's hreflang and footer list.
    publish: siteWideChange('locale-config', (c: AdminLocaleConfig) => c.locale),
  });
}
