/**
 * Issue 26 item 3 over HTTP, on both dialects: a save's answer names the build that puts it live
 * (`Publish-Build`), and that build's row says which full build it waits for (`waitingFor`), so the
 * editor can ask "is the publish of my save done?" at GET /api/admin/builds/{id}.
 */
import { beforeAll, expect, it } from 'vitest';
import { createBuildRun, updateBuildRun } from '../../../shared/db/queries/build-runs';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs } from '../../../shared/db/test-fixtures';
import { PUBLISH_BUILD_HEADER } from '../../../shared/schemas/publish';
import { createApp } from '../../app';
import { createTestAdmin, fastTestHasher, loginCookie } from '../../auth/testing';
import type { ContentChange, Publisher } from '../../publish/publisher';
import { TEST_NOW } from './testing';

const ORIGIN = 'http://localhost:4321';

describeEachDatabase('the build that publishes a save', (getDb) => {
  let call: (method: string, path: string, body?: unknown) => Promise<Response>;
  const asked: ContentChange[] = [];
  let fullBuild = 0;
  // The publisher's side as the self-hosted one records it: a queued incremental build per change,
  // waiting for the full build that is rendering.
  let recordBuilds = true;

  beforeAll(async () => {
    const db = getDb();
    await insertLocaleConfigs(db);
    fullBuild = await createBuildRun(db, { kind: 'full', trigger: 'nightly', status: 'running', at: TEST_NOW.toISOString() });
    await updateBuildRun(db, fullBuild, { pagesDone: 12, pagesTotal: 300 });
    const publisher: Publisher = {
      async request(change) {
        asked.push(change);
        if (!recordBuilds) return undefined;
        const id = await createBuildRun(db, { kind: 'incremental', trigger: `${change.entity} ${change.id} ${change.action}`, status: 'queued', at: TEST_NOW.toISOString() });
        await updateBuildRun(db, id, { waitingFor: fullBuild });
        return id;
      },
      rebuild() {},
    };
    const app = createApp({ db, now: () => TEST_NOW, publisher, siteUrl: ORIGIN, log: () => {}, passwords: fastTestHasher() });
    const admin = await createTestAdmin(db);
    const cookie = await loginCookie(app, admin.username, admin.password, ORIGIN);
    call = (method, path, body) =>
      Promise.resolve(app.request(path, { method, headers: { cookie, origin: ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) }));
  });

  it('names the build in the answer to a create and a save, and the build says what it waits for', async () => {
    const created = await call('POST', '/api/admin/posts', { locale: 'br', slug: 'publicado', title: 'Publicado', excerpt: 'Resumo', content: 'Texto.', status: 'published' });
    expect(created.status).toBe(201);
    const post = (await created.json()) as Record<string, unknown>;
    const first = Number(created.headers.get(PUBLISH_BUILD_HEADER));
    expect(first).toBeGreaterThan(0);

    const saved = await call('PUT', `/api/admin/posts/${post.id}`, { ...post, title: 'Publicado de novo' });
    expect(saved.status).toBe(200);
    const build = Number(saved.headers.get(PUBLISH_BUILD_HEADER));
    expect(build).toBeGreaterThan(first);
    expect(asked.at(-1)).toMatchObject({ entity: 'post', action: 'update', id: post.id });

    const run = await call('GET', `/api/admin/builds/${build}`);
    expect(await run.json()).toMatchObject({ id: build, kind: 'incremental', status: 'queued', trigger: `post ${post.id} update`, waitingFor: fullBuild });
    expect(await (await call('GET', `/api/admin/builds/${fullBuild}`)).json()).toMatchObject({ kind: 'full', status: 'running', pagesDone: 12, pagesTotal: 300, waitingFor: null });
  });

  it('sends no header when the publisher records no build', async () => {
    recordBuilds = false;
    const created = await call('POST', '/api/admin/posts', { locale: 'br', slug: 'sem-build', title: 'Sem build', excerpt: 'Resumo', content: 'Texto.' });
    expect(created.status).toBe(201);
    expect(created.headers.get(PUBLISH_BUILD_HEADER)).toBeNull();
    recordBuilds = true;
  });
});
