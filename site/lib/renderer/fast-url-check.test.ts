import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fastUrlCheck } from './fast-url-check.mjs';

const require = createRequire(import.meta.url);
const utilPath = require.resolve('astro/package.json').replace(/package\.json$/, 'dist/runtime/server/render/util.js');
const source = readFileSync(utilPath, 'utf8');

/** The `isHttpUrl` function of a version of util.js, as a callable. */
function isHttpUrlOf(code: string): (url: string) => boolean {
  const start = code.indexOf('const VALID_PROTOCOLS');
  const end = code.indexOf('\n}\n', code.indexOf('function isHttpUrl')) + 3;
  return new Function(`${code.slice(start, end)}; return isHttpUrl;`)() as (url: string) => boolean;
}

describe('fastUrlCheck', () => {
  const plugin = fastUrlCheck() as unknown as { transform: (this: { error: (m: string) => never }, code: string, id: string) => { code: string } | null };
  const context = { error: (message: string): never => { throw new Error(message); } };
  const patched = plugin.transform.call(context, source, utilPath)!.code;

  it("patches Astro's isHttpUrl and nothing else of the file", () => {
    expect(patched).not.toBe(source);
    expect(patched.replace("\n  if (!/^[\\x00-\\x20]*h/i.test(url)) return false;", '')).toBe(source);
    expect(plugin.transform.call(context, 'export {}', '/x/other.js')).toBeNull();
  });

  it('answers exactly as the original for URLs, escaped JSON and odd prefixes', () => {
    const [before, after] = [isHttpUrlOf(source), isHttpUrlOf(patched)];
    const values = ['http://a.example/?x=1&y=2', 'HTTPS://A.EXAMPLE/&', ' \t\nhttp://a.example/&b', '\u0000https://a/&', 'h\ttp://a/&', 'ftp://a/&', 'javascript:alert(1)&', '{&quot;a&quot;:[0,1]}', '/br/x?a=1&b=2', 'hello & goodbye', '', 'h'];
    for (const value of values) expect(after(value), value).toBe(before(value));
  });

  it('fails the build when Astro no longer has the function', () => {
    expect(() => plugin.transform.call(context, 'function other() {}', utilPath)).toThrow(/isHttpUrl changed/);
  });
});
