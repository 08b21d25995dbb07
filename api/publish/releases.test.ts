import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  it('makes the release live and keeps the one it replaced for a rollback', () => {
    const { distDir, release, kept } = site();
    const first = release('one');
    activateRelease(distDir, first);
    const second = release('two');
    activateRelease(distDir, second);
    const third = release('three');
    activateRelease(distDir, third);
    expect(readFileSync(join(distDir, 'index.html'), 'utf8')).toBe('three');
    expect(kept()).toEqual([basename(second), basename(third)].sort());
  });

  it('never keeps the half-written release of a build that died as the one to roll back to', () => {
    const { distDir, release, kept } = site();
    const good = release('good');
    activateRelease(distDir, good);
    // A build killed mid-way: its release is newer than the live one and was never activated.
    release('half');
    const next = release('next');
    activateRelease(distDir, next);
    expect(kept()).toEqual([basename(good), basename(next)].sort());
  });

  it('moves a dist that is a plain folder into the releases, as the previous one', () => {
    const { distDir, release, kept } = site();
    // A site built before releases existed.
    mkdirSync(distDir);
    writeFileSync(join(distDir, 'index.html'), 'legacy');
    release('half');
    const next = release('next');
    activateRelease(distDir, next);
    expect(readFileSync(join(distDir, 'index.html'), 'utf8')).toBe('next');
    expect(kept()).toEqual([expect.stringMatching(/^\d{8}T/), expect.stringMatching(/^legacy-/)]);
    expect(kept()[0]).toBe(basename(next));
  });
});
