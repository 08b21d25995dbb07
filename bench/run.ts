/**
 * `npm run bench`: runs the benchmarks and rewrites bench/RESULTS.md with the figures, the
 * machine and the date. PostgreSQL figures need BENCH_DATABASE_URL (or TEST_DATABASE_URL).
 */
import { cpus, totalmem } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { benchSeed } from './seed';

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const TARGET_SECONDS = 30;
const KEEP_MARKER = '## Measured by hand';

async function main() {
  const rows: string[] = [];
  for (const postsPerLocale of [3334, 10000]) {
    for (const f of await benchSeed(postsPerLocale, postgresUrl)) {
      const verdict = f.seconds < TARGET_SECONDS ? 'met' : `missed by ${(f.seconds - TARGET_SECONDS).toFixed(1)} s`;
      rows.push(`| ${f.target} | ${f.postsPerLocale} | ${f.posts} | ${f.rows} | ${f.seconds.toFixed(2)} | ${Math.round(f.rows / f.seconds)} | ${(f.seconds / f.generateSeconds).toFixed(1)}× | < ${TARGET_SECONDS} s: ${verdict} |`);
      console.log(rows.at(-1));
    }
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const report = `# Benchmark results

Latest run of \`npm run bench\` (${new Date().toISOString().slice(0, 10)}) on ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.
PostgreSQL: ${postgresUrl ? 'local server (127.0.0.1:5432)' : 'not measured (set BENCH_DATABASE_URL)'}.

## Seeding the demo corpus (\`npm run seed -- --scale N\`)

N posts per active locale (br, it, mx), plus max(20, N/5) products and as many reviews per active
locale, written in one transaction. "vs generate" is the seeding time divided by the time to
generate the same corpus in memory in the same run (the database's share of the work).

| database | N | posts | rows (posts+products+reviews) | seconds | rows/s | vs generate | target |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
  // Figures measured outside this script (e.g. the wall time of npm test) live below the marker and are kept.
  const file = new URL('./RESULTS.md', import.meta.url);
  let kept = '';
  try {
    const old = readFileSync(file, 'utf8');
    kept = old.includes(KEEP_MARKER) ? old.slice(old.indexOf(KEEP_MARKER)) : '';
  } catch {}
  writeFileSync(file, `${report}\n${kept || `${KEEP_MARKER}\n`}`);
  console.log('wrote bench/RESULTS.md');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
