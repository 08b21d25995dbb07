import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureSiteOutput } from './site-output';

const dir = mkdtempSync(join(tmpdir(), 'site-output-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('measureSiteOutput', () => {
  it('finds the largest HTML page and the fullest sitemap, leaving the index and assets out', () => {
    mkdirSync(join(dir, 'br', 'big'), { recursive: true });
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, 'index.html'), 'x'.repeat(10));
    writeFileSync(join(dir, 'br', 'big', 'index.html'), 'x'.repeat(500));
    writeFileSync(join(dir, '_astro', 'huge.html'), 'x'.repeat(5000));
    writeFileSync(join(dir, 'sitemap-index.xml'), '<loc>a</loc>'.repeat(50));
    writeFileSync(join(dir, 'sitemap-br-1.xml'), '<url><loc>a</loc></url>'.repeat(3));
    writeFileSync(join(dir, 'sitemap-it.xml'), '<url><loc>a</loc></url>'.repeat(7));
    expect(measureSiteOutput(dir)).toEqual({
      htmlPages: 2,
      largestHtml: { path: '/br/big/index.html', bytes: 500 },
      sitemaps: 2,
      fullestSitemap: { path: '/sitemap-it.xml', urls: 7 },
    });
  });
});
