import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertPost } from '../../../shared/db/test-fixtures';
import type { JobItem, JobRun } from '../../../shared/schemas/jobs';
import { loadEnv } from '../../../shared/env';
import { createApp } from '../../app';
import { createTestAdmin, fastTestHasher, loginCookie } from '../../auth/testing';
import { allJobs } from '../../jobs/registry';
import { createRecordingPublisher } from '../../publish/publisher';
import type { JobDefinition } from '../../jobs/types';

const ORIGIN = 'http://localhost:4321';
const NOW = new Date('2026-11-21T10:00:30.000Z');

describeEachDatabase('admin jobs API', (getDb) => {
  let call: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any; headers: Headers }>;
  const publisher = createRecordingPublisher(() => {});
  let release: () => void = () => {};
  const lines: string[] = [];

  // The real jobs, plus one whose run the test holds open, to see it 'running'.
  const held: JobDefinition = {
    name: 'held', label: 'Segura', description: 'Espera o teste.', schedule: '0 3 * * *',
    run: () => new Promise((resolve) => { release = () => resolve({ status: 'succeeded', summary: 'released' }); }),
  };
  const boom: JobDefinition = {
    name: 'boom', label: 'Falha', description: 'Sempre falha.', schedule: '*/10 * * * *',
    run: async () => { throw new Error('exploded'); },
  };

  beforeAll(async () => {
    const db = getDb();
    const app = createApp({
      db, now: () => NOW, publisher, siteUrl: ORIGIN, log: (line) => void lines.push(line), passwords: fastTestHasher(),
      jobs: { definitions: [...allJobs(), held, boom], env: loadEnv({}) },
    });
    const admin = await createTestAdmin(db, { username: 'operadora' });
    const cookie = await loginCookie(app, admin.username, admin.password, ORIGIN);
    call = async (method, path, body) => {
      const res = await app.request(`${ORIGIN}${path}`, {
        method,
        headers: { cookie, origin: ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    };
  });

  async function settled(name: string, id: number): Promise<JobRun> {
    for (let i = 0; i < 200; i++) {
      const { body } = await call('GET', `/api/admin/jobs/${name}/runs?limit=50`);
      const run = (body.items as JobRun[]).find((r) => r.id === id);
      if (run && run.status !== 'running') return run;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`run ${id} of ${name} did not finish`);
  }

  it('lists every job with its schedule, switch and next run (UTC)', async () => {
    const { status, body } = await call('GET', '/api/admin/jobs');
    expect(status).toBe(200);
    const items = body.items as JobItem[];
    expect(items.map((j) => j.name)).toEqual(['publish-scheduled', 'nightly-regeneration', 'reindex-dated-titles', 'refresh-prices', 'check-links', 'cleanup-auth', 'backup', 'held', 'boom']);
    expect(items.find((j) => j.name === 'nightly-regeneration')).toEqual({
      name: 'nightly-regeneration', label: 'Regeneração noturna', description: expect.any(String), schedule: '0 3 * * *',
      enabled: true, nextRunAt: '2026-11-22T03:00:00.000Z', lastRuns: [],
    });
    expect(items.find((j) => j.name === 'publish-scheduled')!.nextRunAt).toBe('2026-11-21T10:01:00.000Z');
  });

  it('runs a job now: 202 with the running row, then the run finishes in the background', async () => {
    const start = await call('POST', '/api/admin/jobs/held/run', {});
    expect(start.status).toBe(202);
    expect(start.body.run).toMatchObject({ job: 'held', slot: `manual:${NOW.toISOString()}`, status: 'running', startedAt: NOW.toISOString(), finishedAt: null });
    release();
    expect(await settled('held', start.body.run.id)).toMatchObject({ status: 'succeeded', summary: 'released', error: null });
    expect(lines.some((l) => l.includes('job held [manual:2026-11-21T10:00:30.000Z] started (admin:operadora)'))).toBe(true);
  });

  it('records a job that throws as failed with its message', async () => {
    const start = await call('POST', '/api/admin/jobs/boom/run', {});
    expect(await settled('boom', start.body.run.id)).toMatchObject({ status: 'failed', error: 'exploded' });
    const item = (await call('GET', '/api/admin/jobs/boom')).body as JobItem;
    expect(item.lastRuns[0]).toMatchObject({ status: 'failed', error: 'exploded' });
  });

  it('answers 409 when the same job is started twice in the same millisecond (one slot, one run)', async () => {
    const [a, b] = await Promise.all([call('POST', '/api/admin/jobs/held/run', {}), call('POST', '/api/admin/jobs/held/run', {})]);
    // NOW is pinned, and the previous test already used this slot: both are refused here.
    expect([a.status, b.status]).toEqual([409, 409]);
    expect(a.body).toMatchObject({ error: 'conflict', message: "Job 'held' was just started; try again in a moment" });
  });

  it('runs the real publish-scheduled job: the due post is published and handed to the publisher', async () => {
    const id = await insertPost(getDb(), { slug: 'agendado', status: 'scheduled', publish_at: '2026-11-21T10:00:00.000Z', published_at: null });
    const start = await call('POST', '/api/admin/jobs/publish-scheduled/run', {});
    expect(start.status).toBe(202);
    expect(await settled('publish-scheduled', start.body.run.id)).toMatchObject({ status: 'succeeded', summary: `publicados 1: post ${id} (br/agendado)` });
    expect(publisher.requests.at(-1)).toMatchObject({ entity: 'post', action: 'update', id, locales: ['br'], slugBefore: 'agendado', slugAfter: 'agendado' });
  });

  it('switches a job off and on; the list shows no next run while off', async () => {
    const off = await call('PUT', '/api/admin/jobs/backup', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ name: 'backup', enabled: false, nextRunAt: null });
    expect(((await call('GET', '/api/admin/jobs')).body.items as JobItem[]).find((j) => j.name === 'backup')!.enabled).toBe(false);
    const on = await call('PUT', '/api/admin/jobs/backup', { enabled: true });
    expect(on.body).toMatchObject({ enabled: true, nextRunAt: '2026-11-22T02:30:00.000Z' });
  });

  it('pages a job\'s runs newest first', async () => {
    const all = (await call('GET', '/api/admin/jobs/held/runs')).body;
    expect(all).toMatchObject({ total: 1, limit: 50, offset: 0 });
    const { body } = await call('GET', '/api/admin/jobs/boom/runs?limit=1&offset=1');
    expect(body).toMatchObject({ total: 1, limit: 1, offset: 1, items: [] });
    const first = (await call('GET', '/api/admin/jobs/boom/runs?limit=1')).body;
    expect(Object.keys(first.items[0]).sort()).toEqual(['durationMs', 'error', 'finishedAt', 'id', 'job', 'slot', 'startedAt', 'status', 'summary']);
  });

  it('answers 404 for an unknown job and 400 naming the field for a bad body or query', async () => {
    for (const [method, path, body] of [['GET', '/api/admin/jobs/nope'], ['PUT', '/api/admin/jobs/nope', { enabled: true }], ['POST', '/api/admin/jobs/nope/run', {}], ['GET', '/api/admin/jobs/nope/runs']] as const) {
      const res = await call(method, path, body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: "No job named 'nope'" });
    }
    const missing = await call('PUT', '/api/admin/jobs/backup', {});
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: 'enabled', message: 'enabled must be true or false' }]);
    expect((await call('PUT', '/api/admin/jobs/backup', { enabled: 'yes' })).body.issues[0].path).toBe('enabled');
    expect((await call('PUT', '/api/admin/jobs/backup', { enabled: true, schedule: '* * * * *' })).status).toBe(400);
    expect((await call('PUT', '/api/admin/jobs/backup', '{not json')).status).toBe(400);
    expect((await call('GET', '/api/admin/jobs/backup/runs?limit=0')).body.issues[0].path).toBe('limit');
    // Nothing of that reached the switch.
    expect((await call('GET', '/api/admin/jobs/backup')).body.enabled).toBe(true);
  });

  it('answers 405 for other methods and 401 without a session', async () => {
    const res = await call('DELETE', '/api/admin/jobs/backup');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, PUT');
    expect((await call('GET', '/api/admin/jobs/backup/run')).status).toBe(405);
    const app = createApp({ db: getDb(), log: () => {} });
    expect((await app.request('/api/admin/jobs')).status).toBe(401);
  });
});
