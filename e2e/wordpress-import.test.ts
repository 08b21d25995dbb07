/**
 * The WordPress importer on real exports no one here wrote: WordPress's own theme unit test data
 * (classic editor: every HTML tag, captions, galleries, post formats, 58 posts and 21 pages) and its
 * block test data (every core block). Each is imported into a fresh site (its pictures served from
 * an uploads folder made for the test: the originals live on WordPress.com), the site is built,
 * and then over HTTP every old address answers 301 to a page that answers 200; the imported pages
 * pass the W3C Nu HTML checker and the structured-data validator with 0 errors.
 *
 * The exports come from a local copy of github.com/WordPress/theme-test-data (set
 * WP_THEME_TEST_DATA to its folder, or its git directory is read where the tool library keeps it);
 * without it the suite is skipped, with REQUIRE_WP_EXPORTS=1 that is a failure.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../api/publish/build-site';
import { startServer, type RunningServer } from '../api/server';
import { connect, type Db } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { insertLocaleConfigs } from '../shared/db/test-fixtures';
import { importWordPress, type ImportReport } from '../shared/import/wordpress/import';
import { scanExport } from '../shared/import/wordpress/scan';
import { uploadPath } from '../shared/import/wordpress/pictures';
import { createFileMediaStore } from '../shared/media/store';
import { makeJpeg } from '../shared/media/test-images';
import { validateStructuredData } from './structured-data/validate';
import { checkHtml, formatNuMessages, nuSkipReason } from './validators/nu-html';

const MIRROR_GIT = '/work/.mirror/WordPress+theme-test-data/repo';
const EXPORTS = ['themeunittestdata.wordpress.xml', '64-block-test-data.xml'];

/** The export's text from WP_THEME_TEST_DATA, else from the mirror's git directory. */
function readExport(name: string): string | undefined {
  const folder = process.env.WP_THEME_TEST_DATA;
  if (folder) return existsSync(join(folder, name)) ? readFileSync(join(folder, name), 'utf8') : undefined;
  if (!existsSync(MIRROR_GIT)) return undefined;
  try {
    return execFileSync('git', ['--git-dir', MIRROR_GIT, 'show', `HEAD:${name}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

const texts = EXPORTS.map(readExport);
const available = texts.every(Boolean);
const suite = available || process.env.REQUIRE_WP_EXPORTS === '1' ? describe : describe.skip;

suite('importing real WordPress exports', () => {
  let dir: string;
  let db: Db;
  let server: RunningServer;
  let base: string;
  let distDir: string;
  const reports: ImportReport[] = [];

  beforeAll(async () => {
    if (!available) throw new Error('REQUIRE_WP_EXPORTS=1 but the WordPress theme test data is not here (WP_THEME_TEST_DATA)');
    dir = mkdtempSync(join(tmpdir(), 'rs-wp-import-'));
    distDir = join(dir, 'dist');
    const databaseUrl = `sqlite:${join(dir, 'site.db')}`;
    db = connect(databaseUrl);
    await migrate(db);
    await insertLocaleConfigs(db);
    const media = createFileMediaStore(join(dir, 'media'));
    const uploads = join(dir, 'uploads');
    const picture = await makeJpeg(640, 480);
    for (const [i, name] of EXPORTS.entries()) {
      const file = join(dir, name);
      writeFileSync(file, texts[i]!);
      // The pictures as WordPress keeps them in wp-content/uploads (the originals are on WordPress.com).
      for (const attachment of (await scanExport(file)).attachments.values()) {
        const rel = uploadPath(attachment.url);
        if (!rel || !/\.(jpe?g|png|gif)$/i.test(rel)) continue;
        mkdirSync(join(uploads, dirname(rel)), { recursive: true });
        writeFileSync(join(uploads, rel), picture);
      }
      reports.push(await importWordPress({ db, media, file, locale: i === 0 ? 'br' : 'it', uploadsDir: uploads }));
    }
    await buildSite({ db, databaseUrl, distDir });
    server = await startServer({ deps: { db, log: () => {}, media: { store: media } }, distDir, port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  }, 900_000);

  afterAll(async () => {
    await server?.close();
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('imports every post and page of both exports, with their pictures', () => {
    const [classic, blocks] = reports;
    // One test post nests quotes and lists 22 levels deep, past what a body may cost here (issue 24):
    // it is left out with a warning naming the limit, never silently.
    expect(classic!.counts.created + classic!.counts.skipped).toBe(79);
    const refused = classic!.warnings.filter((w) => w.message.startsWith('not imported:'));
    expect(refused.map((w) => w.title)).toEqual(['Block category: Formatting']);
    expect(refused[0]!.message).toMatch(/22 levels deep: at most 10/);
    expect(blocks!.counts.created).toBe(blocks!.counts.itemsByType.post! + blocks!.counts.itemsByType.page!);
    expect(classic!.counts.picturesImported).toBeGreaterThan(20);
    // What could not be carried over is reported, never dropped in silence.
    expect(blocks!.warnings.some((w) => /block latest-posts .* kept as text/.test(w.message))).toBe(true);
  });

  it('answers 301 to a live page (200) at every old address', async () => {
    // Both exports come from one WordPress.com site, so some `?p=ID` addresses are in both: the
    // later import took them over (and said so), as it would on a real site.
    const redirects = [...new Map(reports.flatMap((r) => r.redirects).map((r) => [r.from, r] as const)).values()];
    expect(redirects.length).toBeGreaterThan(150);
    expect(reports[1]!.warnings.some((w) => /led to another imported item/.test(w.message))).toBe(true);
    const failures: string[] = [];
    for (const { from, to } of redirects) {
      const first = await fetch(base + from, { redirect: 'manual' });
      const location = first.headers.get('location');
      if (first.status !== 301 || location !== to) {
        failures.push(`${from}: ${first.status} → ${location} (wanted 301 → ${to})`);
        continue;
      }
      // Drafts and scheduled items have no public page yet; every published one answers 200.
      const page = await fetch(base + location);
      if (page.status !== 200 && !(await isUnpublished(to))) failures.push(`${from} → ${to}: ${page.status}`);
    }
    expect(failures).toEqual([]);
  });

  async function isUnpublished(path: string): Promise<boolean> {
    const [, locale, slug] = path.split('/');
    if (!slug || path.includes('/categoria/')) return false;
    const row = await db.kysely.selectFrom('posts').select('status').where('locale', '=', locale!).where('slug', '=', slug).executeTakeFirst();
    return !!row && row.status !== 'published';
  }

  it('writes imported pages that pass the Nu HTML checker and structured-data validation with 0 errors', async () => {
    const published = await db.kysely.selectFrom('posts').select(['locale', 'slug']).where('status', '=', 'published').execute();
    const files = published.map((p) => join(distDir, p.locale, p.slug, 'index.html')).filter(existsSync);
    expect(files.length).toBeGreaterThan(80);
    const structured: string[] = [];
    for (const file of files) {
      for (const issue of await validateStructuredData(readFileSync(file, 'utf8'))) {
        if (issue.severity === 'ERROR') structured.push(`${file}: ${issue.message}`);
      }
    }
    expect(structured).toEqual([]);
    if (nuSkipReason()) return;
    const errors = formatNuMessages(await checkHtml(files), distDir);
    expect(errors).toEqual([]);
  }, 300_000);
});
