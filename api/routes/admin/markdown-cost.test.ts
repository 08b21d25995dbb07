/**
 * What a Markdown body may cost (issue 24 item 2), on both dialects: a body of 8,000 footnotes is
 * refused at save and at preview with a 400 naming them; an allowed but heavy draft renders off the
 * event loop (the admin preview and a preview link opened without a session), so other requests
 * are never held up by more than 100 ms; a draft over the render time limit gets a 422.
 */
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createIsolatedMarkdown } from '../../../shared/markdown/isolated';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertCategory, insertLocaleConfigs, insertPost } from '../../../shared/db/test-fixtures';
import { createApp } from '../../app';
import { createTestAdmin, fastTestHasher, loginCookie } from '../../auth/testing';
import { adminClient, expectRefusedUnchanged, TEST_NOW, type AdminTestClient } from './testing';

const ORIGIN = 'http://localhost:4321';

/** The attack pass's body: 8,000 footnotes, ~146 KiB, within the 200,000-character limit. */
function footnoteBomb(count = 8000): string {
  let text = '';
  for (let i = 0; i < count; i++) text += `x[^${i}]\n`;
  for (let i = 0; i < count; i++) text += `[^${i}]: n\n`;
  return text;
}

/**
 * Within every limit, and costly: one line of 99,000 backtick pairs (49,500 code spans), which took
 * 0.5–4 s on the main thread here; little to send or validate, so what the test sees is the render.
 */
const HEAVY_ALLOWED = '`a'.repeat(99_000);
const HEAVY_SPANS = 49_500;

/**
 * Runs `work` while a 5 ms timer watches the event loop; the longest time the loop was busy between
 * two ticks (its active time by eventLoopUtilization, so a thread the shared machine's scheduler
 * paused while idle does not count as blocked).
 */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.eventLoopUtilization();
  let stallMs = 0;
  const sample = () => {
    const now = performance.eventLoopUtilization();
    stallMs = Math.max(stallMs, performance.eventLoopUtilization(now, last).active);
    last = now;
  };
  const timer = setInterval(sample, 5);
  try {
    const result = await work();
    sample();
    return { result, stallMs };
  } finally {
    clearInterval(timer);
  }
}

