import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { activateRelease, newReleaseDir } from './releases';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A dist link in a fresh folder, and a way to make a release holding one page. */
function site() {
  const root = mkdtempSync(join(tmpdir(), 'rs-releases-'));
  dirs.push(root);
  const distDir = join(root, 'dist');
  const release = (page: string) => {
    const dir = newReleaseDir(distDir);
    writeFileSync(join(dir, 'index.html'), page);
    return dir;
  };
  const kept = () => readdirSync(`${distDir}.releases`).sort();
  return { distDir, release, kept };
}

describe('activateRelease', () => {
  it('makes the release live and keeps the one it replaced for a rollback', async () => {
    const { distDir, release, kept } = site();
    const first = release('one');
    activateRelease(distDir, first);
    const second = release('two');
    activateRelease(distDir, second);
    const third = release('three');
    await activateRelease(distDir, third).removal;
    expect(readFileSync(join(distDir, 'index.html'), 'utf8')).toBe('three');
    expect(kept()).toEqual([basename(second), basename(third)].sort());
  });

  it('never keeps the half-written release of a build that died as the one to roll back to', async () => {
    const { distDir, release, kept } = site();
    const good = release('good');
    activateRelease(distDir, good);
    // A build killed mid-way: its release is newer than the live one and was never activated.
    release('half');
    const next = release('next');
    await activateRelease(distDir, next).removal;
    expect(kept()).toEqual([basename(good), basename(next)].sort());
  });

  it('moves a dist that is a plain folder into the releases, as the previous one', async () => {
    const { distDir, release, kept } = site();
    // A site built before releases existed.
    mkdirSync(distDir);
    writeFileSync(join(distDir, 'index.html'), 'legacy');
    release('half');
    const next = release('next');
    await activateRelease(distDir, next).removal;
    expect(readFileSync(join(distDir, 'index.html'), 'utf8')).toBe('next');
    expect(kept()).toEqual([expect.stringMatching(/^\d{8}T/), expect.stringMatching(/^legacy-/)]);
    expect(kept()[0]).toBe(basename(next));
  });

  it('retires old releases at once and deletes them in another process, never on the caller\'s thread', async () => {
    const { distDir, release, kept } = site();
    const old = release('old');
    // Many files: a synchronous delete of these would hold the caller for a while.
    for (let i = 0; i < 2000; i++) writeFileSync(join(old, `page-${i}.html`), 'x');
    activateRelease(distDir, old);
    activateRelease(distDir, release('two'));
    const startedAt = performance.now();
    const { removing, removal } = activateRelease(distDir, release('three'));
    const swapMs = performance.now() - startedAt;
    // Renamed out of the releases (no longer a release anyone could roll back to), not yet deleted.
    expect(removing).toHaveLength(1);
    expect(basename(removing[0]!)).toMatch(/^\.trash-/);
    expect(existsSync(old)).toBe(false);
    await removal;
    expect(existsSync(removing[0]!)).toBe(false);
    expect(kept()).toHaveLength(2);
    expect(swapMs).toBeLessThan(100);
  });

  it('finishes the deletion of a release a killed remover left behind at the next swap', async () => {
    const { distDir, release, kept } = site();
    activateRelease(distDir, release('one'));
    const left = join(`${distDir}.releases`, '.trash-20260101T000000-abcdef-123456');
    mkdirSync(left);
    writeFileSync(join(left, 'index.html'), 'half deleted');
    await activateRelease(distDir, release('two')).removal;
    expect(existsSync(left)).toBe(false);
    expect(kept()).toHaveLength(2);
  });
});
