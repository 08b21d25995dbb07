/**
 * The W3C Nu HTML checker over every page of the built demo site (issue 17 item 2): 0 errors.
 * A failure lists each error with its file, line and column.
 */
import { join, resolve } from 'node:path';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { builtDemoSite } from '../test-site';
import { htmlFiles } from './built-files';
import { checkHtml, formatNuMessages, nuSkipReason } from './nu-html';

const skip = nuSkipReason();
// CI installs Java (.ci/run); elsewhere a machine without it skips the checker.
const run = !skip || process.env.CI === 'true';

(run ? describe : describe.skip)('W3C Nu HTML checker', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'rs-vnu-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('reports what it finds, with file and line (a malformed meta refresh, a stray end tag)', async () => {
    if (skip) throw new Error(skip);
    const file = join(tmp, 'bad.html');
    writeFileSync(file, '<!doctype html>\n<html lang="pt-BR"><head><title>x</title>\n<meta http-equiv="refresh" content="5;url=/br"></head>\n<body><p>x</span></body></html>\n');
    const lines = formatNuMessages(await checkHtml([file]), tmp);
    expect(lines).toEqual([
      expect.stringMatching(/^bad\.html:3:\d+: Bad value “5;url=\/br” for attribute “content” on element “meta”/),
      expect.stringMatching(/^bad\.html:4:\d+: Stray end tag “span”/),
    ]);
  }, 120_000);

  it('finds no error in any page of the built demo site', async () => {
    if (skip) throw new Error(skip);
    const dist = realpathSync((await builtDemoSite()).distDir);
    const files = htmlFiles(dist);
    expect(files.length).toBeGreaterThan(200);
    const errors = formatNuMessages(await checkHtml(files.map((f) => resolve(dist, f))), dist);
    expect(errors, `${errors.length} errors:\n${errors.join('\n')}`).toEqual([]);
  }, 900_000);
});
