import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LANDING_REDIRECT_SCRIPT, MARKETPLACE_REDIRECT_SCRIPT, REMEMBER_LOCALE_SCRIPT, THEME_SCRIPT } from '../../shared/inline-scripts';
import { ASTRO_INLINE_SCRIPTS, inlineScriptHashes, scriptHash } from './script-hashes';
import { pageSecurityHeaders, PAGE_SCRIPT_SOURCES } from './security-headers';
import { Hono } from 'hono';

describe('inline script hashes of the Content-Security-Policy', () => {
  it('hashes a script the way the browser does (SHA-256 of its UTF-8 text, base64)', () => {
    // The value CSP Level 3 gives for `alert('Hello, world.');`.
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(scriptHash('é')).toBe(`'sha256-${createHash('sha256').update(Buffer.from([0xc3, 0xa9])).digest('base64')}'`);
  });

  it("lists the site's own inline scripts and Astro's island scripts, once each", () => {
    const hashes = inlineScriptHashes();
    for (const text of [THEME_SCRIPT, REMEMBER_LOCALE_SCRIPT, LANDING_REDIRECT_SCRIPT, MARKETPLACE_REDIRECT_SCRIPT, ...ASTRO_INLINE_SCRIPTS]) {
      expect(hashes).toContain(scriptHash(text));
    }
    expect(new Set(hashes).size).toBe(hashes.length);
    // Astro's loader defines <astro-island>; the directive scripts register `Astro.idle`, `.load`…
    expect(ASTRO_INLINE_SCRIPTS.some((s) => s.includes('customElements.define("astro-island"'))).toBe(true);
    for (const directive of ['idle', 'load', 'media', 'only', 'visible']) expect(ASTRO_INLINE_SCRIPTS.some((s) => s.includes(`).${directive}=`))).toBe(true);
  });

  it("sends script-src with 'self' and the hashes, never 'unsafe-inline'", async () => {
    const app = new Hono().use('*', pageSecurityHeaders()).get('*', (c) => c.body(null, 204));
    const csp = (await app.request('/br')).headers.get('content-security-policy')!;
    const scriptSrc = csp.match(/script-src ([^;]*)/)![1]!;
    expect(scriptSrc).toBe(PAGE_SCRIPT_SOURCES.join(' '));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/script-src-(elem|attr)/);
  });
});
