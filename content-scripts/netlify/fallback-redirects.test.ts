import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFallbackRedirects } from './fallback-redirects';

const dist = mkdtempSync(join(tmpdir(), 'rs-netlify-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('writeFallbackRedirects', () => {
  it('rewrites every path below a coming-soon locale to its page after the table\'s redirects below it, and nothing for active locales', () => {
    for (const [locale, html] of [
      ['br', '<html><head><title>Home</title></head></html>'],
      ['es', '<html><head><meta name="x-page" content="coming-soon"></head></html>'],
      ['us', '<html><head><meta name="x-page" content="coming-soon" /></head></html>'],
    ]) {
      mkdirSync(join(dist, locale!), { recursive: true });
      writeFileSync(join(dist, locale!, 'index.html'), html!);
    }
    expect(writeFallbackRedirects(dist)).toEqual(['es', 'us']);
    const lines = readFileSync(join(dist, '_redirects'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual([
      '/es/admin  /admin  301',
      '/es/admin/*  /admin/:splat  301',
      '/es/*  /es/index.html  404',
      '/us/admin  /admin  301',
      '/us/admin/*  /admin/:splat  301',
      '/us/*  /us/index.html  404',
    ]);
  });

  it("keeps the /L/admin redirects ahead of the fallback in the rule list Netlify's own parser makes", async () => {
    // The parser of Netlify's builds and CLI (a netlify-cli dependency) merges _redirects before
    // netlify.toml and drops a rule identical to a later one: forced copies of netlify.toml's
    // rules vanished, and /es/admin/cron got the coming-soon 404 in `netlify serve`.
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [join(dist, '_redirects')],
      netlifyConfigPath: new URL('../../netlify.toml', import.meta.url).pathname,
      configRedirects: [],
      minimal: true,
    });
    expect(errors).toEqual([]);
    const at = (from: string) => (redirects as { from: string }[]).findIndex((r) => r.from === from);
    for (const locale of ['es', 'us']) {
      expect(at(`/${locale}/*`), locale).toBeGreaterThan(-1);
      expect(at(`/${locale}/admin`), locale).toBeLessThan(at(`/${locale}/*`));
      expect(at(`/${locale}/admin/*`), locale).toBeLessThan(at(`/${locale}/*`));
    }
  });
});
