/**
 * `npm start` end to end, as a new user runs it: an empty database is migrated and seeded, the
 * site is built and served, the API answers, a real browser shows the landing page; a second
 * start reuses both the data and the build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSkipReason, launchBrowser } from './browser';
import { freePort } from '../shared/free-port';
import { startScript, type RunningProcess } from '../shared/start-script';

const dir = mkdtempSync(join(tmpdir(), 'rs-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm start` against this test's own database and build folder. */
function start(port: number): Promise<RunningProcess> {
  return startScript(
    'content-scripts/start.ts',
    { PORT: String(port), DATABASE_URL: `sqlite:${join(dir, 'site.db')}`, DIST_DIR: join(dir, 'dist') },
    'Site ready',
  );
}

const skip = browserSkipReason();
const requireBrowser = process.env.REQUIRE_BROWSER === '1';

describe('npm start on an empty database', () => {
  let first: RunningProcess;
  let port = 0;
  const base = () => `http://127.0.0.1:${port}`;

  it('migrates, seeds, builds and prints the URL', { timeout: 200_000 }, async () => {
    port = await freePort();
    first = await start(port);
    expect(first.output()).toMatch(/Seeded the demo corpus: \d+ posts/);
    expect(first.output()).toContain('Building the site (no build yet)');
    expect(first.output()).toContain(`http://localhost:${port}`);
  });

  it('serves the public API with the demo corpus', async () => {
    const home = (await (await fetch(`${base()}/api/home-data?locale=br`)).json()) as { posts: { categoryId: number | null }[]; categoryMap: Record<string, unknown>; total: number };
    expect(home.total).toBeGreaterThanOrEqual(30);
    expect(home.posts.length).toBeGreaterThanOrEqual(30);
    for (const p of home.posts) if (p.categoryId !== null) expect(home.categoryMap[p.categoryId]).toBeDefined();
    const all = (await (await fetch(`${base()}/api/locale-configs/all-locales`)).json()) as unknown[];
    expect(all).toHaveLength(5);
    const popular = (await (await fetch(`${base()}/api/categories/popular?locale=it`)).json()) as { name: string }[];
    expect(popular.map((c) => c.name)).toContain('Tecnologia ed Elettronica');
  });

  it.skipIf(skip && !requireBrowser)('shows the built landing page in Chromium', { timeout: 60_000 }, async () => {
    if (skip) throw new Error(`REQUIRE_BROWSER=1 but ${skip}`);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const res = await page.goto(base());
      expect(res?.status()).toBe(200);
      expect(await page.title()).toBe('ReviewHub');
      expect(await page.getByText('Acessar').count()).toBe(3);
      expect(await page.getByText('Em breve').count()).toBe(2);
    } finally {
      await browser.close();
    }
  });

  it('stops on SIGTERM, and a second start reuses the data and the build', { timeout: 120_000 }, async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const second = await start(port);
    expect(second.output()).not.toContain('Seeded');
    expect(second.output()).not.toContain('Building');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
