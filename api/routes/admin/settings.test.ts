import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { pagedSchema, adminSettingSchema } from '../../../shared/schemas/admin';
import { putSetting } from '../../../shared/db/queries/settings';
import { adminClient, auditRows, expectRefusedUnchanged, TEST_NOW, type AdminTestClient } from './testing';

describeEachDatabase(
  'admin settings API',
  (getDb) => {
    let api: AdminTestClient;
    beforeAll(async () => {
      api = await adminClient(getDb());
    });

    it('lists and reads settings with their version', async () => {
      const page = pagedSchema(adminSettingSchema.strict()).parse((await api.json('GET', '/api/admin/settings')).body);
      expect(page.items.map((s) => s.key)).toContain('site_name');
      expect((await api.json('GET', '/api/admin/settings/site_name')).body).toMatchObject({ key: 'site_name', value: 'Loja', version: 1 });
      expect((await api.json('GET', '/api/admin/settings/nao_existe')).status).toBe(404);
      expect((await api.json('GET', '/api/admin/settings/Bad-Key')).body.issues[0].message).toMatch(/snake_case/);
    });

    it('changes the site name with its version, audited, republishing every locale; the public API shows it', async () => {
      const res = await api.json('PUT', '/api/admin/settings/site_name', { value: 'Ofertas Testadas', version: 1 });
      expect(res.body).toEqual({ key: 'site_name', value: 'Ofertas Testadas', updatedAt: TEST_NOW.toISOString(), version: 2 });
      expect(await (await api.call('GET', '/api/settings/site_name')).json()).toEqual({ key: 'site_name', value: 'Ofertas Testadas' });
      expect((await auditRows(getDb(), 'setting', 'site_name'))[0]).toMatchObject({ before: { value: 'Loja' }, after: { value: 'Ofertas Testadas' } });
      expect(api.publisher.requests.at(-1)).toMatchObject({ entity: 'setting', action: 'update', id: 'site_name' });
      const stale = await expectRefusedUnchanged(getDb(), 409, () => api.json('PUT', '/api/admin/settings/site_name', { value: 'Outro', version: 1 }));
      expect(stale.current.value).toBe('Ofertas Testadas');
    });

    it('applies the site_name rules on update, naming value', async () => {
      for (const value of ['   ', 'x'.repeat(101)]) {
        const body = await expectRefusedUnchanged(getDb(), 400, () => api.json('PUT', '/api/admin/settings/site_name', { value, version: 2 }));
        expect(body.issues).toEqual([{ path: 'value', message: 'site_name must be 1 to 100 characters' }]);
      }
      expect((await expectRefusedUnchanged(getDb(), 400, () => api.json('PUT', '/api/admin/settings/site_name', { value: 'x' }))).issues[0].path).toBe('version');
    });

    it('creates, refuses a duplicate key, deletes a custom setting but never site_name', async () => {
      expect((await api.json('POST', '/api/admin/settings', { key: 'newsletter_url', value: 'https://example.com' })).status).toBe(201);
      expect((await expectRefusedUnchanged(getDb(), 409, () => api.json('POST', '/api/admin/settings', { key: 'newsletter_url', value: 'x' }))).issues[0].path).toBe('key');
      expect((await api.call('DELETE', '/api/admin/settings/newsletter_url')).status).toBe(204);
      const refused = await expectRefusedUnchanged(getDb(), 409, () => api.json('DELETE', '/api/admin/settings/site_name'));
      expect(refused.message).toMatch(/used by the site/);
    });
  },
  async (db) => {
    await putSetting(db, 'site_name', 'Loja', new Date('2026-01-01T00:00:00Z'));
  },
);
