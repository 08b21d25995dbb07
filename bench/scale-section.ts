/**
 * The scale section of `npm run bench` (issue 13): the demo corpus and the `--scale N` corpus
 * (33,334 = 100,002 posts) each seeded, fully built, measured for their largest page and fullest
 * sitemap file, then served by `api/server.ts` and edited over HTTP (edit-to-live). Its figures go
 * into the growth table, one row per corpus, kept across runs of other sizes.
 */
import { rmSync } from 'node:fs';
import { benchBuild, type BuildFigure } from './build';
import { benchEditToLive, type EditToLiveFigure } from './edit-to-live';
import { GROWTH_HEAD, mergeGrowthRows, parseGrowthRows } from './growth';
import { benchSearch, type SearchFigure } from './search';
import { measureSiteOutput, type SiteOutput } from './site-output';
import type { TargetRow } from './results-file';
import { below, times } from './verdict';

export const SCALE_HEADING = '## Growth with the corpus';
const FULL_BUILD_LIMIT_S = 200;
const MEMORY_LIMIT = 2 ** 30;
const EDIT_MEDIAN_LIMIT_MS = 300;
const EDIT_P95_LIMIT_MS = 600;
const EDIT_GROWTH_LIMIT = 1.5;
const PAGE_LIMIT_BYTES = 150 * 1024;
const SITEMAP_LIMIT_URLS = 10_000;
const SEARCH_P95_LIMIT_MS = 30;

interface Measured {
  build: BuildFigure;
  output: SiteOutput;
  edit: EditToLiveFigure;
  /** Back-to-back saves (no pause): a save may wait for the rest of the one before. */
  burst: EditToLiveFigure;
  search: SearchFigure;
}

const mib = (bytes?: number) => (bytes === undefined ? 'n/a' : `${Math.round(bytes / 2 ** 20)} MiB`);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const corpus = (m: Measured) => `${m.build.posts.toLocaleString('en')} posts`;

/** Seeds, builds and measures one corpus (undefined: the demo's size). */
async function measure(postsPerLocale: number | undefined, log: (line: string) => void): Promise<Measured> {
  const build = await benchBuild({ postsPerLocale, keep: true });
  try {
    log(`${build.posts} posts: ${build.pages} pages in ${build.seconds.toFixed(1)} s, peak ${mib(build.peakRssBytes)}`);
    const output = measureSiteOutput(build.distDir!);
    log(`largest page ${output.largestHtml.path} ${kib(output.largestHtml.bytes)}, fullest sitemap ${output.fullestSitemap.path} ${output.fullestSitemap.urls} URLs`);
    const edit = await benchEditToLive({ databaseUrl: build.dbUrl!, distDir: build.distDir! });
    log(`edit-to-live over HTTP: median ${ms(edit.median)}, p95 ${ms(edit.p95)}, ${edit.pagesPerSave.toFixed(1)} pages per save`);
    const burst = await benchEditToLive({ databaseUrl: build.dbUrl!, distDir: build.distDir!, pauseMs: 0 });
    log(`edit-to-live, back-to-back saves: median ${ms(burst.median)}, p95 ${ms(burst.p95)}`);
    const search = await benchSearch({ databaseUrl: build.dbUrl!, distDir: build.distDir! });
    log(`search over HTTP: ${search.queries} distinct queries, p50 ${ms(search.p50)}, p95 ${ms(search.p95)}`);
    return { build, output, edit, burst, search };
  } finally {
    rmSync(build.workDir!, { recursive: true, force: true });
  }
}

function growthRow({ build, output, edit, search }: Measured, date: string): string {
  return `| ${build.posts.toLocaleString('en')} posts | ${build.pages.toLocaleString('en')} | ${build.seconds.toFixed(1)} s${build.bundleSeconds === undefined ? '' : ` (${build.bundleSeconds.toFixed(1)} s bundling)`} | ${Math.round(build.pages / build.seconds)} | ${mib(build.peakRssBytes)} | ${ms(edit.median)} | ${ms(edit.p95)} | ${edit.pagesPerSave.toFixed(1)} | ${kib(output.largestHtml.bytes)} \`${output.largestHtml.path}\` | ${output.fullestSitemap.urls.toLocaleString('en')} URLs (${output.sitemaps} files) | ${ms(search.p50)} / ${ms(search.p95)} | ${date}, load ${build.loadAtStart.toFixed(1)} |`;
}

