/**
 * `npx tsx content-scripts/netlify-toml.ts [--check]`: rewrites what the Netlify mode takes from the
 * code's tables: the generated sections of netlify.toml (redirects from shared/redirects.ts, page
 * headers from api/static/) and the scheduled functions netlify/functions/job-*.mts (from
 * api/jobs/registry.ts). `--check` changes nothing and exits 1 when something is out of date (a
 * test runs the same comparison).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { allJobs } from '../api/jobs/registry';
import { runCli } from '../shared/run-cli';
import { withGeneratedHeaders } from './netlify/headers-toml';
import { withGeneratedRedirects } from './netlify/redirects-toml';
import { FUNCTIONS_DIR, syncJobFunctions } from './netlify/scheduled-functions';

runCli(async () => {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } }, strict: true });
  const check = values.check;
  const file = resolve('netlify.toml');
  const current = readFileSync(file, 'utf8');
  const next = await withGeneratedHeaders(withGeneratedRedirects(current));
  const functions = syncJobFunctions(resolve(FUNCTIONS_DIR), allJobs(), { check });
  const changes = [
    ...(next !== current ? ['netlify.toml'] : []),
    ...functions.written.map((f) => `${FUNCTIONS_DIR}/${f}`),
    ...functions.removed.map((f) => `${FUNCTIONS_DIR}/${f} (removed)`),
  ];
  if (changes.length === 0) {
    console.log('netlify.toml and the scheduled functions are up to date');
    return;
  }
  if (check) throw new Error(`out of date: ${changes.join(', ')}; run \`npx tsx content-scripts/netlify-toml.ts\``);
  if (next !== current) writeFileSync(file, next);
  console.log(`Updated ${changes.join(', ')}`);
});
