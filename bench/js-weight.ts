/**
 * JavaScript a page makes the browser download, gzipped: the scripts it references (script src,
 * modulepreload, Astro island component and renderer modules) and everything those import
 * statically, each file counted once, plus its inline scripts. JSON-LD is data, not code, and is
 * left out.
 */
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse as parseImports } from 'es-module-lexer';
import { resolveFile } from '../api/static/resolve-file';
import { attr, parsePage } from '../shared/parsed-page';

export interface JsWeight {
  path: string;
  /** Site paths of the external scripts, sorted. */
  files: string[];
  externalGzipBytes: number;
  inlineGzipBytes: number;
  totalGzipBytes: number;
}

const gz = (text: string | Buffer) => gzipSync(text).length;

/** Entry scripts of a page, as site paths. */
function entries(html: ReturnType<typeof parsePage>): string[] {
  const found: string[] = [];
  for (const el of html.elements) {
    if (el.tagName === 'script' && attr(el, 'src')) found.push(attr(el, 'src')!);
    if (el.tagName === 'link' && attr(el, 'rel') === 'modulepreload' && attr(el, 'href')) found.push(attr(el, 'href')!);
    if (el.tagName === 'astro-island') {
      for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
        const value = attr(el, name);
        if (value) found.push(value);
      }
    }
  }
  return found.filter((p) => p.startsWith('/') && !p.startsWith('//')).map((p) => p.split(/[?#]/)[0]!);
}

export async function jsWeight(distDir: string, path: string): Promise<JsWeight> {
  await init;
  const file = resolveFile(distDir, path);
  if (!file) throw new Error(`no built page at ${path}`);
  const page = parsePage(path, readFileSync(file.path, 'utf8'));
  const seen = new Set<string>();
  const queue = entries(page);
  let externalGzipBytes = 0;
  while (queue.length) {
    const script = queue.shift()!;
    if (seen.has(script)) continue;
    seen.add(script);
    const scriptFile = resolveFile(distDir, script);
    if (!scriptFile) throw new Error(`${path} loads ${script}, which is not in the build`);
    const source = readFileSync(scriptFile.path, 'utf8');
    externalGzipBytes += gz(source);
    const [imports] = parseImports(source);
    for (const imp of imports) {
      // Static imports only (d === -1): dynamic ones load on demand, if ever.
      if (imp.d !== -1 || !imp.n || !/^\.{0,2}\//.test(imp.n)) continue;
      queue.push(imp.n.startsWith('/') ? imp.n : posix.join(posix.dirname(script), imp.n));
    }
  }
  const inline = page.scripts.filter((s) => s.type !== 'application/ld+json' && s.type !== 'application/json').map((s) => s.body).join('\n');
  const inlineGzipBytes = inline ? gz(inline) : 0;
  return { path, files: [...seen].sort(), externalGzipBytes, inlineGzipBytes, totalGzipBytes: externalGzipBytes + inlineGzipBytes };
}
