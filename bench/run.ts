/**
 * `npm run bench [-- --only seed|build]`: runs the benchmarks and rewrites bench/RESULTS.md with
 * the figures, the machine and the date. PostgreSQL figures need BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL). Sections not run keep their previous figures.
 */
import { cpus, totalmem } from 'node:os';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { listPublishedPosts } from '../shared/db/queries/posts';
import { connect } from '../shared/db/connect';
import { benchBuild, type BuildFigure } from './build';
import { benchEditToLive, type EditToLiveFigure } from './edit-to-live';
import { jsWeight } from './js-weight';
import { benchSeed } from './seed';

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const SEED_TARGET_SECONDS = 30;
const BUILD_TARGET_SECONDS = 90;
const POST_JS_TARGET_BYTES = 90 * 1024;
const EDIT_TARGET_MS = 3000;
const KEEP_MARKER = '## Measured by hand';
const SECTIONS = ['seed', 'build'] as const;
type Section = (typeof SECTIONS)[number];

const verdict = (value: number, target: number, unit: string) =>
  value < target ? 'met' : `missed by ${(value - target).toFixed(1)} ${unit}`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : `${Math.round(bytes / 2 ** 20)} MiB`);

async function seedSection(): Promise<string> {
  const rows: string[] = [];
  for (const postsPerLocale of [3334, 10000]) {
    for (const f of await benchSeed(postsPerLocale, postgresUrl)) {
      rows.push(`| ${f.target} | ${f.postsPerLocale} | ${f.posts} | ${f.rows} | ${f.seconds.toFixed(2)} | ${Math.round(f.rows / f.seconds)} | ${(f.seconds / f.generateSeconds).toFixed(1)}× | < ${SEED_TARGET_SECONDS} s: ${verdict(f.seconds, SEED_TARGET_SECONDS, 's')} |`);
      console.log(rows.at(-1));
    }
  }
  return `## Seeding the demo corpus (\`npm run seed -- --scale N\`)

N posts per active locale (br, it, mx), plus max(20, N/5) products and as many reviews per active
locale, written in one transaction. "vs generate" is the seeding time divided by the time to
generate the same corpus in memory in the same run (the database's share of the work).

| database | N | posts | rows (posts+products+reviews) | seconds | rows/s | vs generate | target |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

async function buildSection(): Promise<string> {
  const buildRow = (label: string, f: BuildFigure, target?: number) =>
    `| ${label} | ${f.posts} | ${f.pages} | ${f.seconds.toFixed(1)} | ${Math.round(f.pages / f.seconds)} | ${mib(f.peakRssBytes)} | ${f.loadAtStart.toFixed(1)} | ${target ? `< ${target} s: ${verdict(f.seconds, target, 's')}` : '—'} |`;
  const rows: string[] = [];
  const weights: string[] = [];

  const demo = await benchBuild({ keep: true });
  rows.push(buildRow('demo corpus', demo));
  console.log(rows.at(-1));
  try {
    const db = connect(demo.dbUrl!);
    const [post] = await listPublishedPosts(db, { locale: 'br', limit: 1 });
    await db.close();
    const pages: [string, string, number?][] = [['landing', '/'], ['home (br)', '/br'], ['post (br)', `/br/${post?.slug}`, POST_JS_TARGET_BYTES]];
    for (const [label, path, target] of pages) {
      const w = await jsWeight(demo.distDir!, path);
      weights.push(`| ${label} | \`${path}\` | ${w.files.length} | ${kib(w.externalGzipBytes)} | ${kib(w.inlineGzipBytes)} | ${kib(w.totalGzipBytes)} | ${target ? `< ${kib(target)}: ${w.totalGzipBytes < target ? 'met' : `missed by ${kib(w.totalGzipBytes - target)}`}` : '—'} |`);
      console.log(weights.at(-1));
    }
  } finally {
    rmSync(demo.workDir!, { recursive: true, force: true });
  }

  const large = await benchBuild({ postsPerLocale: 3334, keep: true });
  rows.push(buildRow('10,000-post corpus (`--scale 3334`)', large, BUILD_TARGET_SECONDS));
  console.log(rows.at(-1));
  let edit: EditToLiveFigure;
  const db = connect(large.dbUrl!);
  try {
    edit = await benchEditToLive({ db, databaseUrl: large.dbUrl!, distDir: large.distDir! });
  } finally {
    await db.close();
    rmSync(large.workDir!, { recursive: true, force: true });
  }
  const editRow = `| ${edit.samples.length} | ${edit.median.toFixed(0)} | ${edit.p95.toFixed(0)} | ${edit.pagesPerSave.toFixed(1)} | < ${EDIT_TARGET_MS} ms median: ${verdict(edit.median, EDIT_TARGET_MS, 'ms')} |`;
  console.log(editRow);

  return `## Building the site (full build from a seeded SQLite file)

Wall time of the full build (\`npm run build\`'s code: the renderer bundle when the sources changed,
then every page rendered by worker threads) into bench/.work/; pages are the HTML files written.
Peak memory is the largest sum of the resident set sizes of the build's process tree (this process
and its render threads, the bundle's astro build), sampled from /proc every 100 ms. "Load at start"
is the 1-minute load average when the build began: on a shared 2-core machine, other work stretches
the time.

| corpus | posts | pages | seconds | pages/s | peak memory | load at start | target |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

## JavaScript per page (demo build, gzip)

Every script a page makes the browser fetch (script src, modulepreload, island component and
renderer modules, and their static imports, each file once), gzipped at the default level, plus the
page's inline scripts. JSON-LD is data and is left out.

| page | path | files | external | inline | total | target |
|---|---|---|---|---|---|---|
${weights.join('\n')}

## Edit to live (10,000-post corpus)

A post title saved through the self-hosted publisher, timed from the save until the page served by
the Node server's site handler shows the new title (bench/edit-to-live.ts), on the 10,000-post
build above; pages per save is the size of each incremental build.

| saves | median ms | p95 ms | pages per save | target |
|---|---|---|---|---|
${editRow}
`;
}

