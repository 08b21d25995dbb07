import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Db } from '../../db/connect';
import { describeEachDatabase } from '../../db/testing';
import { lookupRedirect } from '../../db/queries/redirects';
import { createMemoryMediaStore } from '../../media/store';
import { makeJpeg } from '../../media/test-images';
import { importWordPress, type WordPressImportOptions } from './import';
import { testExport, type TestItem } from './test-export';
import { WxrError } from './wxr';

const dir = mkdtempSync(join(tmpdir(), 'wp-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fileNo = 0;
function exportFile(items: TestItem[], categories?: Array<{ slug: string; name: string; parent?: string }>): string {
  const file = join(dir, `export-${++fileNo}.xml`);
  writeFileSync(file, testExport(items, { categories }));
  return file;
}

const NOW = new Date('2026-11-27T12:00:00.000Z');
const run = (db: Db, file: string, extra: Partial<WordPressImportOptions> = {}) =>
  importWordPress({ db, media: createMemoryMediaStore(), file, locale: 'br', now: () => NOW, ...extra });

const posts = (db: Db, locale = 'br') => db.kysely.selectFrom('posts').selectAll().where('locale', '=', locale).orderBy('id').execute();
const count = async (db: Db, table: 'posts' | 'products' | 'redirects' | 'media' | 'wordpress_imports') =>
  Number((await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describeEachDatabase('WordPress import', (getDb) => {
  it('imports posts and pages with their status, dates, category, tags, SEO fields and old addresses', async () => {
    const db = getDb();
    const file = exportFile(
      [
        { id: 10, title: 'Melhores fones &amp; headsets', slug: 'melhores-fones', content: 'Texto do post.\n\nSegundo parágrafo.', date: '2023-05-10 08:30:00', categories: [['fones', 'Fones de ouvido']], tags: ['Bluetooth', 'Áudio'], meta: { _yoast_wpseo_title: '%%title%% %%sep%% %%sitename%%', _yoast_wpseo_metadesc: 'Os fones que testamos.' }, comments: 3 },
        { id: 11, title: 'Rascunho', slug: '', content: 'Ainda não.', status: 'draft' },
        { id: 12, title: 'Agendado', slug: 'agendado', content: 'Em breve.', status: 'future', date: '2099-01-01 10:00:00' },
        { id: 13, title: 'Privado', slug: 'privado', content: 'Só para mim.', status: 'private', meta: { 'rank_math_robots': 'a:1:{i:0;s:7:"noindex";}' } },
        { id: 14, title: 'Quem somos', slug: 'quem-somos', type: 'page', content: 'Uma página.', link: 'https://old.example/quem-somos/' },
      ],
      [{ slug: 'audio', name: 'Áudio' }, { slug: 'fones', name: 'Fones de ouvido', parent: 'audio' }],
    );
    const report = await run(db, file);
    expect(report.counts).toMatchObject({ created: 5, updated: 0, skipped: 0, commentsIgnored: 3, categoriesCreated: 1 });
    const rows = await posts(db);
    const bySlug = Object.fromEntries(rows.map((r) => [r.slug, r]));
    expect(Object.keys(bySlug).sort()).toEqual(['agendado', 'melhores-fones', 'privado', 'quem-somos', 'rascunho']);
    const post = bySlug['melhores-fones']!;
    expect(post).toMatchObject({ title: 'Melhores fones & headsets', status: 'published', published_at: '2023-05-10T08:30:00.000Z', keyword: 'Bluetooth, Áudio', seo_title: 'Melhores fones & headsets', seo_description: 'Os fones que testamos.', content: 'Texto do post.\n\nSegundo parágrafo.', excerpt: 'Texto do post. Segundo parágrafo.' });
    const category = await db.kysely.selectFrom('categories').innerJoin('category_names', 'category_names.category_id', 'categories.id').select(['slug', 'name', 'locale']).where('categories.id', '=', post.category_id!).executeTakeFirstOrThrow();
    expect(category).toEqual({ slug: 'fones', name: 'Fones de ouvido', locale: 'br' });
    expect(bySlug.rascunho).toMatchObject({ status: 'draft', published_at: null });
    expect(bySlug.agendado).toMatchObject({ status: 'scheduled', publish_at: '2099-01-01T10:00:00.000Z' });
    expect(bySlug.privado).toMatchObject({ status: 'draft', noindex: 1 });

    // Every old address answers 301 to the new page: permalink, ?p=ID, the category archive.
    expect(await lookupRedirect(db, '/2023/05/melhores-fones')).toEqual({ status: 301, location: '/br/melhores-fones' });
    expect(await lookupRedirect(db, '/?p=10')).toEqual({ status: 301, location: '/br/melhores-fones' });
    expect(await lookupRedirect(db, '/quem-somos')).toEqual({ status: 301, location: '/br/quem-somos' });
    expect(await lookupRedirect(db, '/category/audio/fones')).toEqual({ status: 301, location: '/br/categoria/fones' });
    // A draft never had a public permalink: only its ?p= address.
    expect(await lookupRedirect(db, '/?p=11')).toEqual({ status: 301, location: '/br/rascunho' });
    expect(report.redirects).toContainEqual({ from: '/2023/05/melhores-fones', to: '/br/melhores-fones' });

    // The WordPress author signs every post: one profile for the name, without an account (issue 25 item 4).
    const profiles = await db.kysely.selectFrom('authors').select(['id', 'slug', 'display_name', 'account_id']).execute();
    expect(profiles).toEqual([{ id: expect.any(Number), slug: 'ana-editora', display_name: 'Ana Editora', account_id: null }]);
    const signed = await db.kysely.selectFrom('item_authors').select('item_id').where('kind', '=', 'post').where('author_id', '=', profiles[0]!.id).execute();
    expect(signed.map((s) => s.item_id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));
  });

  it('a second import of the same file changes nothing; an updated export updates; an edit made here is kept unless --overwrite', async () => {
    const db = getDb();
    const item: TestItem = { id: 20, title: 'Guia de cafeteiras', slug: 'guia-cafeteiras', content: 'Versão 1.', guid: 'https://old.example/?p=20' };
    await run(db, exportFile([item]));
    const before = (await posts(db)).find((p) => p.slug === 'guia-cafeteiras')!;
    const again = await run(db, exportFile([item]));
    expect(again.counts).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect((await posts(db)).find((p) => p.slug === 'guia-cafeteiras')).toEqual(before);

    const updated = await run(db, exportFile([{ ...item, content: 'Versão 2.' }]));
    expect(updated.counts).toMatchObject({ updated: 1 });
    const after = (await posts(db)).find((p) => p.id === before.id)!;
    expect(after.content).toBe('Versão 2.');

    // An editor changes it here; the next export's change does not overwrite that.
    await db.kysely.updateTable('posts').set({ content: 'Editado aqui.', version: after.version + 1 }).where('id', '=', after.id).execute();
    const kept = await run(db, exportFile([{ ...item, content: 'Versão 3.' }]));
    expect(kept.counts).toMatchObject({ keptLocalEdits: 1, updated: 0 });
    expect((await posts(db)).find((p) => p.id === before.id)!.content).toBe('Editado aqui.');
    const forced = await run(db, exportFile([{ ...item, content: 'Versão 3.' }]), { overwrite: true });
    expect(forced.counts).toMatchObject({ updated: 1 });
    expect((await posts(db)).find((p) => p.id === before.id)!.content).toBe('Versão 3.');
  });

  it('turns AAWP shortcodes into product boxes and tables backed by products of the region, flagged as needing details', async () => {
    const db = getDb();
    const report = await run(db, exportFile([
      { id: 30, title: 'Air fryers', slug: 'air-fryers', content: 'Veja [amazon link="B0AAAAAAA1" title="a Mondial"].\n\n[amazon box="B0AAAAAAA1"]\n\n[amazon table="B0AAAAAAA1,B0AAAAAAA2"]' },
    ]));
    const post = (await posts(db)).find((p) => p.slug === 'air-fryers')!;
    expect(post.content).toContain('::product{asin="B0AAAAAAA1"}');
    expect(post.content).toContain('::products{asins="B0AAAAAAA1,B0AAAAAAA2"');
    const products = await db.kysely.selectFrom('products').select(['asin', 'title', 'status', 'locale', 'needs_details']).where('asin', 'in', ['B0AAAAAAA1', 'B0AAAAAAA2']).orderBy('asin').execute();
    expect(products).toEqual([
      { asin: 'B0AAAAAAA1', title: 'a Mondial', status: 'draft', locale: 'br', needs_details: 1 },
      { asin: 'B0AAAAAAA2', title: 'ASIN B0AAAAAAA2', status: 'draft', locale: 'br', needs_details: 1 },
    ]);
    expect(report.productsNeedingDetails.map((p) => p.asin).sort()).toEqual(['B0AAAAAAA1', 'B0AAAAAAA2']);
    const embeds = await db.kysely.selectFrom('product_embeds').select('asin').where('item_id', '=', post.id).where('kind', '=', 'post').orderBy('asin').execute();
    expect(embeds.map((e) => e.asin)).toEqual(['B0AAAAAAA1', 'B0AAAAAAA2']);
  });

  it('puts pictures through the media library (the original before a resized copy), with alt text; a missing one is removed and reported', async () => {
    const db = getDb();
    const uploads = join(dir, `uploads-${++fileNo}`);
    mkdirSync(join(uploads, '2024/03'), { recursive: true });
    writeFileSync(join(uploads, '2024/03/lampada.jpg'), await makeJpeg(1200, 800));
    writeFileSync(join(uploads, '2024/03/capa.jpg'), await makeJpeg(1600, 900));
    const media = createMemoryMediaStore();
    const report = await run(db, exportFile([
      { id: 40, title: 'Capa', slug: 'capa', type: 'attachment', content: '', attachmentUrl: 'https://old.example/wp-content/uploads/2024/03/capa.jpg', meta: { _wp_attachment_image_alt: 'Uma luminária acesa' }, parent: 41 },
      { id: 41, title: 'Luminárias', slug: 'luminarias', content: '<img src="https://old.example/wp-content/uploads/2024/03/lampada-300x200.jpg" alt="Lâmpada de mesa">\n\nTexto.\n\n<img src="https://old.example/wp-content/uploads/2024/03/sumiu.jpg" alt="">', meta: { _thumbnail_id: '40' } },
    ]), { uploadsDir: uploads, media });
    expect(report.counts).toMatchObject({ picturesImported: 2, picturesMissing: 1 });
    const post = (await posts(db)).find((p) => p.slug === 'luminarias')!;
    const library = await db.kysely.selectFrom('media').select(['width', 'height', 'alt_json', 'original_name']).orderBy('original_name').execute();
    expect(library.map((m) => [m.original_name, m.width, m.height, JSON.parse(m.alt_json).br])).toEqual([
      ['capa.jpg', 1600, 900, 'Uma luminária acesa'],
      ['lampada.jpg', 1200, 800, 'Lâmpada de mesa'],
    ]);
    expect(post.image_url).toMatch(/^\/media\/[0-9a-f]{32}-1600x900\//);
    expect(post.content).toMatch(/^!\[Lâmpada de mesa\]\(\/media\/[0-9a-f]{32}-1200x800\/[^)]+\)\n\nTexto\.$/);
    expect(report.warnings.map((w) => w.message)).toContain('picture https://old.example/wp-content/uploads/2024/03/sumiu.jpg not found: removed from the page');
    expect(media.files.size).toBeGreaterThan(2);
  });

  it('imports Polylang translations into several locales in one run, joined by a translation key', async () => {
    const db = getDb();
    const report = await run(db, exportFile([
      { id: 50, title: 'Best kettles', slug: 'best-kettles', content: 'English.', language: 'en', translationGroup: 'pll_5f1a' },
      { id: 51, title: 'Melhores chaleiras', slug: 'melhores-chaleiras', content: 'Português.', language: 'pt', translationGroup: 'pll_5f1a' },
      { id: 52, title: 'Article français', slug: 'article', content: 'Français.', language: 'fr' },
    ]), { localeMap: { en: 'us', pt: 'br' } });
    expect(report.counts).toMatchObject({ created: 2, skipped: 1 });
    const us = (await posts(db, 'us')).find((p) => p.slug === 'best-kettles')!;
    const br = (await posts(db, 'br')).find((p) => p.slug === 'melhores-chaleiras')!;
    expect(us.translation_key).toBe('wp-pll_5f1a');
    expect(br.translation_key).toBe('wp-pll_5f1a');
    expect(report.warnings.map((w) => w.message)).toContain('language "fr" is not in --locale-map: skipped');
  });

  it('makes a slug that is taken or reserved unique, and says so', async () => {
    const db = getDb();
    await run(db, exportFile([{ id: 60, title: 'Ofertas', slug: 'ofertas', content: 'Primeiro.', guid: 'https://a.example/?p=60' }]));
    const report = await run(db, exportFile([
      { id: 61, title: 'Ofertas de novo', slug: 'ofertas', content: 'Outro site.', guid: 'https://b.example/?p=61' },
      { id: 62, title: 'Sobre', slug: 'sobre', content: 'Palavra reservada.', guid: 'https://b.example/?p=62' },
    ]));
    expect(report.items.map((i) => [i.path, i.slugChangedFrom])).toEqual([['/br/ofertas-2', 'ofertas'], ['/br/sobre-2', 'sobre']]);
  });

  it('a dry run converts and reports everything and writes nothing', async () => {
    const db = getDb();
    const before = await Promise.all((['posts', 'products', 'redirects', 'media', 'wordpress_imports'] as const).map((t) => count(db, t)));
    // Two posts of one new category: the second must not lean on the first's rolled-back category.
    const report = await run(db, exportFile([
      { id: 70, title: 'Teste seco', slug: 'teste-seco', content: '[amazon box="B0DRYRUN01"]', categories: [['secos', 'Secos']] },
      { id: 71, title: 'Outro seco', slug: 'outro-seco', content: 'Texto.', categories: [['secos', 'Secos']] },
    ]), { dryRun: true });
    expect(report).toMatchObject({ dryRun: true, counts: { created: 2, productsCreated: 1, categoriesCreated: 1 } });
    expect(report.items[0]).toMatchObject({ path: '/br/teste-seco', outcome: 'created' });
    const after = await Promise.all((['posts', 'products', 'redirects', 'media', 'wordpress_imports'] as const).map((t) => count(db, t)));
    expect(after).toEqual(before);
  });

  it('refuses a file that is not XML, not a WordPress export or cut short, naming the problem and writing nothing', async () => {
    const db = getDb();
    const before = await count(db, 'posts');
    const full = testExport([{ id: 80, title: 'Um', slug: 'um', content: 'Texto.' }, { id: 81, title: 'Dois', slug: 'dois', content: 'Texto.' }]);
    const cases: Array<[string, RegExp]> = [
      ['Isto não é XML', /is not XML/],
      ['<?xml version="1.0"?><html><body/></html>', /is not a WordPress export \(WXR\): its root element is <html>/],
      ['<?xml version="1.0"?><rss><channel><title>Feed</title><item><title>x</title></item></channel></rss>', /is not a WordPress export \(WXR\): its channel has no <wp:wxr_version>/],
      [full.slice(0, full.indexOf('<wp:post_id>81')), /is truncated/],
    ];
    for (const [text, message] of cases) {
      const file = join(dir, `bad-${++fileNo}.xml`);
      writeFileSync(file, text);
      await expect(run(db, file)).rejects.toThrow(WxrError);
      await expect(run(db, file)).rejects.toThrow(message);
    }
    expect(await count(db, 'posts')).toBe(before);
  });
});
