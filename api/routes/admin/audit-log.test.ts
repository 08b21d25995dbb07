import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs } from '../../../shared/db/test-fixtures';
import { auditEntrySchema, pagedSchema } from '../../../shared/schemas/admin';
import { adminClient, type AdminTestClient } from './testing';

describeEachDatabase(
  'admin audit-log API',
  (getDb) => {
    let api: AdminTestClient;
    let postId = 0;
    beforeAll(async () => {
      api = await adminClient(getDb());
      const { body } = await api.json('POST', '/api/admin/posts', { locale: 'br', slug: 'auditado', title: 'Auditado', content: 'x' });
      postId = body.id;
      await api.json('PUT', `/api/admin/posts/${postId}`, { ...body, title: 'Auditado 2' });
      await api.json('POST', '/api/admin/categories', { slug: 'audit-cat', names: { br: 'Cat' } });
    });

    it('lists who changed what, newest first, with before/after as JSON', async () => {
      const page = pagedSchema(auditEntrySchema.strict()).parse((await api.json('GET', '/api/admin/audit-log')).body);
      // The client's own login is the first entry (issue 24: successful logins are recorded).
      expect(page.total).toBe(4);
      expect(page.items.map((e) => `${e.action} ${e.entity}`)).toEqual(['create category', 'update post', 'create post', 'login session']);
      const update = page.items[1]!;
      expect(update).toMatchObject({ userId: api.adminId, username: expect.stringMatching(/^editor/), entityId: String(postId), before: { title: 'Auditado' }, after: { title: 'Auditado 2' } });
      expect((await api.json('GET', `/api/admin/audit-log/${update.id}`)).body).toEqual(update);
    });


    it('filters by entity, entity id, user and action and pages', async () => {
      const q = async (query: string) => (await api.json('GET', `/api/admin/audit-log?${query}`)).body;
      expect((await q(`entity=post&entityId=${postId}`)).total).toBe(2);
      expect((await q('action=create')).total).toBe(2);
      expect((await q(`userId=${api.adminId}&limit=1&offset=1`)).items.map((e: any) => e.action)).toEqual(['update']);
      expect((await q('userId=987654')).total).toBe(0);
      expect((await q('userId=abc')).issues[0].path).toBe('userId');
    });

    it('is read-only', async () => {
      const res = await api.call('DELETE', '/api/admin/audit-log/1');
      expect(res.status).toBe(405);
      expect((await api.call('POST', '/api/admin/audit-log', {})).status).toBe(405);
      expect((await api.json('GET', '/api/admin/audit-log/987654')).status).toBe(404);
    });

    it("names each entry's item by its current title, and no longer once it is deleted (issue 26)", async () => {
      const entries = async () => pagedSchema(auditEntrySchema.strict()).parse((await api.json('GET', `/api/admin/audit-log?entity=post&entityId=${postId}`)).body).items;
      expect((await entries()).map((e) => e.itemTitle)).toEqual(['Auditado 2', 'Auditado 2']);
      const { body: current } = await api.json('GET', `/api/admin/posts/${postId}`);
      expect((await api.call('DELETE', `/api/admin/posts/${postId}?version=${current.version}`)).status).toBe(204);
      expect((await entries()).map((e) => [e.action, e.itemTitle])).toEqual([['delete', null], ['update', null], ['create', null]]);
    });
  },
  async (db) => {
    await insertLocaleConfigs(db);
  },
);
