/** Test helpers of the publisher's tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Site files (HTML, XML, text) under `dir`, relative, at any depth; the build's own stamp left out. */
function siteFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return siteFiles(path, root);
    return /\.(html|xml|txt)$/.test(e.name) ? [relative(root, path)] : [];
  });
}

/** The site files that differ between two built sites, or exist in only one of them. */
export function differingPages(a: string, b: string): string[] {
  const [filesA, filesB] = [new Set(siteFiles(a)), new Set(siteFiles(b))];
  return [...new Set([...filesA, ...filesB])].filter((f) => !filesA.has(f) || !filesB.has(f) || readFileSync(join(a, f), 'utf8') !== readFileSync(join(b, f), 'utf8')).sort();
}
