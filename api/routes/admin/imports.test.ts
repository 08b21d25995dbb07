import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../shared/db/connect';
import { describeEachDatabase } from '../../../shared/db/testing';
import { insertLocaleConfigs } from '../../../shared/db/test-fixtures';
import { createImportRun, finishImportRun } from '../../../shared/db/queries/wordpress-import-runs';
import { loadEnv } from '../../../shared/env';
import { exportHead, testExport } from '../../../shared/import/wordpress/test-export';
import { createMemoryMediaStore } from '../../../shared/media/store';
import type { WordPressImportRun } from '../../../shared/schemas/wordpress-import';
import { createApp } from '../../app';
import { createTestAdmin, fastTestHasher, loginCookie } from '../../auth/testing';
import { createRecordingPublisher } from '../../publish/publisher';
import { fakeRegionAccount, fakeRegionEnv } from '../../retailer/fake-accounts';
import { startFakeRetailer } from '../../retailer/fake-server';

const ORIGIN = 'http://localhost:4321';
const MAX_BYTES = 64 * 1024;

const EXPORT = testExport(
  [
    { id: 10, title: 'Melhores fones', slug: 'melhores-fones', content: 'Texto.\n\n[amazon box="B0C1234567"]', date: '2023-05-10 08:30:00', categories: [['fones', 'Fones']], comments: 2 },
    { id: 11, title: 'Quem somos', slug: 'quem-somos', type: 'page', content: 'Uma página. [contact-form-7 id="3"]', link: 'https://old.example/quem-somos/' },
  ],
  { categories: [{ slug: 'fones', name: 'Fones' }] },
);

