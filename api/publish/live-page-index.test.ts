import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeRelease } from '../static/testing';
import { createLivePageIndex } from './live-page-index';
import { recordLiveWrites } from './live-writes';
import { liveReleaseDir } from './releases';

const SITE = {
  'index.html': 'landing',
  '404.html': 'not found',
  'robots.txt': 'robots',
  'br/index.html': 'home',
  'br/a-b/index.html': 'post a-b',
  'br/a/index.html': 'post a',
  'br/a/x/index.html': 'below a',
  'br/rss.xml': 'feed',
  'it/index.html': 'home it',
  'it/guida/index.html': 'guide',
  '_astro/app.js': 'asset',
  'br/.hidden.html': 'hidden',
};

describe('live page index (GET /api/admin/rendering/pages)', () => {
  let root: string;
  let dist: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'live-index-'));
    dist = writeRelease(root, SITE);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const all = { offset: 0, limit: 100 };

  it('lists the pages in path order, segment by segment, without assets or hidden files, with size and render time', async () => {
    const { items, total } = await createLivePageIndex().list(dist, all);
    expect(items.map((p) => p.path)).toEqual(['/', '/404', '/br', '/br/a', '/br/a/x', '/br/a-b', '/br/rss.xml', '/it', '/it/guida', '/robots.txt']);
    expect(total).toBe(10);
    expect(items.find((p) => p.path === '/br/a')).toMatchObject({ bytes: 'post a'.length, renderedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('filters by locale and by a part of the path, and pages the result', async () => {
    const index = createLivePageIndex();
    expect((await index.list(dist, { ...all, locale: 'it' })).items.map((p) => p.path)).toEqual(['/it', '/it/guida']);
    expect((await index.list(dist, { ...all, search: 'a-b' })).items.map((p) => p.path)).toEqual(['/br/a-b']);
    expect(await index.list(dist, { locale: 'br', offset: 1, limit: 2 })).toMatchObject({ total: 5, items: [{ path: '/br/a' }, { path: '/br/a/x' }] });
  });

  it('adds what is published into the live release from its journal, without walking the release again', async () => {
    const index = createLivePageIndex();
    await index.list(dist, all);
    const live = liveReleaseDir(dist)!;
    mkdirSync(join(live, 'br/novo'), { recursive: true });
    recordLiveWrites(live, [{ path: '/br/novo', component: 'post', file: 'br/novo/index.html' }]);
    writeFileSync(join(live, 'br/novo/index.html'), 'new post');
    // Written behind the publisher's back: no journal line, so only a new walk would find it.
    mkdirSync(join(live, 'br/stray'), { recursive: true });
    writeFileSync(join(live, 'br/stray/index.html'), 'stray');
    const { items } = await index.list(dist, { ...all, locale: 'br' });
    expect(items.map((p) => p.path)).toEqual(['/br', '/br/a', '/br/a/x', '/br/a-b', '/br/novo', '/br/rss.xml']);
    expect(items.find((p) => p.path === '/br/novo')?.bytes).toBe('new post'.length);
  });

  it('walks a new release once it is live, and answers nothing before the first build', async () => {
    const index = createLivePageIndex();
    await index.list(dist, all);
    writeRelease(root, { 'index.html': 'landing', 'mx/index.html': 'home mx' });
    expect((await index.list(dist, all)).items.map((p) => p.path)).toEqual(['/', '/mx']);
    expect(await index.list(join(root, 'nothing-built'), all)).toEqual({ items: [], total: 0 });
  });
});
