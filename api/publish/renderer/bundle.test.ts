import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { pruneOldBundles } from './bundle';

let parent: string;
afterEach(() => rmSync(parent, { recursive: true, force: true }));

it('keeps the newest bundles and the temp folders of live builders; removes the rest', () => {
  parent = mkdtempSync(join(tmpdir(), 'rs-bundles-'));
  // A pid that existed and is gone: a child that already exited.
  const gone = spawnSync(process.execPath, ['-e', '']).pid;
  const names = ['old', 'previous', 'current', `current.tmp-${process.pid}`, `current.tmp-${gone}`];
  names.forEach((name, i) => {
    mkdirSync(join(parent, name));
    utimesSync(join(parent, name), 1_000 + i, 1_000 + i);
  });
  pruneOldBundles(parent, join(parent, 'current'));
  expect(readdirSync(parent).sort()).toEqual(['current', `current.tmp-${process.pid}`, 'previous']);
});
