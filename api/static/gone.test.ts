/**
 * Deleted content over HTTP (issue 24): its address answers 410 with the gone page (not the 404
 * page's big "404"), and an editor's redirect to content deleted since answers 410 itself instead
 * of 301 to a 410. On both databases, since the redirects are the database's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addManualRedirect, recordGone } from '../../shared/db/queries/redirects';
import { describeEachDatabase } from '../../shared/db/testing';
import { startServer, type RunningServer } from '../server';
import { rawGet, writeRelease } from './testing';

const at = '2026-06-01T12:00:00.000Z';

describeEachDatabase('deleted content answers 410 with the gone page', (getDb) => {
  const root = mkdtempSync(join(tmpdir(), 'rs-gone-'));
  let running: RunningServer;
  beforeAll(async () => {
    const db = getDb();
    const dist = writeRelease(root, {
      'index.html': '<h1>landing</h1>',
      '404.html': '<p>404</p><h1>Página não encontrada</h1>',
      '410/index.html': '<h1>Esta página foi removida</h1>',
      'br/index.html': '<h1>br</h1>',
    });
    await addManualRedirect(db, { from: '/br/oferta', to: '/br/vai-sumir' }, { userId: null, at });
    await db.kysely.transaction().execute(async (trx) => {
      await recordGone(trx, { path: '/br/apagado', entity: 'post', entityId: 1, at });
      await recordGone(trx, { path: '/br/vai-sumir', entity: 'post', entityId: 2, at });
    });
    running = await startServer({ deps: { db, log: () => {} }, distDir: dist, port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await running?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/br/apagado', '/br/vai-sumir', '/br/oferta', '/410'])('%s → 410 with the gone page, no Location', async (target) => {
    const res = await rawGet(running.url, target);
    expect(res.status).toBe(410);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('foi removida');
    expect(res.body).not.toContain('404');
  });
});
