/**
 * The layers point one way: `shared/` knows no server, page or CLI; `api/` does not reach into the
 * CLIs of `content-scripts/` (they call the library, not the reverse); and nothing but tests
 * imports from `e2e/`. Tests may cross layers to set up their fixtures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : sourceFiles(path);
    return SOURCE.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Top folders that the non-test files of `dir` import from. */
function importedFolders(dir: string): Array<{ file: string; folder: string }> {
  return sourceFiles(dir).flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(SPECIFIER)].map((m) => ({
      file,
      folder: relative(root, resolve(root, dirname(file), m[1]!)).split('/')[0]!,
    })),
  );
}

const RULES: Array<{ dir: string; forbidden: string[] }> = [
  { dir: 'shared', forbidden: ['api', 'site', 'content-scripts', 'e2e', 'bench'] },
  { dir: 'api', forbidden: ['content-scripts', 'e2e', 'bench'] },
  { dir: 'site', forbidden: ['content-scripts', 'e2e', 'bench'] },
  { dir: 'content-scripts', forbidden: ['e2e', 'bench'] },
  { dir: 'bench', forbidden: ['e2e'] },
];

describe('layers', () => {
  for (const { dir, forbidden } of RULES) {
    it(`${dir}/ imports nothing from ${forbidden.join(', ')}`, () => {
      const crossings = importedFolders(dir).filter((i) => forbidden.includes(i.folder));
      expect(crossings).toEqual([]);
    });
  }
});
