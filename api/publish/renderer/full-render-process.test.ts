import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceFingerprint } from '../fingerprint';
import { ensureRendererBundle } from './bundle';
import { renderAllPagesInChild } from './full-render-process';

const dir = mkdtempSync(join(tmpdir(), 'full-render-process-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('renderAllPagesInChild', () => {
  it('passes the child’s own error on when the pages cannot be listed', async () => {
    const { dir: bundleDir } = await ensureRendererBundle({ root: process.cwd(), source: sourceFingerprint(process.cwd()) });
    const build = renderAllPagesInChild({ bundleDir, databaseUrl: `sqlite:${join(dir, 'empty.db')}`, outDir: join(dir, 'out'), now: new Date(), workers: 1, nice: 5 });
    await expect(build).rejects.toThrow(/no such table/);
  }, 120_000);
});
