/**
 * Content-Security-Policy without 'unsafe-inline' scripts (issue 17 item 6): every inline script of
 * every built page, the admin shell and the pages an admin save re-renders is allowed by its hash
 * in the CSP the server sends for that page; in Chromium the pages run with no CSP violation, their
 * islands and inline scripts work, and a script injected into a page does not run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteHandler } from '../api/static/site-handler';
import { STORAGE_KEYS } from '../shared/constants';
import { DASHBOARD_HEADING, newAdmin, toastText, waitForHeading } from './admin-helpers';
import { islandReady, stubRemoteImages } from './pages/helpers';
import { builtDemoSite, describeSite } from './test-site';

/** Script types a browser runs (anything else, e.g. JSON-LD, is a data block CSP does not apply to). */
const RUNNABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The texts of the inline scripts of `html` that a browser would run. */
function runnableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (RUNNABLE.has(type)) scripts.push(text);
  }
  return scripts;
}

/** `'sha256-…'` sources of the script-src directive of a CSP header. */
function scriptSources(csp: string | null): string[] {
  return (csp?.match(/(?:^|;)\s*script-src ([^;]*)/)?.[1] ?? '').trim().split(/\s+/);
}

const sha256 = async (text: string) => `'sha256-${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('base64')}'`;

/** Inline scripts of `html` whose hash `csp` does not list (a browser would refuse to run them). */
async function blockedScripts(html: string, csp: string | null): Promise<string[]> {
  const allowed = new Set(scriptSources(csp));
  const blocked: string[] = [];
  for (const text of runnableInlineScripts(html)) if (!allowed.has(await sha256(text))) blocked.push(text.slice(0, 80));
  return blocked;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/** The address a built file answers at (`br/x/index.html` → `/br/x`; the 404 page for any unknown path). */
function addressOf(distDir: string, file: string): string {
  const rel = relative(distDir, file).split(sep).join('/');
  if (rel === '404.html') return '/no-such-page-here';
  if (rel === 'admin/index.html') return '/admin/login';
  return `/${rel.replace(/(^|\/)index\.html$/, '')}`.replace(/(.)\/$/, '$1');
}

describe('built demo site: every inline script is allowed by the CSP served for its page', () => {
  it("every page, the 404 and the admin shell; script-src has no 'unsafe-inline'", async () => {
    const { distDir } = await builtDemoSite();
    const server = siteHandler({ distDir, log: () => {} });
    const files = htmlFiles(distDir);
    expect(files.length).toBeGreaterThan(100);
    const problems: string[] = [];
    let inlineScripts = 0;
    for (const file of files) {
      const path = addressOf(distDir, file);
      const res = await server.request(path);
      const csp = res.headers.get('content-security-policy');
      const html = await res.text();
      // The served body is the file (a redirect or another page would hide what we check).
      if (html !== readFileSync(file, 'utf8')) continue;
      if (scriptSources(csp).includes("'unsafe-inline'")) problems.push(`${path}: 'unsafe-inline' in script-src`);
      inlineScripts += runnableInlineScripts(html).length;
      for (const text of await blockedScripts(html, csp)) problems.push(`${path}: inline script not in the CSP: ${text}`);
    }
    expect(problems).toEqual([]);
    // The walk saw the pages it is about (a served redirect for every file would check nothing).
    expect(inlineScripts).toBeGreaterThan(files.length);
  }, 600_000);
});

/** Collects CSP violations of every page of `context`: the DOM event and Chromium's console report. */
async function watchViolations(context: BrowserContext): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  await context.exposeFunction('__reportCspViolation', (line: string) => void reported.push(line));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(line: string): void }).__reportCspViolation(`${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  // Violation events are dispatched as tasks: let the last ones arrive.
  return async () => {
    await new Promise((done) => setTimeout(done, 200));
    return reported;
  };
}

describeSite('Content-Security-Policy in Chromium', (suite) => {
  let context: BrowserContext;
  let violations: () => Promise<string[]>;
  beforeAll(async () => {
    context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
    await stubRemoteImages(context);
    violations = await watchViolations(context);
  });

  it('home: no violation, the theme toggle works, the locale is remembered', async () => {
    const page = await context.newPage();
    await page.goto('/br');
    await islandReady(page, 'theme-toggle');
    const before = await page.locator('html').getAttribute('data-theme');
    await page.getByRole('button', { name: 'Alternar entre tema claro e escuro' }).click();
    expect(await page.locator('html').getAttribute('data-theme')).not.toBe(before);
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.locale)).toBe('br');
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('a post: no violation, the header search finds posts', async () => {
    const post = await suite.site().db.kysely.selectFrom('posts').select(['slug', 'title']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const page = await context.newPage();
    await page.goto(`/br/${post.slug}`);
    await islandReady(page, 'header-search');
    await page.getByRole('button', { name: 'Abrir a busca' }).click();
    await page.getByRole('searchbox', { name: 'Buscar no site' }).fill(post.title.split(' ').slice(0, 3).join(' '));
    await page.locator('.header-search-results a').first().waitFor();
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('landing: its head script sends a visitor with a saved region there, with no violation', async () => {
    const page = await context.newPage();
    await page.goto('/it');
    await page.goto('/');
    await page.waitForURL(/\/it$/);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('marketplace redirect page: its inline script sends the visitor on, with no violation', async () => {
    const product = await suite.site().db.kysely.selectFrom('products').select('slug').where('locale', '=', 'br').where('status', '=', 'published').where('marketplace_url', 'like', 'https://%mercadolivre.com.br/%').orderBy('id').executeTakeFirstOrThrow();
    const page = await context.newPage();
    await page.route(/^https:\/\/[a-z0-9.]*mercadolivre\.com\.br\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>marketplace</title>' }));
    await page.goto(`/br/mercadolivre/${product.slug}`);
    await page.waitForURL(/mercadolivre\.com\.br\//);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('an inline script injected into a page does not run and is reported', async () => {
    const page = await context.newPage();
    await page.goto('/br');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((done) => setTimeout(done, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).join('\n')).toMatch(/script-src/);
    await page.close();
  });
});

describeSite('Content-Security-Policy in the admin, and on the pages a save re-renders', (suite) => {
  it('login and an edit screen run with no violation; the re-rendered page allows its inline scripts', async () => {
    const admin = await newAdmin(suite);
    const context = await suite.newContext();
    const collected = await watchViolations(context);
    const page: Page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Usuário ou e-mail').fill(admin.username);
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await waitForHeading(page, DASHBOARD_HEADING);

    const db = suite.site().db.kysely;
    const post = await db.selectFrom('posts').select(['id', 'slug']).where('locale', '=', 'br').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const title = `Título sob CSP ${Date.now()}`;
    await page.goto(`/admin/edit-post/${post.id}`);
    await waitForHeading(page, /Editar post/);
    await page.getByLabel('Título', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect(await toastText(page)).toBe('Post salvo');
    expect(await collected()).toEqual([]);

    // The save's incremental render wrote the page again: same inline scripts, all allowed.
    let res = await page.request.get(`/br/${post.slug}`);
    for (let i = 0; i < 100 && !(await res.text()).includes(title); i++) {
      await page.waitForTimeout(50);
      res = await page.request.get(`/br/${post.slug}`);
    }
    const html = await res.text();
    expect(html).toContain(title);
    expect(runnableInlineScripts(html).length).toBeGreaterThan(0);
    expect(await blockedScripts(html, res.headers()['content-security-policy'] ?? null)).toEqual([]);
    await page.goto(`/br/${post.slug}`);
    await islandReady(page, 'theme-toggle');
    expect(await collected()).toEqual([]);
  }, 120_000);
}, { publishing: true });
