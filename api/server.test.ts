import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { insertLocaleConfigs } from '../shared/db/test-fixtures';
import { startServer, type RunningServer } from './server';
import { freePort } from '../e2e/free-port';
import { startScript } from '../e2e/process';

const dir = mkdtempSync(join(tmpdir(), 'rs-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('api/server.ts over real HTTP', () => {
  let running: RunningServer;
  const dist = join(dir, 'dist');

  beforeAll(async () => {
    mkdirSync(join(dist, 'br'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<h1>landing</h1>');
    writeFileSync(join(dist, 'br', 'index.html'), '<h1>home br</h1>');
    writeFileSync(join(dist, '404.html'), '<h1>Página não encontrada</h1>');
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    const db = connect('sqlite::memory:');
    await migrate(db);
    await insertLocaleConfigs(db);
    running = await startServer({ deps: { db }, distDir: dist, port: 0, host: '127.0.0.1' });
  });
  afterAll(() => running.close());

  const get = (path: string) => fetch(`${running.url}${path}`);

  it('serves the built pages, directory paths included, with security headers', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>landing</h1>');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await (await get('/br')).text()).toBe('<h1>home br</h1>');
    expect(await (await get('/br/')).text()).toBe('<h1>home br</h1>');
  });

  it('serves the API on the same port', async () => {
    const res = await get('/api/locale-configs/all-locales');
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(5);
  });

  it('answers unknown pages with the 404 page and status 404, headers included', async () => {
    const res = await get('/br/does/not/exist');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Página não encontrada');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never serves files outside dist/', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/br/..%5c..%5csecret.txt']) {
      const res = await get(path);
      expect(await res.text()).not.toContain('secret');
    }
  });
});

describe('api/server.ts without a build', () => {
  it('shows a placeholder that points to the build command', async () => {
    const db = connect('sqlite::memory:');
    await migrate(db);
    const running = await startServer({ deps: { db }, distDir: join(dir, 'missing'), port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(running.url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('npm run build');
    } finally {
      await running.close();
    }
  });
});

describe('api/server.ts as a process', () => {
  it('starts from the environment, prints its URL and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const server = await startScript('api/server.ts', { PORT: String(port), DATABASE_URL: `sqlite:${join(dir, 'proc', 'site.db')}` }, 'Serving', 15_000);
    expect(server.output()).toContain(`http://localhost:${port}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/settings/site_name`);
    expect(await res.json()).toEqual({ key: 'site_name', value: 'ReviewHub' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('stops with one line naming a bad variable', async () => {
    const server = await startScript('api/server.ts', { PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Invalid environment: PORT must be an integer from 1 to 65535 (got "eighty")');
  });
});
