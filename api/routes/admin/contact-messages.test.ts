import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import type { Db } from '../../../shared/db/connect';
import { adminContactMessageSchema, pagedSchema } from '../../../shared/schemas/admin';
import { adminClient, auditRows, expectRefusedUnchanged, TEST_NOW, type AdminTestClient } from './testing';

async function insertMessage(db: Db, values: { locale?: string; name?: string; subject?: string | null; created_at?: string; read_at?: string | null } = {}) {
  const { id } = await db.kysely
    .insertInto('contact_messages')
    .values({ locale: 'br', name: 'Ana', email: 'ana@example.com', subject: 'Dúvida', message: 'Olá, tenho uma dúvida.', ip: '10.0.0.1', created_at: '2026-05-01T10:00:00.000Z', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describeEachDatabase('admin contact inbox API', (getDb) => {
  let api: AdminTestClient;
  let first = 0;
  beforeAll(async () => {
    api = await adminClient(getDb());
    first = await insertMessage(getDb(), { name: 'Ana Souza' });
    await insertMessage(getDb(), { locale: 'it', name: 'Marco', subject: 'Collaborazione', created_at: '2026-05-02T10:00:00.000Z' });
    await insertMessage(getDb(), { locale: 'it', name: 'Giulia', created_at: '2026-05-03T10:00:00.000Z', read_at: '2026-05-03T11:00:00.000Z' });
  });

  it('lists newest first without the sender IP, filtered by read state, locale and text', async () => {
    const page = pagedSchema(adminContactMessageSchema.strict()).parse((await api.json('GET', '/api/admin/contact-messages')).body);
    expect(page.items.map((m) => m.name)).toEqual(['Giulia', 'Marco', 'Ana Souza']);
    expect((await api.json('GET', '/api/admin/contact-messages?read=false')).body.items.map((m: any) => m.name)).toEqual(['Marco', 'Ana Souza']);
    expect((await api.json('GET', '/api/admin/contact-messages?read=true')).body.items.map((m: any) => m.name)).toEqual(['Giulia']);
    expect((await api.json('GET', '/api/admin/contact-messages?locale=it&read=false')).body.total).toBe(1);
    expect((await api.json('GET', '/api/admin/contact-messages?q=collab')).body.items.map((m: any) => m.name)).toEqual(['Marco']);
    expect((await api.json('GET', '/api/admin/contact-messages?q=%25')).body.total).toBe(0);
    expect((await api.json('GET', '/api/admin/contact-messages?read=yes')).body.issues[0].path).toBe('read');
  });

  it('marks a message read (keeping the first reading time) and unread, audited', async () => {
    const res = await api.json('PUT', `/api/admin/contact-messages/${first}`, { read: true });
    expect(res.body).toMatchObject({ id: first, readAt: TEST_NOW.toISOString() });
    api.setNow(new Date(TEST_NOW.getTime() + 60_000));
    expect((await api.json('PUT', `/api/admin/contact-messages/${first}`, { read: true })).body.readAt).toBe(TEST_NOW.toISOString());
    api.setNow(TEST_NOW);
    expect((await api.json('PUT', `/api/admin/contact-messages/${first}`, { read: false })).body.readAt).toBeNull();
    const audit = await auditRows(getDb(), 'contact-message', first);
    expect(audit.map((a) => a.action)).toEqual(['update', 'update', 'update']);
    expect((await expectRefusedUnchanged(getDb(), 400, () => api.json('PUT', `/api/admin/contact-messages/${first}`, { read: 'yes' }))).issues[0].path).toBe('read');
  });

  it('deletes a message without asking the publisher; there is no POST', async () => {
    const requests = api.publisher.requests.length;
    const id = await insertMessage(getDb());
    expect((await api.call('DELETE', `/api/admin/contact-messages/${id}`)).status).toBe(204);
    expect((await api.json('GET', `/api/admin/contact-messages/${id}`)).status).toBe(404);
    expect(api.publisher.requests.length).toBe(requests);
    const post = await api.call('POST', '/api/admin/contact-messages', { name: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
