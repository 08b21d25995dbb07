import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { createApp } from '../../app';
import { adminClient, snapshot } from './testing';

const COLLECTIONS = ['posts', 'products', 'reviews', 'categories', 'settings', 'locale-configs', 'contact-messages', 'audit-log'];

describeEachDatabase('admin resources behind the session gate', (getDb) => {
  it('answers 401 to every resource route without a session, writing nothing', async () => {
    const app = createApp({ db: getDb(), log: () => {} });
    const before = await snapshot(getDb());
    for (const name of COLLECTIONS) {
      for (const [method, path] of [['GET', `/api/admin/${name}`], ['POST', `/api/admin/${name}`], ['GET', `/api/admin/${name}/1`], ['PUT', `/api/admin/${name}/1`], ['DELETE', `/api/admin/${name}/1`]] as const) {
        const res = await app.request(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
    expect((await app.request('/api/admin/preview/post', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
    expect(await snapshot(getDb())).toEqual(before);
  });

  it('refuses a logged-in write that is not JSON (415) or comes from another origin (403), writing no content', async () => {
    const api = await adminClient(getDb());
    const content = ['posts', 'products', 'reviews', 'categories', 'category_names', 'settings', 'locale_configs', 'contact_messages'] as const;
    const before = await snapshot(getDb(), [...content]);
    const body = JSON.stringify({ slug: 'via-form', names: { br: 'Form' } });
    const form = await api.raw('/api/admin/categories', { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'http://localhost:4321' }, body });
    expect(form.status).toBe(415);
    const foreign = await api.raw('/api/admin/categories', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body });
    expect(foreign.status).toBe(403);
    expect(await snapshot(getDb(), [...content])).toEqual(before);
    // The cross-origin attempt is a security event: the audit log keeps it (api/audit/security-events.ts).
    // (The test client's own login is an audit entry too, issue 24.)
    const audit = await getDb().kysely.selectFrom('audit_log').select(['action', 'entity']).where('action', '!=', 'login').execute();
    expect(audit).toEqual([{ action: 'refuse', entity: 'cross-origin' }]);
    // The same body from the site's origin is accepted: the refusals above were about the request, not the data.
    expect((await api.json('POST', '/api/admin/categories', JSON.parse(body))).status).toBe(201);
  });
});
