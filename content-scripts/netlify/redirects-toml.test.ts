import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { REDIRECTS } from '../../shared/redirects';
import { BEGIN_MARKER, END_MARKER, withGeneratedRedirects } from './redirects-toml';

const committed = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');

interface NetlifyToml {
  build: { command: string; publish: string; environment: Record<string, string> };
  redirects: { from: string; to: string; status: number; force?: boolean }[];
  headers: { for: string; values: Record<string, string> }[];
}

describe('netlify.toml', () => {
  it('is up to date with shared/redirects.ts (run `npx tsx content-scripts/netlify-toml.ts`)', () => {
    expect(withGeneratedRedirects(committed)).toBe(committed);
  });

  it('is valid TOML carrying every redirect of the table, in order, before the admin fallback', () => {
    const toml = parse(committed) as unknown as NetlifyToml;
    const generated = toml.redirects.slice(0, REDIRECTS.length);
    expect(generated).toEqual(REDIRECTS.map((r) => ({ from: r.from, to: r.to, status: 301, force: true })));
    expect(toml.redirects[REDIRECTS.length]).toEqual({ from: '/admin/*', to: '/admin/index.html', status: 200 });
  });

  it('builds the site into dist/ with Node 20 and writes the coming-soon fallbacks after the build', () => {
    const toml = parse(committed) as unknown as NetlifyToml;
    expect(toml.build.publish).toBe('dist');
    expect(toml.build.command).toMatch(/^npm run build && .*content-scripts\/netlify-fallbacks\.ts dist$/);
    expect(toml.build.environment.NODE_VERSION).toBe('20');
    expect(toml.headers.find((h) => h.for === '/_astro/*')?.values['Cache-Control']).toContain('immutable');
    expect(toml.headers.find((h) => h.for === '/*')?.values['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });
});

describe('withGeneratedRedirects', () => {
  it('replaces only the marked section', () => {
    const before = `[build]\n  publish = "dist"\n\n${BEGIN_MARKER}\nold stuff\n${END_MARKER}\n\n# hand-written\n`;
    const after = withGeneratedRedirects(before, [{ from: '/a', to: '/br/a', status: 301 }]);
    expect(after).toBe(`[build]\n  publish = "dist"\n\n${BEGIN_MARKER}\n[[redirects]]\n  from = "/a"\n  to = "/br/a"\n  status = 301\n  force = true\n${END_MARKER}\n\n# hand-written\n`);
    expect(withGeneratedRedirects(after, [{ from: '/a', to: '/br/a', status: 301 }])).toBe(after);
  });

  it('refuses a file without the markers', () => {
    expect(() => withGeneratedRedirects('[build]\n')).toThrow(/no generated redirects section/);
  });
});
