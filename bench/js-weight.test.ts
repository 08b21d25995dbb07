import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { jsWeight } from './js-weight';

const dist = mkdtempSync(join(tmpdir(), 'rs-jsweight-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const write = (path: string, body: string) => {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), body);
};

describe('jsWeight', () => {
  it('sums each script the page loads once, following static imports, plus inline scripts', async () => {
    const shared = 'export const shared = "x".repeat(10);';
    const island = 'import { shared } from "./shared.js"; export default function Island() { return shared; }';
    const client = 'import "./shared.js"; export default () => import("./lazy.js");';
    write('_astro/shared.js', shared);
    write('_astro/Island.js', island);
    write('_astro/client.js', client);
    write('_astro/lazy.js', 'export const lazy = 1;');
    write('_astro/page.js', 'import "/_astro/shared.js";');
    write('br/index.html', `<html><head><script type="module" src="/_astro/page.js"></script>
      <script type="application/ld+json">{"@type":"WebSite"}</script><script>window.x=1</script></head>
      <body><h1>x</h1><astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island></body></html>`);
    const weight = await jsWeight(dist, '/br');
    expect(weight.files).toEqual(['/_astro/Island.js', '/_astro/client.js', '/_astro/page.js', '/_astro/shared.js']);
    const gz = (s: string) => gzipSync(s).length;
    expect(weight.externalGzipBytes).toBe(gz(shared) + gz(island) + gz(client) + gz('import "/_astro/shared.js";'));
    expect(weight.inlineGzipBytes).toBe(gz('window.x=1'));
    expect(weight.totalGzipBytes).toBe(weight.externalGzipBytes + weight.inlineGzipBytes);
  });

  it('fails loudly when a page loads a script that is not in the build', async () => {
    write('it/index.html', '<script type="module" src="/_astro/missing.js"></script>');
    await expect(jsWeight(dist, '/it')).rejects.toThrow(/loads \/_astro\/missing\.js/);
  });
});
