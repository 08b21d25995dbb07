/**
 * The Netlify build's `_redirects` carries the redirects recorded in the database (issue 16): the
 * build step itself (content-scripts/netlify-fallbacks.ts, netlify.toml's build command) run on a
 * database where a post was renamed twice, a category renamed, a post deleted and a redirect added
 * by hand; the file read back and through Netlify's own parser.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { afterAll, expect, it } from 'vitest';
import { addManualRedirect, recordGone, recordImportedAddress, recordMove } from '../../shared/db/queries/redirects';
import { describeEachDatabase } from '../../shared/db/testing';

const run = promisify(execFile);
const at = '2026-06-01T12:00:00.000Z';
const origin = { entity: 'post', entityId: 1, at };

describeEachDatabase('the Netlify build writes the recorded redirects into _redirects', (getDb) => {
  const root = mkdtempSync(join(tmpdir(), 'rs-netlify-content-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('301s collapsed to one hop, prefix rules for a category, 410 for a deleted post, manual ones, before the coming-soon fallback', async () => {
    const db = getDb();
    await db.kysely.transaction().execute(async (trx) => {
      await recordMove(trx, { from: '/br/primeiro', to: '/br/segundo', prefix: false, ...origin });
      await recordMove(trx, { from: '/br/segundo', to: '/br/terceiro', prefix: false, ...origin });
      await recordMove(trx, { from: '/it/categoria/cozinha', to: '/it/categoria/cucina', prefix: true, entity: 'category', entityId: 2, at });
      await recordGone(trx, { path: '/br/apagado', ...origin });
      // A WordPress import's old addresses by id (issue 28): the query string is the address.
      await recordImportedAddress(trx, { from: '/?p=10', to: '/br/terceiro', entity: 'post', entityId: 3, at });
      await recordImportedAddress(trx, { from: '/?page_id=7', to: '/br/quem-somos', entity: 'post', entityId: 4, at });
    });
    await addManualRedirect(db, { from: '/br/promo', to: '/br/segundo' }, { userId: null, at });
    // An editor's redirect to a post deleted afterwards: 410 at once, not 301 to a 410 (issue 24).
    await addManualRedirect(db, { from: '/br/oferta', to: '/br/vai-sumir' }, { userId: null, at });
    await db.kysely.transaction().execute((trx) => recordGone(trx, { path: '/br/vai-sumir', ...origin }));

    let url = db.url;
    if (db.dialect === 'sqlite') {
      // The in-memory database is this process's: the build step reads a file copy of it.
      url = `sqlite:${join(root, 'copy.db')}`;
      await db.sqlite!.backup(join(root, 'copy.db'));
    }
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'es'), { recursive: true });
    writeFileSync(join(dist, 'es', 'index.html'), '<html><head><meta name="x-page" content="coming-soon"></head></html>');
    await run('npx', ['tsx', 'content-scripts/netlify-fallbacks.ts', dist], { env: { ...process.env, DATABASE_URL: url } });

    const file = join(dist, '_redirects');
    const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual(expect.arrayContaining([
      '/br/primeiro  /br/terceiro  301',
      '/br/segundo  /br/terceiro  301',
      '/br/promo  /br/terceiro  301',
      '/it/categoria/cozinha  /it/categoria/cucina  301',
      '/it/categoria/cozinha/*  /it/categoria/cucina/:splat  301',
      '/br/apagado  /410  410',
      '/br/oferta  /410  410',
      '/  p=10  /br/terceiro  301!',
      '/  page_id=7  /br/quem-somos  301!',
    ]));
    expect(lines.indexOf('/br/primeiro  /br/terceiro  301')).toBeLessThan(lines.indexOf('/es/*  /es/index.html  404'));

    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true });
    expect(errors).toEqual([]);
    expect(redirects.find((r: any) => r.from === '/br/segundo')).toMatchObject({ to: '/br/terceiro', status: 301, force: false });
    expect(redirects.find((r: any) => r.from === '/br/apagado')).toMatchObject({ to: '/410', status: 410 });
    // Netlify matches `?p=10` by its query condition, forced over the home page at `/`.
    expect(redirects.filter((r: any) => r.from === '/')).toEqual(expect.arrayContaining([
      expect.objectContaining({ query: { p: '10' }, to: '/br/terceiro', status: 301, force: true }),
      expect.objectContaining({ query: { page_id: '7' }, to: '/br/quem-somos', status: 301, force: true }),
    ]));
  }, 60_000);
});
