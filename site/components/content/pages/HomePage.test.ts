/**
 * The home page of an active locale that has no published post yet (a region just switched on),
 * rendered by the site's renderer bundle (the code path of every build) from a real SQLite file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPublisher } from '../../../../api/publish/local-publisher';
import type { SiteRenderer } from '../../../../api/publish/renderer/site-renderer';
import { seedDemo } from '../../../../content-scripts/seed/seed';
import { connect, type Db } from '../../../../shared/db/connect';
import { migrate } from '../../../../shared/db/migrate';
import { createT } from '../../../../shared/i18n';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('home page of an active locale without posts', { timeout: 240_000 }, () => {
  let dir: string;
  let db: Db;
  let renderer: SiteRenderer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'home-no-posts-'));
    const url = `sqlite:${join(dir, 'site.db')}`;
    db = connect(url);
    await migrate(db);
    await seedDemo(db, { now: new Date('2026-11-20T00:00:00Z') });
    // The demo corpus has no content for es; switching it on gives an active locale without posts.
    await db.kysely.updateTable('locale_configs').set({ status: 'active' }).where('locale', '=', 'es').execute();
    // The publisher's renderer: the bundle of these sources, built under the build lock when missing.
    const publisher = await createLocalPublisher({ db, databaseUrl: url, distDir: join(dir, 'dist'), siteUrl: 'http://localhost:4321', log: () => {}, reconcileAfterMs: 0 });
    renderer = await publisher.renderer();
  }, 240_000);

  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says in its language that no post is available, with no hero and no post grid', async () => {
    const context = { now: NOW, db };
    const entry = await renderer.resolve('/es', context);
    expect(entry).toBeDefined();
    const page = await renderer.render(entry!, context);
    expect(page.status).toBe(200);
    const t = createT('es');
    expect(page.body).toContain(`<p class="empty-state section" role="status">${t('home.noPosts')}</p>`);
    expect(page.body).toContain('<html lang="es-ES"');
    expect(page.body).not.toContain('home-hero');
    expect(page.body).not.toContain('id="latest-title"');
    // A locale with posts has no such message.
    const br = await renderer.render((await renderer.resolve('/br', context))!, context);
    expect(br.body).toContain('home-hero');
    expect(br.body).toContain('id="latest-title"');
    expect(br.body).not.toContain(t('home.noPosts'));
    expect(br.body).not.toContain(createT('br')('home.noPosts'));
  });
});