describeEachDatabase('Markdown cost limits', (getDb) => {
  let api: AdminTestClient;
  let categoryId: number;
  const timeoutBefore = process.env.MARKDOWN_RENDER_TIMEOUT_MS;
  afterAll(() => {
    if (timeoutBefore === undefined) delete process.env.MARKDOWN_RENDER_TIMEOUT_MS;
    else process.env.MARKDOWN_RENDER_TIMEOUT_MS = timeoutBefore;
  });
  beforeAll(async () => {
    // The shared machine may be slow: these tests are about blocking, not the time limit.
    process.env.MARKDOWN_RENDER_TIMEOUT_MS = '120000';
    api = await adminClient(getDb());
    await insertLocaleConfigs(getDb());
    categoryId = await insertCategory(getDb(), 'custo', { br: 'Custo' });
  });

  const post = (content: string) => ({ locale: 'br', slug: 'custo-markdown', title: 'Custo', excerpt: 'x', content, categoryId });

  it('refuses a post of 8,000 footnotes with a 400 naming the footnotes, and writes nothing', async () => {
    const body = await expectRefusedUnchanged(getDb(), 400, () => api.json('POST', '/api/admin/posts', post(footnoteBomb())));
    expect(body.message).toContain('content has 8000 footnotes: at most 100');
    expect(body.issues.map((i: { path: string }) => i.path)).toContain('content');
  });

  it('refuses the same body in the live preview, and deep nesting and oversized tables by name', async () => {
    const bomb = await api.json('POST', '/api/admin/preview/post', { locale: 'br', title: 't', content: footnoteBomb() });
    expect(bomb.status).toBe(400);
    expect(bomb.body.message).toContain('footnotes');
    const deep = await api.json('POST', '/api/admin/preview/post', { locale: 'br', title: 't', content: '>'.repeat(40) + ' fundo' });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toContain('nests quotes and lists 40 levels deep: at most 10');
    const rows = await api.json('POST', '/api/admin/preview/post', { locale: 'br', title: 't', content: '| a | b |\n|---|---|\n' + '| 1 | 2 |\n'.repeat(2500) });
    expect(rows.status).toBe(400);
    expect(rows.body.message).toContain('table rows: at most 2000');
  });

  it('accepts a long body within the limits (footnotes, a table, nesting)', async () => {
    const fine = footnoteBomb(50) + '\n| a | b |\n|---|---|\n' + '| 1 | 2 |\n'.repeat(300) + '\n> - a\n>   - b\n';
    const res = await api.json('POST', '/api/admin/posts', post(fine));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('renders a heavy allowed draft in the live preview without holding other requests up by more than 100 ms', async () => {
    // Warm up the worker thread (its start is not the render's cost).
    expect((await api.json('POST', '/api/admin/preview/post', { locale: 'br', title: 't', content: 'a' })).status).toBe(200);
    // The answer is read after the watch: parsing 800 KB of JSON is the test client's cost, not the server's.
    const { result, stallMs } = await longestStall(() => api.call('POST', '/api/admin/preview/post', { locale: 'br', title: 't', content: HEAVY_ALLOWED }));
    const body = (await result.json()) as { html: string };
    expect(result.status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(body.html.match(/<code>/g)).toHaveLength(HEAVY_SPANS);
    expect(stallMs).toBeLessThan(100);
  });

  it('a preview link opened without a session renders a heavy draft off the event loop too', async () => {
    const id = await insertPost(getDb(), { slug: 'rascunho-pesado', content: HEAVY_ALLOWED, status: 'draft', published_at: null });
    const link = await api.json('POST', '/api/admin/preview-links', { kind: 'post', id });
    expect(link.status).toBe(201);
    const reader = createApp({ db: getDb(), now: () => TEST_NOW, log: () => {} });
    await reader.request(link.body.url); // the worker is warm from here on
    const { result, stallMs } = await longestStall(async () => reader.request(link.body.url));
    expect(result.status).toBe(200);
    expect((await result.text()).match(/<code>/g)).toHaveLength(HEAVY_SPANS);
    expect(stallMs).toBeLessThan(100);
  });

  describeOverLimit(getDb);
});

/** A body stored before the limits existed (or written to the database directly) still cannot stall the server. */
function describeOverLimit(getDb: () => import('../../../shared/db/connect').Db) {
  const markdown = createIsolatedMarkdown({ timeoutMs: 300 });
  afterAll(() => markdown.close());

  it('a stored 8,000-footnote draft behind a preview link gets a 422 after the time limit, and the server stays responsive', async () => {
    const db = getDb();
    const id = await insertPost(db, { slug: 'bomba-antiga', content: footnoteBomb(), status: 'draft', published_at: null });
    const admin = await createTestAdmin(db, { username: 'custo', email: 'custo@example.com' });
    const app = createApp({ db, now: () => TEST_NOW, log: () => {}, siteUrl: ORIGIN, passwords: fastTestHasher(), markdown });
    const cookie = await loginCookie(app, admin.username, admin.password, ORIGIN);
    const link = await app.request('/api/admin/preview-links', { method: 'POST', headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'post', id }) });
    const url = ((await link.json()) as { url: string }).url;
    const started = performance.now();
    const { result, stallMs } = await longestStall(async () => app.request(url));
    expect(result.status).toBe(422);
    expect(((await result.json()) as { message: string }).message).toContain('longer than 300 ms');
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(stallMs).toBeLessThan(100);
    // The next draft renders on a fresh worker.
    const fine = await app.request('/api/admin/preview/post', { method: 'POST', headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'br', title: 't', content: '**ok**' }) });
    expect(((await fine.json()) as { html: string }).html).toBe('<p><strong>ok</strong></p>');
  });
}
