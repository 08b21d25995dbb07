/**
 * /api/admin/locale-configs: per-locale status, store and currency, keyed by locale code; and
 * `GET /api/admin/locale-configs/retailer`: each region's retailer account as the regions screen
 * shows it (issue 15): configured or not and from which variables (never a secret), its token
 * endpoint, whether the retailer lets it in, and the last price-refresh run.
 */
import { Hono } from 'hono';
import { listAdminLocaleConfigs, localeConfigStore } from '../../../shared/db/queries/admin/locale-configs';
import { demoSeededAt } from '../../../shared/db/queries/demo-seed';
import { listRetailerRegions } from '../../../shared/db/queries/retailer-regions';
import { loadEnv } from '../../../shared/env';
import { demoRetailerApplies, describeRetailerAccounts } from '../../../shared/retailer-accounts';
import { plainListQuerySchema } from '../../../shared/schemas/admin';
import { localeCodeSchema } from '../../../shared/schemas/common';
import { localeConfigInputSchema, localeConfigUpdateSchema, type AdminLocaleConfig } from '../../../shared/schemas/locale-config';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { methodNotAllowed } from '../../http/errors';
import { siteWideChange } from '../../publish/content-change';
import { resourceRouter } from './resource-router';

export function localeConfigRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  // Before the resource's `/:key` routes, which would read 'retailer' as a locale code.
  app.get('/locale-configs/retailer', async (c) => {
    const env = deps.jobs?.env ?? loadEnv();
    const [regions, seededAt] = await Promise.all([listRetailerRegions(deps.db), demoSeededAt(deps.db)]);
    const states = new Map(regions.map((s) => [s.locale, s]));
    // The seeded demo without credentials: the demo retailer prices every region (issue 27 item 5).
    const demo = demoRetailerApplies(env, seededAt !== null);
    const items = describeRetailerAccounts(env, demo).map((account) => ({ ...account, state: states.get(account.locale) ?? null }));
    return c.json({ items });
  });
  app.all('/locale-configs/retailer', methodNotAllowed(['GET', 'HEAD']));
  app.route(
    '/',
    resourceRouter(deps, {
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
    }),
  );
  return app;
}