/** The body of a "## " section of the previous results, to keep sections that were not run. */
function previousSection(old: string, heading: string): string | undefined {
  const start = old.indexOf(heading);
  if (start < 0) return undefined;
  const next = old.indexOf('\n## ', start + heading.length);
  return old.slice(start, next < 0 ? undefined : next + 1);
}

async function main() {
  // Edit-to-live renders in this process, as the server does: with production React and Astro.
  process.env.NODE_ENV ??= 'production';
  const { values } = parseArgs({ options: { only: { type: 'string', multiple: true } }, strict: true });
  const only = (values.only ?? [...SECTIONS]) as Section[];
  for (const s of only) if (!SECTIONS.includes(s)) throw new Error(`--only must be one of ${SECTIONS.join(', ')} (got "${s}")`);

  const file = new URL('./RESULTS.md', import.meta.url);
  let old = '';
  try {
    old = readFileSync(file, 'utf8');
  } catch {}
  const parts: string[] = [];
  parts.push(only.includes('seed') ? await seedSection() : (previousSection(old, '## Seeding') ?? ''));
  if (only.includes('build')) parts.push(await buildSection());
  else {
    for (const heading of ['## Building', '## JavaScript per page', '## Edit to live']) {
      const kept = previousSection(old, heading);
      if (kept) parts.push(kept);
    }
  }

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const report = `# Benchmark results

Latest run of \`npm run bench\` (${new Date().toISOString().slice(0, 10)}; sections: ${only.join(', ')}) on ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.
${only.includes('seed') ? `PostgreSQL: ${postgresUrl ? 'local server (127.0.0.1:5432)' : 'not measured (set BENCH_DATABASE_URL)'}.` : 'Sections not run this time keep the figures of their last run.'}

${parts.filter(Boolean).map((p) => p.trimEnd() + '\n').join('\n')}`;
  // Figures measured outside this script (e.g. the wall time of npm test) live below the marker and are kept.
  const kept = old.includes(KEEP_MARKER) ? old.slice(old.indexOf(KEEP_MARKER)) : `${KEEP_MARKER}\n`;
  writeFileSync(file, `${report}\n${kept}`);
  console.log('wrote bench/RESULTS.md');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
