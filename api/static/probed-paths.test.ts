/**
 * What crawlers and tools ask for on their own (issue 24), over raw HTTP against the Node server:
 * doubled slashes answer 301 to the one address, `/sitemap.xml` leads to the sitemap index, the
 * icon is served at `/favicon.ico`, the not-found page's own address answers 404 and feeds are RSS.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { rawGet, serveDist, writeRelease } from './testing';

describe('paths crawlers and tools probe', () => {
  const root = mkdtempSync(join(tmpdir(), 'rs-probed-'));
  let running: RunningServer;
  beforeAll(async () => {
    const dist = writeRelease(root, {
      'index.html': '<h1>landing</h1>',
      '404.html': '<h1>not found</h1>',
      'br/index.html': '<h1>br</h1>',
      'br/avaliacao/index.html': '<h1>reviews</h1>',
      'br/rss.xml': '<rss version="2.0"><channel></channel></rss>',
      'sitemap-index.xml': '<sitemapindex/>',
    });
    // The committed icon, as the build copies site/public.
    copyFileSync(new URL('../../site/public/favicon.ico', import.meta.url), join(dist, 'favicon.ico'));
    running = await serveDist(dist);
  });
  afterAll(async () => {
    await running?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/br//avaliacao', '/br/avaliacao'],
    ['//br/avaliacao', '/br/avaliacao'],
    ['/br///avaliacao/?q=x', '/br/avaliacao/?q=x'],
    ['//br', '/br'],
  ])('%s → 301 %s', async (target, location) => {
    const res = await rawGet(running.url, target);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('/sitemap.xml → 301 to the sitemap index, which answers 200', async () => {
    const res = await rawGet(running.url, '/sitemap.xml');
    expect({ status: res.status, location: res.headers.location }).toEqual({ status: 301, location: '/sitemap-index.xml' });
    expect((await rawGet(running.url, '/sitemap-index.xml')).status).toBe(200);
  });

  it('/favicon.ico answers an icon', async () => {
    const res = await rawGet(running.url, '/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    // An ICO header: reserved 0, type 1 (icon), at least one image.
    const bytes = Buffer.from(res.body, 'latin1');
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
    expect(bytes.equals(readFileSync(new URL('../../site/public/favicon.ico', import.meta.url)))).toBe(true);
  });

  it.each(['/404.html', '/404'])('%s answers 404 with the not-found page', async (target) => {
    const res = await rawGet(running.url, target);
    expect(res.status).toBe(404);
    expect(res.body).toContain('not found');
  });

  it('serves a feed as application/rss+xml', async () => {
    const res = await rawGet(running.url, '/br/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  });
});
