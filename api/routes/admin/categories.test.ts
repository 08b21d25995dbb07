import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs, insertPost, insertProduct } from '../../../shared/db/test-fixtures';
import { pagedSchema } from '../../../shared/schemas/admin';
import { adminCategorySchema } from '../../../shared/schemas/category';
import { LOCALES } from '../../../shared/locales';
import { adminClient, auditRows, expectRefusedUnchanged, type AdminTestClient } from './testing';

describeEachDatabase(
  'admin categories API',
  (getDb) => {
    let api: AdminTestClient;
    beforeAll(async () => {
      api = await adminClient(getDb());
    });

    it('creates a category with a name per locale and republishes every locale', async () => {
      const res = await api.json('POST', '/api/admin/categories', { slug: 'jardim', sortOrder: 3, names: { br: 'Jardim', it: 'Giardino', mx: 'Jardín' } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const c = adminCategorySchema.strict().parse(res.body);
      expect(c).toMatchObject({ slug: 'jardim', sortOrder: 3, names: { br: 'Jardim', it: 'Giardino', mx: 'Jardín' }, version: 1 });
      expect(api.publisher.requests.at(-1)).toEqual({ entity: 'category', action: 'create', id: c.id, locales: [...LOCALES], slugBefore: null, slugAfter: 'jardim' });
    });

    it('replaces names on update (a removed locale name is gone), bumps the version, audits both', async () => {
      const { body: c } = await api.json('POST', '/api/admin/categories', { slug: 'pets', names: { br: 'Pets', it: 'Animali' } });
      const res = await api.json('PUT', `/api/admin/categories/${c.id}`, { ...c, names: { br: 'Animais de estimação', es: 'Mascotas' } });
      expect(res.body).toMatchObject({ names: { br: 'Animais de estimação', es: 'Mascotas' }, version: 2 });
      expect(Object.keys(res.body.names).sort()).toEqual(['br', 'es']);
      const audit = await auditRows(getDb(), 'category', c.id);
      expect(audit[1]).toMatchObject({ before: { names: { br: 'Pets', it: 'Animali' } }, after: { names: { br: 'Animais de estimação', es: 'Mascotas' } } });
      const stale = await expectRefusedUnchanged(getDb(), 409, () => api.json('PUT', `/api/admin/categories/${c.id}`, { ...c, slug: 'bichos' }));
      expect(stale.current.names.es).toBe('Mascotas');
    });

    it('refuses a taken slug (409), a bad slug, an unknown locale key or an empty name (400 naming it)', async () => {
      await api.json('POST', '/api/admin/categories', { slug: 'moda', names: { br: 'Moda' } });
      expect((await expectRefusedUnchanged(getDb(), 409, () => api.json('POST', '/api/admin/categories', { slug: 'moda', names: {} }))).issues[0].path).toBe('slug');
      const bad = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/categories', { slug: 'Moda X', names: { fr: 'Mode', br: ' ' } }));
      expect(bad.issues.map((i: any) => i.path).sort()).toEqual(['names', 'names.br', 'slug']);
      expect(bad.issues.find((i: any) => i.path === 'names').message).toMatch(/"fr"/);
    });

    it('refuses deleting a category in use, with counts; deletes an unused one', async () => {
      const { body: used } = await api.json('POST', '/api/admin/categories', { slug: 'usada', names: { br: 'Usada' } });
      await insertPost(getDb(), { category_id: used.id });
      await insertProduct(getDb(), { category_id: used.id });
      await insertProduct(getDb(), { category_id: used.id });
      const body = await expectRefusedUnchanged(getDb(), 409, () => api.json('DELETE', `/api/admin/categories/${used.id}`));
      expect(body).toMatchObject({ error: 'in_use', references: { posts: 1, products: 2 } });
      expect(body.message).toMatch(/1 post\(s\) and 2 product\(s\)/);
      const { body: free } = await api.json('POST', '/api/admin/categories', { slug: 'livre', names: { br: 'Livre' } });
      expect((await api.call('DELETE', `/api/admin/categories/${free.id}`)).status).toBe(204);
      expect(await getDb().kysely.selectFrom('category_names').select('name').where('category_id', '=', free.id).execute()).toEqual([]);
    });

    it('lists in display order and finds by any locale name ignoring accents', async () => {
      const page = pagedSchema(adminCategorySchema.strict()).parse((await api.json('GET', '/api/admin/categories')).body);
      expect(page.items.map((c) => c.sortOrder)).toEqual([...page.items.map((c) => c.sortOrder)].sort((a, b) => a - b));
      expect((await api.json('GET', '/api/admin/categories?q=jardin')).body.items.map((c: any) => c.slug)).toEqual(['jardim']);
      expect((await api.json('GET', '/api/admin/categories?q=giardino')).body.items.map((c: any) => c.slug)).toEqual(['jardim']);
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
  },
);
