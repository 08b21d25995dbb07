import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withFileLock } from './file-lock';

const dir = mkdtempSync(join(tmpdir(), 'rs-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('withFileLock', () => {
  it('runs holders one after the other, never overlapping', async () => {
    const lock = join(dir, 'a.lock');
    const events: string[] = [];
    const hold = (name: string) =>
      withFileLock(lock, async () => {
        events.push(`${name}+`);
        await new Promise((r) => setTimeout(r, 50));
        events.push(`${name}-`);
      });
    await Promise.all([hold('x'), hold('y')]);
    expect([events.join(' ')]).toContainEqual(expect.stringMatching(/^(x\+ x- y\+ y-|y\+ y- x\+ x-)$/));
  });

  it('takes over a lock whose owner died and releases it after an error', async () => {
    const lock = join(dir, 'b.lock');
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), '999999999');
    await expect(withFileLock(lock, async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await withFileLock(lock, async () => 'free')).toBe('free');
  });

  it('takes over a lock whose pid now belongs to another process (pid reused after its owner died)', async () => {
    const lock = join(dir, 'c.lock');
    mkdirSync(lock);
    // Our parent is alive, but it is not the process that took this lock: the start time differs.
    writeFileSync(join(lock, 'pid'), `${process.ppid} 1`);
    expect(await withFileLock(lock, async () => 'taken over')).toBe('taken over');
  }, 10_000);

  it('waits for a live owner whose start time matches', async () => {
    const lock = join(dir, 'd.lock');
    let second = false;
    const first = withFileLock(lock, async () => {
      await new Promise((r) => setTimeout(r, 400));
      expect(second).toBe(false);
    });
    await new Promise((r) => setTimeout(r, 50));
    await withFileLock(lock, async () => {
      second = true;
    });
    await first;
  });
});
