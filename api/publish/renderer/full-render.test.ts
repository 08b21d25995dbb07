import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceFingerprint } from '../fingerprint';
import { ensureRendererBundle } from './bundle';
import { renderAllPages } from './full-render';

const dir = mkdtempSync(join(tmpdir(), 'full-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('renderAllPages', () => {
  it('fails with the listing’s own error when the pages cannot be listed, instead of rendering nothing', async () => {
    const { dir: bundleDir } = await ensureRendererBundle({ root: process.cwd(), source: sourceFingerprint(process.cwd()) });
    // A database without the site's tables: the workers start while the listing fails.
    const build = renderAllPages({ bundleDir, databaseUrl: `sqlite:${join(dir, 'empty.db')}`, outDir: join(dir, 'out'), now: new Date(), workers: 2 });
    await expect(build).rejects.toThrow(/no such table/);
  }, 120_000);
});
