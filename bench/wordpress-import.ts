/**
 * Bench section `wpimport` (issue 28): `npm run import:wordpress` on generated exports of 2,000 and
 * 10,000 posts, as a real process on a SQLite file, timed with its peak memory. The posts mix what
 * affiliate sites hold: classic-editor bodies with captions and AAWP boxes, block-editor bodies with
 * tables and buy links, 20 categories, tags and Yoast fields (no pictures: their cost is sharp's,
 * measured by the media section). Memory at the two sizes shows whether it grows with the file.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXPORT_TAIL, exportHead, exportItem, type TestItem } from '../shared/import/wordpress/test-export';
import { samplePeakRss } from './process-tree';
import type { TargetRow } from './results-file';
import { below } from './verdict';

export const WPIMPORT_HEADING = '## WordPress import';

const SIZES = [2_000, 10_000];
/** Peak memory of the 10,000-post import may exceed the 2,000-post one by at most this factor. */
const MEMORY_GROWTH_TARGET = 1.5;

const CATEGORIES = Array.from({ length: 20 }, (_, i) => ({ slug: `categoria-${i}`, name: `Categoria ${i}` }));
const asin = (n: number) => `B0${String(n % 500).padStart(8, '0')}`;

function post(n: number): TestItem {
  const paragraphs = Array.from({ length: 8 }, (_, p) => `Parágrafo ${p} do post ${n}: testamos o produto por semanas, em casa e na rua, e anotamos o que importa para quem compra.`);
  const classic = `${paragraphs.slice(0, 4).join('\n\n')}\n\n[caption id="" width="640"]<img src="https://old.example/wp-content/uploads/2024/01/foto-${n}.jpg" alt="Foto ${n}"> Legenda ${n}[/caption]\n\n[amazon box="${asin(n)}"]\n\n<h2>Veredito</h2>\n\n${paragraphs.slice(4).join('\n\n')}`;
  const blocks = [
    ...paragraphs.slice(0, 4).map((p) => `<!-- wp:paragraph --><p>${p}</p><!-- /wp:paragraph -->`),
    `<!-- wp:table --><figure class="wp-block-table"><table><thead><tr><th>Modelo</th><th>Nota</th></tr></thead><tbody><tr><td>A</td><td>9</td></tr><tr><td>B</td><td>8</td></tr></tbody></table></figure><!-- /wp:table -->`,
    `<!-- wp:shortcode -->[amazon link="${asin(n + 1)}" title="ver preço"]<!-- /wp:shortcode -->`,
    ...paragraphs.slice(4).map((p) => `<!-- wp:paragraph --><p>${p}</p><!-- /wp:paragraph -->`),
  ].join('\n\n');
  const category = CATEGORIES[n % CATEGORIES.length]!;
  return {
    id: n + 1,
    title: `Post ${n}: os melhores produtos testados`,
    slug: `post-${n}`,
    content: n % 2 ? blocks : classic,
    date: `20${String(10 + (n % 14)).padStart(2, '0')}-0${1 + (n % 9)}-1${n % 10} 10:00:00`,
    categories: [[category.slug, category.name]],
    tags: [`tag${n % 50}`, 'review'],
    meta: { _yoast_wpseo_metadesc: `Descrição do post ${n}.` },
    comments: n % 3,
  };
}

async function writeExport(file: string, posts: number): Promise<void> {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(exportHead(CATEGORIES));
  for (let n = 0; n < posts; n++) await write(`${exportItem(post(n))}\n`);
  await write(EXPORT_TAIL);
  out.end();
  await once(out, 'finish');
}

interface ImportFigure {
  posts: number;
  fileBytes: number;
  seconds: number;
  peakRss: number | undefined;
  created: number;
  redirects: number;
}

async function importOnce(dir: string, posts: number): Promise<ImportFigure> {
  const file = join(dir, `export-${posts}.xml`);
  await writeExport(file, posts);
  const report = join(dir, `report-${posts}.json`);
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'content-scripts/import-wordpress.ts', file, '--locale', 'br', '--report', report], {
    env: { ...process.env, DATABASE_URL: `sqlite:${join(dir, `site-${posts}.db`)}`, MEDIA_DIR: join(dir, 'media') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const peak = samplePeakRss(child.pid!, 50);
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const [code] = (await once(child, 'exit')) as [number | null];
  const peakRss = peak.stop();
  if (code !== 0) throw new Error(`import of ${posts} posts exited ${code}: ${err}`);
  const json = JSON.parse(readFileSync(report, 'utf8')) as { counts: { created: number; redirects: number } };
  return { posts, fileBytes: statSync(file).size, seconds: (performance.now() - t0) / 1000, peakRss, created: json.counts.created, redirects: json.counts.redirects };
}

/** Runs the section; its Markdown for bench/RESULTS.md and its target rows. */
export async function wordpressImportSection(log = console.log): Promise<{ markdown: string; targets: TargetRow[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wpimport-'));
  try {
    const figures: ImportFigure[] = [];
    for (const size of SIZES) {
      const f = await importOnce(dir, size);
      if (f.created !== size) throw new Error(`imported ${f.created} of ${size} posts`);
      log(`wpimport: ${size} posts (${(f.fileBytes / 2 ** 20).toFixed(1)} MiB) in ${f.seconds.toFixed(1)} s, peak ${Math.round((f.peakRss ?? 0) / 2 ** 20)} MiB`);
      figures.push(f);
    }
    const mib = (n: number | undefined) => (n === undefined ? 'n/a' : `${Math.round(n / 2 ** 20)} MiB`);
    const [small, large] = figures as [ImportFigure, ImportFigure];
    const growth = large.peakRss && small.peakRss ? large.peakRss / small.peakRss : undefined;
    const rows = figures.map((f) => `| ${f.posts.toLocaleString('en')} | ${mib(f.fileBytes)} | ${f.seconds.toFixed(1)} s | ${Math.round(f.posts / f.seconds)} | ${mib(f.peakRss)} | ${f.redirects.toLocaleString('en')} |`);
    const growthText = growth === undefined ? 'n/a' : `${growth.toFixed(2)}×`;
    const markdown = `${WPIMPORT_HEADING}

\`npm run import:wordpress\` as a real process on a SQLite file, on generated exports (bench/wordpress-import.ts): half
classic-editor bodies (paragraphs, a captioned picture, an AAWP box), half block-editor bodies (paragraphs, a table, an
AAWP buy link), 20 categories, tags, Yoast descriptions, 500 ASINs shared between posts; pictures not supplied (each is
reported missing), so the figures are the importer's own. Peak memory is the process's resident set, sampled every 50 ms.

| posts | export size | time | posts/s | peak memory | redirects written |
|---|---|---|---|---|---|
${rows.join('\n')}

Peak memory from ${small.posts.toLocaleString('en')} to ${large.posts.toLocaleString('en')} posts: ${growthText} for a ${(large.fileBytes / small.fileBytes).toFixed(1)}× larger file
(the export is streamed; what stays is the report's list of items and redirects, and the lookups of the first pass).
Load average at the end of the run: ${loadavg()[0]!.toFixed(1)} (times are only comparable between quiet runs).
`;
    const targets: TargetRow[] = [{
      section: 'wpimport',
      target: `WordPress import: peak memory at 10,000 posts ≤ ${MEMORY_GROWTH_TARGET}× that at 2,000 (streamed, not held)`,
      measured: growthText,
      verdict: growth === undefined ? 'not measured' : below(growth, MEMORY_GROWTH_TARGET, (n) => `${n.toFixed(2)}×`),
    }];
    return { markdown, targets };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