describeEachDatabase('admin WordPress import API', (getDb) => {
  const tmp = mkdtempSync(join(tmpdir(), 'wp-admin-import-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  let cookie = '';
  let app: ReturnType<typeof createApp>;
  let adminId = 0;

  beforeAll(async () => {
    const db = getDb();
    await insertLocaleConfigs(db);
    app = createApp({
      db, now: () => new Date(), publisher: createRecordingPublisher(() => {}), siteUrl: ORIGIN, log: () => {}, passwords: fastTestHasher(),
      jobs: { env: loadEnv({}) }, media: { store: createMemoryMediaStore() }, wordpressImport: { maxBytes: MAX_BYTES, tmpDir: tmp },
    });
    const admin = await createTestAdmin(db, { username: 'importadora', role: 'administrator' });
    adminId = admin.id;
    cookie = await loginCookie(app, admin.username, admin.password, ORIGIN);
  });

  const upload = async (body: string | Blob, query = 'locale=br&name=meusite.xml', type = 'application/xml') => {
    const res = await app.request(`${ORIGIN}/api/admin/imports?${query}`, { method: 'POST', headers: { cookie, origin: ORIGIN, 'content-type': type }, body });
    return { status: res.status, body: (await res.json()) as any, headers: res.headers };
  };
  const get = async (path: string) => {
    const res = await app.request(`${ORIGIN}${path}`, { headers: { cookie } });
    return { status: res.status, body: (await res.json()) as any, headers: res.headers };
  };
  async function finished(id: number): Promise<WordPressImportRun> {
    for (let i = 0; i < 500; i++) {
      const { body } = await get(`/api/admin/imports/${id}`);
      if (body.status !== 'running') return body;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`import ${id} did not finish`);
  }
  const count = async (db: Db, table: 'posts' | 'wordpress_import_runs' | 'products' | 'redirects') =>
    Number((await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('refuses bad input with a 4xx naming the problem, and changes nothing', async () => {
    const db = getDb();
    const before = { posts: await count(db, 'posts'), runs: await count(db, 'wordpress_import_runs') };
    const notXml = await upload('Este arquivo é uma planilha, não XML.');
    expect(notXml).toMatchObject({ status: 422, body: { error: 'not_xml', message: expect.stringContaining('"meusite.xml" não é um arquivo XML') } });
    const notWxr = await upload('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>');
    expect(notWxr).toMatchObject({ status: 422, body: { error: 'not_wxr', message: expect.stringContaining('não é uma exportação do WordPress') } });
    const rss = await upload('<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title><item><title>a</title></item></channel></rss>');
    expect(rss).toMatchObject({ status: 422, body: { error: 'not_wxr' } });
    const truncated = await upload(EXPORT.slice(0, Math.floor(EXPORT.length * 0.7)));
    expect(truncated).toMatchObject({ status: 422, body: { error: 'truncated', message: expect.stringContaining('está incompleto') } });
    // The parser's detail names the uploaded file, never the server's temporary copy.
    expect(truncated.body.issues[0].message).toMatch(/^meusite\.xml is truncated/);
    const big = await upload(`${exportHead()}${' '.repeat(MAX_BYTES)}</channel></rss>`);
    expect(big).toMatchObject({ status: 413, body: { error: 'payload_too_large', message: expect.stringContaining(`o limite é de ${MAX_BYTES} bytes`) } });
    const empty = await upload('');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/vazio|Nenhum arquivo/);
    expect(await upload(EXPORT, 'locale=br', 'text/plain')).toMatchObject({ status: 415, body: { error: 'unsupported_media_type' } });
    expect(await upload(EXPORT, 'locale=fr')).toMatchObject({ status: 400, body: { message: expect.stringContaining('locale') } });
    expect(await upload(EXPORT, 'locale=br&localeMap=en%3Duk')).toMatchObject({ status: 400, body: { message: expect.stringContaining('localeMap: "en=uk"') } });
    expect(await upload(EXPORT, 'locale=br&dryRun=maybe')).toMatchObject({ status: 400, body: { message: 'dryRun must be true or false' } });
    expect({ posts: await count(db, 'posts'), runs: await count(db, 'wordpress_import_runs') }).toEqual(before);
    // No upload is left behind on disk.
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('a dry run reads and converts everything, shows the report and writes nothing', async () => {
    const db = getDb();
    const before = { posts: await count(db, 'posts'), products: await count(db, 'products'), redirects: await count(db, 'redirects') };
    const start = await upload(EXPORT, 'locale=br&name=meusite.xml&dryRun=true');
    expect(start.status).toBe(202);
    expect(start.body).toMatchObject({ fileName: 'meusite.xml', dryRun: true, locale: 'br', progress: { total: 2 } });
    const run = await finished(start.body.id);
    expect(run).toMatchObject({ status: 'succeeded', progress: { done: 2, total: 2 } });
    expect(run.report!.counts).toMatchObject({ created: 2, productsCreated: 1, commentsIgnored: 2 });
    expect(run.report!.dryRun).toBe(true);
    expect({ posts: await count(db, 'posts'), products: await count(db, 'products'), redirects: await count(db, 'redirects') }).toEqual(before);
  });

  it('imports an upload in the background: progress, then the report, the audit log and the download', async () => {
    const db = getDb();
    const start = await upload(new Blob([EXPORT]));
    expect(start.status).toBe(202);
    expect(start.headers.get('location')).toBe(`/api/admin/imports/${start.body.id}`);
    expect(start.body).toMatchObject({ status: 'running', fileName: 'meusite.xml', sizeBytes: new TextEncoder().encode(EXPORT).length, progress: { total: 2 }, report: null });
    const run = await finished(start.body.id);
    expect(run).toMatchObject({ status: 'succeeded', progress: { done: 2, total: 2 }, error: null, finishedAt: expect.any(String) });
    const report = run.report!;
    expect(report.file).toBe('meusite.xml');
    expect(report.counts).toMatchObject({ created: 2, skipped: 0, categoriesCreated: 1, productsCreated: 1, commentsIgnored: 2 });
    expect(report.redirects).toEqual(expect.arrayContaining([{ from: '/?p=10', to: '/br/melhores-fones' }, { from: '/quem-somos', to: '/br/quem-somos' }]));
    expect(report.totals.redirects).toBe(report.redirects.length);
    expect(report.warnings.map((w) => w.message)).toEqual(expect.arrayContaining([expect.stringContaining('[contact-form-7')]));
    expect(report.productsNeedingDetails).toEqual([{ locale: 'br', asin: 'B0C1234567', id: expect.any(Number) }]);
    const slugs = (await db.kysely.selectFrom('posts').select('slug').where('locale', '=', 'br').execute()).map((r) => r.slug).sort();
    expect(slugs).toEqual(['melhores-fones', 'quem-somos']);
    // Who did it: the upload, its outcome and each post created name the admin.
    const audit = await db.kysely.selectFrom('audit_log').select(['entity', 'entity_id', 'action', 'user_id']).where('user_id', '=', adminId).execute();
    expect(audit.filter((a) => a.entity === 'wordpress-import' && a.entity_id === String(start.body.id)).map((a) => a.action).sort()).toEqual(['create', 'update']);
    expect(audit.filter((a) => a.entity === 'post' && a.action === 'create')).toHaveLength(2);
    // The list, and the whole report as a download.
    const list = await get('/api/admin/imports?limit=1');
    expect(list.body).toMatchObject({ total: 2, items: [{ id: start.body.id, status: 'succeeded', report: null }] });
    const download = await get(`/api/admin/imports/${start.body.id}/report`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="meusite-relatorio.json"');
    expect(download.body.items).toHaveLength(2);
    // The same file again changes nothing.
    const again = await finished((await upload(EXPORT)).body.id);
    expect(again.report!.counts).toMatchObject({ created: 0, unchanged: 2 });
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('imports several languages with the locale map', async () => {
    const db = getDb();
    const file = testExport([
      { id: 50, title: 'Best kettles', slug: 'best-kettles', content: 'English.', language: 'en', translationGroup: 'pll_k' },
      { id: 51, title: 'Melhores chaleiras', slug: 'melhores-chaleiras', content: 'Português.', language: 'pt', translationGroup: 'pll_k' },
    ]);
    const run = await finished((await upload(file, `locale=br&localeMap=${encodeURIComponent('en=us, pt=br')}`)).body.id);
    expect(run.localeMap).toEqual({ en: 'us', pt: 'br' });
    expect(run.report!.counts.created).toBe(2);
    const rows = await db.kysely.selectFrom('posts').select(['locale', 'translation_key']).where('slug', 'in', ['best-kettles', 'melhores-chaleiras']).orderBy('locale').execute();
    expect(rows).toEqual([{ locale: 'br', translation_key: 'wp-pll_k' }, { locale: 'us', translation_key: 'wp-pll_k' }]);
  });

  it('runs one import at a time, and an unknown or unfinished import answers 404 / 409', async () => {
    const db = getDb();
    const id = await createImportRun(db, { fileName: 'outra.xml', sizeBytes: 10, locale: 'br', dryRun: false, overwrite: false, total: 5, userId: null, at: new Date() });
    const busy = await upload(EXPORT);
    expect(busy).toMatchObject({ status: 409, body: { error: 'busy', message: expect.stringContaining(`nº ${id}`) } });
    expect(await get(`/api/admin/imports/${id}/report`)).toMatchObject({ status: 409, body: { error: 'not_ready' } });
    await finishImportRun(db, id, { error: 'parou' }, new Date());
    expect(await get('/api/admin/imports/999999')).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('fetches the retailer details of new products when the region has credentials (fake retailer)', async () => {
    const db = getDb();
    const fake = await startFakeRetailer({ accounts: [fakeRegionAccount('br')], items: { B0RETAIL01: { price: 249.9, currency: 'BRL' } } });
    try {
      const withRetailer = createApp({
        db, now: () => new Date(), publisher: createRecordingPublisher(() => {}), siteUrl: ORIGIN, log: () => {}, passwords: fastTestHasher(),
        jobs: { env: loadEnv(fakeRegionEnv(fake, ['br'])) }, media: { store: createMemoryMediaStore() }, wordpressImport: { maxBytes: MAX_BYTES, tmpDir: tmp },
      });
      const file = testExport([{ id: 70, title: 'Caixa de som', slug: 'caixa-de-som-wp', content: '[amazon box="B0RETAIL01"]' }]);
      const res = await withRetailer.request(`${ORIGIN}/api/admin/imports?locale=br`, { method: 'POST', headers: { cookie, origin: ORIGIN, 'content-type': 'application/xml' }, body: file });
      expect(res.status).toBe(202);
      const run = await finished(((await res.json()) as WordPressImportRun).id);
      expect(run.report!.counts).toMatchObject({ productsCreated: 1, productsWithDetails: 1 });
      expect(run.report!.productsNeedingDetails).toEqual([]);
      const product = await db.kysely.selectFrom('products').selectAll().where('asin', '=', 'B0RETAIL01').executeTakeFirstOrThrow();
      expect(product).toMatchObject({ price_cents: 24990, currency: 'BRL', availability: 'in_stock', status: 'draft', needs_details: 0 });
      expect(product.price_updated_at).not.toBeNull();
      expect(fake.getItemsRequests()).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });
});
