/**
 * Issue 26 item 2 over HTTP: GET /api/admin/dashboard on both dialects. Each section lists what
 * the account may see (its own drafts, its regions), newest or soonest first, at most
 * DASHBOARD_ROWS entries with the full count beside them, and the activity names the items.
 */
import { beforeAll, expect, it } from 'vitest';
import { createBuildRun, updateBuildRun } from '../../../shared/db/queries/build-runs';
import { writeLinkFindings } from '../../../shared/db/queries/link-findings';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs, insertProduct } from '../../../shared/db/test-fixtures';
import { DASHBOARD_ROWS, type DashboardAnswer } from '../../../shared/schemas/dashboard';
import { adminClient, TEST_NOW, type AdminTestClient } from './testing';

const post = (locale: string, slug: string, over: Record<string, unknown> = {}) => ({ locale, slug, title: `Post ${slug}`, excerpt: 'Resumo', content: 'Texto.', ...over });
const dashboard = async (api: AdminTestClient) => {
  const res = await api.json<DashboardAnswer>('GET', '/api/admin/dashboard');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describeEachDatabase('the admin dashboard', (getDb) => {
  let admin: AdminTestClient;
  let contributor: AdminTestClient;
  let editorBr: AdminTestClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = getDb();
    await insertLocaleConfigs(db);
    admin = await adminClient(db);
    contributor = await adminClient(db, { role: 'contributor' });
    editorBr = await adminClient(db, { role: 'editor', regions: ['br'] });
    const create = async (api: AdminTestClient, body: Record<string, unknown>) => {
      const res = await api.json('POST', '/api/admin/posts', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids[body.slug as string] = res.body.id;
      return res.body;
    };
    // The clock moves a minute per save, so "newest first" has one answer on both dialects.
    let minute = 0;
    const tick = () => [admin, contributor, editorBr].forEach((api) => api.setNow(new Date(TEST_NOW.getTime() + ++minute * 60_000)));
    tick();
    await create(contributor, post('br', 'colab-1'));
    tick();
    const submitted = await create(contributor, post('br', 'colab-2'));
    tick();
    expect((await contributor.json('PUT', `/api/admin/posts/${submitted.id}`, { ...submitted, status: 'pending_review' })).status).toBe(200);
    tick();
    await create(admin, post('it', 'admin-rascunho'));
    tick();
    await create(admin, post('it', 'agendado-it', { status: 'scheduled', publishAt: '2026-06-20T09:00:00.000Z' }));
    tick();
    await create(admin, post('br', 'agendado-br', { status: 'scheduled', publishAt: '2026-06-10T09:00:00.000Z' }));
    tick();
    const doomed = await create(admin, post('br', 'apagado', { title: 'Post que sumiu' }));
    tick();
    expect((await admin.call('DELETE', `/api/admin/posts/${doomed.id}`)).status).toBe(204);

    for (let i = 0; i < 3; i++) {
      const id = await createBuildRun(db, { kind: i === 2 ? 'full' : 'incremental', trigger: `post ${i + 1} update`, status: 'succeeded', at: `2026-06-01T1${i}:00:00.000Z` });
      ids[`build${i}`] = id;
    }
    await updateBuildRun(db, ids.build2!, { status: 'running', pagesDone: 40, pagesTotal: 300 });
    const productBr = await insertProduct(db, { locale: 'br', slug: 'fone-br', asin: 'B0FONEBR01', title: 'Fone BR' });
    const productIt = await insertProduct(db, { locale: 'it', slug: 'cuffie-it', asin: 'B0CUFFIT01', title: 'Cuffie IT' });
    ids.productBr = productBr;
    await writeLinkFindings(db, [{ productId: productBr, kind: 'broken', detail: 'HTTP 404' }, { productId: productBr, kind: 'tag_missing', detail: null }, { productId: productIt, kind: 'unavailable', detail: null }], [], TEST_NOW.toISOString());
    await db.kysely.insertInto('click_daily').values([
      { day: '2026-06-01', locale: 'br', product_id: productBr, page: '/br/x', clicks: 4 },
      { day: '2026-05-26', locale: 'it', product_id: productIt, page: '/it/y', clicks: 2 },
      // Eight days before: outside the 7 days.
      { day: '2026-05-25', locale: 'br', product_id: productBr, page: '/br/x', clicks: 100 },
    ]).execute();
  });

  it("lists the account's own drafts, scheduled items soonest first, the review queue, builds, link findings, 7 days of clicks and the team's activity", async () => {
    const d = await dashboard(admin);
    expect(d.myDrafts).toEqual({ total: 1, items: [expect.objectContaining({ kind: 'post', id: ids['admin-rascunho'], title: 'Post admin-rascunho', status: 'draft' })] });
    expect(d.scheduled.total).toBe(2);
    expect(d.scheduled.items.map((i) => [i.id, i.publishAt])).toEqual([[ids['agendado-br'], '2026-06-10T09:00:00.000Z'], [ids['agendado-it'], '2026-06-20T09:00:00.000Z']]);
    expect(d.pendingReview).toMatchObject({ posts: 1, reviews: 0, items: [expect.objectContaining({ id: ids['colab-2'], status: 'pending_review' })] });
    expect(d.builds.map((b) => b.id)).toEqual([ids.build2, ids.build1, ids.build0]);
    expect(d.builds[0]).toMatchObject({ kind: 'full', status: 'running', pagesDone: 40, pagesTotal: 300 });
    expect(d.linkFindings).toMatchObject({ products: 2, byKind: { broken: 1, tag_missing: 1, unavailable: 1, redirected: 0 } });
    expect(d.linkFindings.items.find((i) => i.productId === ids.productBr)).toEqual({ productId: ids.productBr, title: 'Fone BR', locale: 'br', kinds: ['broken', 'tag_missing'] });
    expect(d.clicks).toMatchObject({ from: '2026-05-26', to: '2026-06-01', total: 6 });
    expect(d.clicks.points).toHaveLength(7);
    expect(d.clicks.points.at(-1)).toEqual({ day: '2026-06-01', clicks: 4 });

    // Newest first: the deletion, then the post it deleted being created, … with titles and who.
    expect(d.activity.slice(0, 2).map((a) => [a.action, a.entity, a.title, a.exists])).toEqual([
      ['delete', 'post', 'Post que sumiu', false],
      ['create', 'post', 'Post que sumiu', false],
    ]);
    const submittedEntry = d.activity.find((a) => a.action === 'update' && a.entityId === String(ids['colab-2']));
    expect(submittedEntry).toMatchObject({ entity: 'post', title: 'Post colab-2', exists: true, user: expect.stringMatching(/\S/) });
    expect(d.activity.length).toBeLessThanOrEqual(DASHBOARD_ROWS);
  });

  it("a contributor sees only its own drafts and its own items waiting for review", async () => {
    const d = await dashboard(contributor);
    expect(d.myDrafts.items.map((i) => i.id)).toEqual([ids['colab-1']]);
    expect(d.pendingReview).toMatchObject({ posts: 1, items: [expect.objectContaining({ id: ids['colab-2'] })] });
    // The team's schedule is shared.
    expect(d.scheduled.total).toBe(2);
  });

  it('an account limited to a region sees only that region in every section', async () => {
    const d = await dashboard(editorBr);
    expect(d.myDrafts.total).toBe(0);
    expect(d.scheduled).toMatchObject({ total: 1, items: [expect.objectContaining({ id: ids['agendado-br'] })] });
    expect(d.linkFindings).toMatchObject({ products: 1, byKind: { broken: 1, tag_missing: 1, unavailable: 0 }, items: [expect.objectContaining({ productId: ids.productBr })] });
    expect(d.clicks.total).toBe(4);
    expect(d.activity.length).toBeGreaterThan(0);
    // Only br items that still exist: the it posts and the deleted one are left out.
    const shown = new Set(d.activity.map((a) => a.entityId));
    for (const slug of ['admin-rascunho', 'agendado-it', 'apagado']) expect(shown.has(String(ids[slug]))).toBe(false);
    expect(shown.has(String(ids['agendado-br']))).toBe(true);
  });

  it('lists at most DASHBOARD_ROWS entries per section and counts them all', async () => {
    const extra = DASHBOARD_ROWS + 2;
    for (let i = 0; i < extra; i++) expect((await admin.json('POST', '/api/admin/posts', post('us', `muitos-${i}`))).status).toBe(201);
    const d = await dashboard(admin);
    expect(d.myDrafts.total).toBe(extra + 1);
    expect(d.myDrafts.items).toHaveLength(DASHBOARD_ROWS);
    expect(d.activity).toHaveLength(DASHBOARD_ROWS);
    expect(d.activity[0]).toMatchObject({ action: 'create', entity: 'post', title: `Post muitos-${extra - 1}`, exists: true });
  });

  it('answers 405 to other methods', async () => {
    expect((await admin.call('POST', '/api/admin/dashboard', {})).status).toBe(405);
  });
});
