/**
 * `npx tsx content-scripts/netlify-toml.ts [--check]`: rewrites the generated sections of
 * netlify.toml (redirects from shared/redirects.ts, page headers from api/static/). `--check`
 * changes nothing and exits 1 when something is out of date (a test runs the same comparison).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runCli } from '../shared/run-cli';
import { withGeneratedHeaders } from './netlify/headers-toml';
import { withGeneratedRedirects } from './netlify/redirects-toml';

runCli(async () => {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } }, strict: true });
  const file = resolve('netlify.toml');
  const current = readFileSync(file, 'utf8');
  const next = await withGeneratedHeaders(withGeneratedRedirects(current));
  if (next === current) {
    console.log('netlify.toml is up to date');
    return;
  }
  if (values.check) throw new Error('netlify.toml is out of date: run `npx tsx content-scripts/netlify-toml.ts`');
  writeFileSync(file, next);
  console.log('Updated the generated sections of netlify.toml');
});
