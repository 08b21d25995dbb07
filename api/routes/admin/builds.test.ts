/**
 * The builds and rendering admin routes without a self-hosted publisher (what Netlify mode and a
 * bare app see) and their input checks. The routes with the real publisher and renderer are
 * exercised by api/publish/local-publisher.test.ts and e2e/admin-publishing.test.ts.
 */
import { beforeAll, expect, it } from 'vitest';
import { createBuildRun, updateBuildRun } from '../../../shared/db/queries/build-runs';
import { describeEachDatabase } from '../../../shared/db/testing';
import { adminClient, type AdminTestClient } from './testing';

describeEachDatabase(
  'admin builds and rendering API',
  (getDb) => {
    let api: AdminTestClient;
    beforeAll(async () => {
      api = await adminClient(getDb());
    });

    it('lists build history newest first, filtered by kind, and reads one build with its log', async () => {
      const full = await createBuildRun(getDb(), { kind: 'full', trigger: 'nightly', status: 'succeeded', at: '2026-11-20T03:00:00.000Z' });
      const incremental = await createBuildRun(getDb(), { kind: 'incremental', trigger: 'post 1 update', status: 'running', at: '2026-11-20T04:00:00.000Z' });
      const all = (await api.json('GET', '/api/admin/builds')).body;
      expect(all.items.map((b: { id: number }) => b.id)).toEqual([incremental, full]);
      expect(all.total).toBe(2);
      const onlyFull = (await api.json('GET', '/api/admin/builds?kind=full')).body;
      expect(onlyFull.items.map((b: { trigger: string }) => b.trigger)).toEqual(['nightly']);
      expect((await api.json('GET', `/api/admin/builds/${full}`)).body).toMatchObject({ id: full, kind: 'full', status: 'succeeded', pagesDone: 0, log: '' });
    });

    it('shows each build\'s IndexNow submission: status, count, first URLs and the answer (issue 27)', async () => {
      const id = await createBuildRun(getDb(), { kind: 'incremental', trigger: 'post 2 update', status: 'succeeded', at: '2026-11-20T05:00:00.000Z' });
      const urls = Array.from({ length: 9 }, (_, i) => `https://ofertas.example/br/p-${i}`);
      await updateBuildRun(getDb(), id, { indexNowStatus: 'failed', indexNowCount: 9, indexNowUrls: urls, indexNowAnswer: 'HTTP 403: key file not found' });
      const listed = (await api.json('GET', '/api/admin/builds?kind=incremental')).body.items.find((b: { id: number }) => b.id === id);
      expect(listed).toMatchObject({ indexNowStatus: 'failed', indexNowCount: 9, indexNowUrls: urls.slice(0, 5), indexNowAnswer: 'HTTP 403: key file not found' });
      expect((await api.json('GET', `/api/admin/builds/${id}`)).body).toMatchObject({ indexNowStatus: 'failed', indexNowCount: 9 });
    });

    it('names the bad parameter and answers 404 for an unknown build', async () => {
      const kind = await api.json('GET', '/api/admin/builds?kind=partial');
      expect(kind.status).toBe(400);
      expect(kind.body.message).toMatch(/kind/);
      expect((await api.json('GET', '/api/admin/builds?limit=0')).body.message).toMatch(/limit/);
      expect((await api.json('GET', '/api/admin/builds/abc')).status).toBe(400);
      expect((await api.json('GET', '/api/admin/builds/999999')).status).toBe(404);
      expect((await api.json('DELETE', '/api/admin/builds')).status).toBe(405);
    });

    it('asks the publisher for a full build when no self-hosted build queue exists', async () => {
      const res = await api.json('POST', '/api/admin/builds', {});
      expect(res).toEqual({ status: 202, body: { build: null } });
      expect(api.publisher.rebuilds.at(-1)).toMatch(/^admin:/);
    });

    it('says rendering needs the self-hosted mode, and checks paths first', async () => {
      expect((await api.json('GET', '/api/admin/rendering/routes')).body.items.length).toBeGreaterThan(10);
      expect((await api.json('GET', '/api/admin/rendering/pages')).body).toEqual({ items: [], total: 0, limit: 50, offset: 0 });
      expect((await api.json('GET', '/api/admin/rendering/pages?locale=fr')).status).toBe(400);
      const bad = await api.json('POST', '/api/admin/rendering/render', { path: 'br/sem-barra' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/path/);
      const unavailable = await api.json('POST', '/api/admin/rendering/render', { path: '/br' });
      expect(unavailable.status).toBe(409);
      expect(unavailable.body.message).toMatch(/self-hosted/);
      expect((await api.json('POST', '/api/admin/rendering/preview', { post: 'um' })).status).toBe(400);
    });
  },
);
