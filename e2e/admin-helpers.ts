/**
 * Helpers for the admin browser tests: an admin in the suite's own database, a logged-in browser
 * context, and the toast text (Radix renders the one visible toast inside the F8 region).
 */
import type { Page } from 'playwright-core';
import { createTestAdmin, type TestAdmin } from '../api/auth/testing';
import type { BrowserSuite } from './test-site';

/** Every admin path of DESIGN §5 (ids point at seeded rows; the guard redirects before any read). */
export const ADMIN_PATHS = [
  '/admin',
  '/admin/posts',
  '/admin/edit/1',
  '/admin/edit-post/1',
  '/admin/products',
  '/admin/products/edit/1',
  '/admin/edit-product/1',
  '/admin/cron',
  '/admin/dynamic-rendering',
  '/admin/pre-render',
  '/admin/pre-render-demo',
];

/** A new admin in this suite's database copy. */
export function newAdmin(suite: BrowserSuite): Promise<TestAdmin> {
  return createTestAdmin(suite.site().db);
}

/**
 * A page in a fresh context whose cookie jar holds a session of `admin` (a new admin unless one is
 * given), logged in through the real API.
 */
export async function loggedInPage(suite: BrowserSuite, admin?: TestAdmin): Promise<Page> {
  const { username, password } = admin ?? (await newAdmin(suite));
  const context = await suite.newContext();
  const res = await context.request.post('/api/admin/login', { data: { identifier: username, password } });
  if (res.status() !== 200) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return context.newPage();
}

/** The visible toast's title and description (waits for one to appear). */
export async function toastText(page: Page): Promise<string> {
  const toast = page.locator('.toast[data-state="open"]').first();
  await toast.waitFor({ state: 'visible' });
  return (await toast.innerText()).replace(/\s*×\s*$/, '').trim();
}

/** Waits until the admin shell has rendered the screen with this heading. */
/**
 * The dashboard's heading, exactly: a plain 'Painel' also matches the login page's own heading
 * ("Entrar no painel", role names match as substrings), so a test could read the URL before the
 * login had taken it anywhere.
 */
export const DASHBOARD_HEADING = /^Painel$/;

export async function waitForHeading(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text }).waitFor({ state: 'visible' });
}

/** The post form's body label, the writing surface's accessible name. */
export const POST_BODY = 'Conteúdo (Markdown)';

/**
 * The Markdown body editor (CodeMirror) named `label`, used as a person would with the clipboard:
 * `fill` selects all and pastes the text (CodeMirror takes it as one edit), `value` selects all and
 * copies (CodeMirror puts the whole document on the clipboard, lines off screen included, without
 * the blocks' headers or any marker).
 */
export function bodyEditor(page: Page, label = POST_BODY) {
  const surface = page.getByRole('textbox', { name: label, exact: true }).and(page.locator('.cm-content'));
  const selectAll = async () => {
    await surface.focus();
    await page.keyboard.press('ControlOrMeta+a');
  };
  return {
    surface,
    async fill(text: string): Promise<void> {
      await selectAll();
      await surface.evaluate((el, value) => {
        const data = new DataTransfer();
        data.setData('text/plain', value);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, text);
    },
    async value(): Promise<string> {
      await selectAll();
      return surface.evaluate((el) => {
        const data = new DataTransfer();
        el.dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true }));
        return data.getData('text/plain');
      });
    },
  };
}

/** The preview's rendered body (BodyPreview): the HTML of the public pipeline. */
export function previewBody(page: Page) {
  return page.getByRole('region', { name: 'Pré-visualização' }).locator('.bx-preview-body');
}
