import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
      '/es/admin  /admin  301!',
      '/es/admin/*  /admin/:splat  301!',
      '/es/*  /es/index.html  200',
      '/us/admin  /admin  301!',
      '/us/admin/*  /admin/:splat  301!',
      '/us/*  /us/index.html  200',
    ]);
  });
});
