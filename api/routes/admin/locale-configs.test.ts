import { beforeAll, expect, it, vi } from 'vitest';
import { DEMO_SEED_SETTING } from '../../../shared/db/queries/demo-seed';
import { recordRegionRun } from '../../../shared/db/queries/retailer-regions';
import { putSetting } from '../../../shared/db/queries/settings';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs, insertPost } from '../../../shared/db/test-fixtures';
import { LOCALES } from '../../../shared/locales';
import { pagedSchema } from '../../../shared/schemas/admin';
import { adminLocaleConfigSchema } from '../../../shared/schemas/locale-config';
import { adminClient, auditRows, expectRefusedUnchanged, type AdminTestClient } from './testing';

describeEachDatabase(
  'admin locale-configs API',
  (getDb) => {
    let api: AdminTestClient;
    beforeAll(async () => {
      api = await adminClient(getDb());
    });

    it('shows each region\'s retailer account: configured or not (no secret), token endpoint by region, access and last run', async () => {
      vi.stubEnv('RETAILER_BR_CLIENT_ID', 'br-client-id');
      vi.stubEnv('RETAILER_BR_CLIENT_SECRET', 'br-very-secret');
      try {
        await recordRegionRun(getDb(), 'it', { access: 'refused', accessError: 'retailer token request refused: Client authentication failed', refreshed: 0, errors: 1, throttled: 0, requests: 0, remaining: 12, stop: 'access refused' }, '2026-11-21T12:00:00.000Z');
        await recordRegionRun(getDb(), 'br', { access: 'ok', accessError: null, refreshed: 250, errors: 2, throttled: 1, requests: 25, remaining: 9750, stop: 'time budget' }, '2026-11-21T12:15:00.000Z');
        const res = await api.call('GET', '/api/admin/locale-configs/retailer');
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(text).not.toMatch(/br-very-secret|br-client-id/);
        const items = JSON.parse(text).items;
        expect(items.map((i: any) => [i.locale, i.region, i.configured])).toEqual([['br', 'na', true], ['it', 'eu', false], ['mx', 'na', false], ['es', 'eu', false], ['us', 'na', false]]);
        expect(items[0]).toMatchObject({ source: 'locale', variables: { id: 'RETAILER_BR_CLIENT_ID', secret: 'RETAILER_BR_CLIENT_SECRET' }, tokenUrl: 'https://api.amazon.com/auth/o2/token',
          state: { access: 'ok', lastRunAt: '2026-11-21T12:15:00.000Z', lastRefreshed: 250, lastErrors: 2, lastThrottled: 1, lastRemaining: 9750 } });
        expect(items[1]).toMatchObject({ tokenUrl: 'https://api.amazon.co.uk/auth/o2/token', state: { access: 'refused', accessError: expect.stringContaining('Client authentication failed') } });
        expect(items[2].state).toBeNull();
      } finally {
        vi.unstubAllEnvs();
      }
    });

    it('labels every region "demo" on the seeded demo without credentials, and none once a real credential or DEMO_RETAILER=off is set (issue 27 item 5)', async () => {
      const sources = async () => ((await api.json('GET', '/api/admin/locale-configs/retailer')).body as { items: { source: string | null }[] }).items.map((i) => i.source);
      expect(await sources()).toEqual([null, null, null, null, null]);
      await putSetting(getDb(), DEMO_SEED_SETTING, '2026-11-21T00:00:00.000Z');
      try {
        expect(await sources()).toEqual(['demo', 'demo', 'demo', 'demo', 'demo']);
        vi.stubEnv('RETAILER_MX_CLIENT_ID', 'mx-id');
        vi.stubEnv('RETAILER_MX_CLIENT_SECRET', 'mx-secret');
        expect(await sources()).toEqual([null, null, 'locale', null, null]);
        vi.unstubAllEnvs();
        vi.stubEnv('DEMO_RETAILER', 'off');
        expect(await sources()).toEqual([null, null, null, null, null]);
      } finally {
        vi.unstubAllEnvs();
        await getDb().kysely.deleteFrom('settings').where('key', '=', DEMO_SEED_SETTING).execute();
      }
    });

    it('lists the five in id order and reads one by locale code', async () => {
      const page = pagedSchema(adminLocaleConfigSchema.strict()).parse((await api.json('GET', '/api/admin/locale-configs')).body);
      expect(page.items.map((c) => c.locale)).toEqual(['br', 'it', 'mx', 'es', 'us']);
      expect((await api.json('GET', '/api/admin/locale-configs/es')).body).toMatchObject({ locale: 'es', status: 'coming_soon', version: 1 });
      expect((await api.json('GET', '/api/admin/locale-configs/fr')).status).toBe(404);
    });

    it('activates a locale and changes its store settings, audited and republished everywhere', async () => {
      const { body: es } = await api.json('GET', '/api/admin/locale-configs/es');
      const res = await api.json('PUT', '/api/admin/locale-configs/es', { ...es, status: 'active', affiliateId: 'tienda-21', amazonDomain: 'Amazon.ES', showPrices: false });
      expect(res.body).toMatchObject({ status: 'active', affiliateId: 'tienda-21', amazonDomain: 'amazon.es', showPrices: false, version: 2 });
      expect((await auditRows(getDb(), 'locale-config', 'es'))[0]).toMatchObject({ before: { status: 'coming_soon' }, after: { status: 'active' } });
      expect(api.publisher.requests.at(-1)).toEqual({ entity: 'locale-config', action: 'update', id: 'es', locales: [...LOCALES], slugBefore: null, slugAfter: null });
      await expectRefusedUnchanged(getDb(), 409, () => api.json('PUT', '/api/admin/locale-configs/es', { ...es, status: 'coming_soon' }));
    });

    it('refuses bad fields naming them', async () => {
      const { body: it_ } = await api.json('GET', '/api/admin/locale-configs/it');
      const body = await expectRefusedUnchanged(getDb(), 400, () =>
        api.json('PUT', '/api/admin/locale-configs/it', { ...it_, currency: 'eur', amazonDomain: 'https://amazon.it/', affiliateId: 'tag with spaces', language: 'not a tag', showPrices: 'yes' }),
      );
      expect(body.issues.map((i: any) => i.path).sort()).toEqual(['affiliateId', 'amazonDomain', 'currency', 'language', 'showPrices']);
    });

    it('refuses a second config for a locale and deleting one with content; deletes an empty one and creates it again', async () => {
      expect((await expectRefusedUnchanged(getDb(), 409, () => api.json('POST', '/api/admin/locale-configs', { locale: 'br', status: 'active' }))).issues[0].path).toBe('locale');
      await insertPost(getDb(), { locale: 'mx' });
      const inUse = await expectRefusedUnchanged(getDb(), 409, () => api.json('DELETE', '/api/admin/locale-configs/mx'));
      expect(inUse.references).toMatchObject({ posts: 1 });
      expect((await api.call('DELETE', '/api/admin/locale-configs/us')).status).toBe(204);
      const res = await api.json('POST', '/api/admin/locale-configs', { locale: 'us', status: 'coming_soon', currency: 'USD', currencySymbol: '$', language: 'en-US', amazonDomain: 'amazon.com' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ id: 5, locale: 'us', version: 1 });
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
  },
);