/** Runs the section at `scale` posts per active locale; `previousMarkdown` is the old RESULTS.md. */
export async function scaleSection(scale: number, previousMarkdown: string, log = console.log): Promise<{ markdown: string; targets: TargetRow[] }> {
  const demo = await measure(undefined, log);
  const large = await measure(scale, log);
  const date = new Date().toISOString().slice(0, 10);
  const rows = mergeGrowthRows(parseGrowthRows(previousMarkdown), [growthRow(demo, date), growthRow(large, date)]);
  const at = `At ${corpus(large)}:`;
  const growth = large.edit.median / demo.edit.median;
  const targets: TargetRow[] = [
    { section: 'scale', target: `${at} full build ≤ ${FULL_BUILD_LIMIT_S} s`, measured: `${large.build.seconds.toFixed(1)} s (load ${large.build.loadAtStart.toFixed(1)} at start)`, verdict: below(large.build.seconds, FULL_BUILD_LIMIT_S + 0.05, (n) => `${n.toFixed(1)} s`) },
    { section: 'scale', target: `${at} peak memory of the full build ≤ 1 GiB`, measured: mib(large.build.peakRssBytes), verdict: large.build.peakRssBytes === undefined ? 'not measured (no /proc)' : below(large.build.peakRssBytes, MEMORY_LIMIT + 1, mib) },
    { section: 'scale', target: `${at} edit-to-live over HTTP, median ≤ ${EDIT_MEDIAN_LIMIT_MS} ms`, measured: ms(large.edit.median), verdict: below(large.edit.median, EDIT_MEDIAN_LIMIT_MS + 0.5, ms) },
    { section: 'scale', target: `${at} edit-to-live over HTTP, p95 ≤ ${EDIT_P95_LIMIT_MS} ms`, measured: ms(large.edit.p95), verdict: below(large.edit.p95, EDIT_P95_LIMIT_MS + 0.5, ms) },
    { section: 'scale', target: `${at} edit-to-live median ≤ ${EDIT_GROWTH_LIMIT}× the demo corpus's, same run`, measured: `${ms(large.edit.median)} vs ${ms(demo.edit.median)} = ${times(growth)}`, verdict: below(growth, EDIT_GROWTH_LIMIT + 0.005, times) },
    { section: 'scale', target: `${at} no HTML page above 150 KB`, measured: `${kib(large.output.largestHtml.bytes)} (\`${large.output.largestHtml.path}\`)`, verdict: below(large.output.largestHtml.bytes, PAGE_LIMIT_BYTES + 1, kib) },
    { section: 'scale', target: `${at} search p95 ≤ ${SEARCH_P95_LIMIT_MS} ms over HTTP, distinct queries, response cache off`, measured: `${ms(large.search.p95)} (p50 ${ms(large.search.p50)}, max ${ms(large.search.max)}, ${large.search.queries} queries)`, verdict: below(large.search.p95, SEARCH_P95_LIMIT_MS + 0.5, ms) },
    { section: 'scale', target: `${at} every sitemap file ≤ ${SITEMAP_LIMIT_URLS.toLocaleString('en')} URLs`, measured: `${large.output.fullestSitemap.urls.toLocaleString('en')} in the fullest of ${large.output.sitemaps}`, verdict: below(large.output.fullestSitemap.urls, SITEMAP_LIMIT_URLS + 1, (n) => `${n} URLs`) },
  ];
  return {
    targets,
    markdown: `${SCALE_HEADING}

\`npm run bench -- --scale N\` (N posts per active locale; 33334 gives 100,002 posts): the demo corpus
and the N-post corpus, each seeded into a fresh SQLite file, fully built (\`npm run build\`'s code:
renderer bundle when the sources changed, then every page rendered by worker threads), measured,
then served by \`api/server.ts\` in its own process (as \`npm run serve\`) and edited: an editor logs
in over HTTP and saves ${large.edit.samples.length} post titles spread from the newest to the oldest post with
\`PUT /api/admin/posts/{id}\`; edit-to-live runs from the admin API's answer until \`GET /br/{slug}\`
on the same server serves the new title (bench/edit-to-live.ts), at an editor's pace (the next save
1.5 s after the previous went live); then 300 distinct searches over
HTTP with the response cache off (bench/search.ts). Peak memory is the build's
process tree (bench/process-tree.ts). Rows of other sizes come from earlier runs, with their dates.

${GROWTH_HEAD}
${rows.join('\n')}

Saves at ${corpus(large)}, ms in order: ${large.edit.samples.map((n) => n.toFixed(0)).join(', ')}; at the demo's size: ${demo.edit.samples.map((n) => n.toFixed(0)).join(', ')}.

Back-to-back saves (each the moment the previous one is live, so a save may wait for the rest of the
one before): median ${ms(large.burst.median)}, p95 ${ms(large.burst.p95)} at ${corpus(large)}; median ${ms(demo.burst.median)}, p95 ${ms(demo.burst.p95)} at the demo's size.
`,
  };
}
