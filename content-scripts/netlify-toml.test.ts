/**
 * The committed netlify.toml against the code's tables, and Netlify's routing (as documented:
 * `_redirects` before netlify.toml, first match wins, an unforced rule yields to an existing file)
 * against the Node server's answers for the same built site.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'smol-toml';
import { afterAll, describe, expect, it } from 'vitest';
import { allJobs } from '../api/jobs/registry';
import { siteHandler } from '../api/static/site-handler';
import { REDIRECTS } from '../shared/redirects';
import { writeFallbackRedirects } from './netlify/fallback-redirects';
import { pageSecurityHeaderValues, withGeneratedHeaders } from './netlify/headers-toml';
import { withGeneratedRedirects } from './netlify/redirects-toml';
import { FUNCTIONS_DIR, jobFunctionFile, syncJobFunctions } from './netlify/scheduled-functions';

const root = new URL('..', import.meta.url);
const committed = readFileSync(new URL('netlify.toml', root), 'utf8');

interface Rule {
  from: string;
  to: string;
  status: number;
  force?: boolean;
}
interface NetlifyToml {
  build: { command: string; publish: string; environment: Record<string, string> };
  functions: { directory: string; node_bundler: string; external_node_modules: string[] };
  redirects: Rule[];
  headers: { for: string; values: Record<string, string> }[];
}
const toml = parse(committed) as unknown as NetlifyToml;

describe('netlify.toml', () => {
  it('is up to date with shared/redirects.ts and api/static/ (run `npx tsx content-scripts/netlify-toml.ts`)', async () => {
    expect(await withGeneratedHeaders(withGeneratedRedirects(committed))).toBe(committed);
  });

  it('carries every redirect of the table, in order, then the admin shell fallback, and nothing for /api', () => {
    expect(toml.redirects.slice(0, REDIRECTS.length)).toEqual(REDIRECTS.map((r) => ({ from: r.from, to: r.to, status: 301, force: true })));
    expect(toml.redirects.slice(REDIRECTS.length)).toEqual([
      { from: '/admin/*', to: '/admin/index.html', status: 200 },
      { from: '/404.html', to: '/404.html', status: 404, force: true },
      { from: '/410', to: '/410', status: 410, force: true },
    ]);
    // The API is the function's own path (netlify/functions/api.mts); no rule may shadow it.
    expect(toml.redirects.filter((r) => r.from.startsWith('/api'))).toEqual([]);
  });

  it('builds into dist/ with Node 20, writes the coming-soon fallbacks, and bundles the functions directory', () => {
    expect(toml.build.publish).toBe('dist');
    expect(toml.build.command).toBe('npm run build && npx tsx content-scripts/netlify-fallbacks.ts dist');
    expect(JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts.build).toBeTruthy();
    expect(toml.build.environment.NODE_VERSION).toBe('20');
    const { 'publish-pages-background': render, ...functions } = toml.functions as typeof toml.functions & { 'publish-pages-background': { included_files: string[]; external_node_modules: string[] } };
    expect(functions).toEqual({ directory: 'netlify/functions', node_bundler: 'esbuild', external_node_modules: ['better-sqlite3'] });
    // The render function ships the renderer bundle the build copied, and the packages it imports.
    expect(render.included_files).toEqual(['netlify/renderer/**']);
    expect(render.external_node_modules).toEqual(expect.arrayContaining(['better-sqlite3', 'react', 'react-dom', 'kysely', 'pg']));
    expect(readFileSync(new URL('netlify/functions/api.mts', root), 'utf8')).toContain("export const config = { path: ['/api/*', '/retailer-images/*'] };");
  });

  it('has one scheduled function per job of the registry, on the job\'s own schedule', async () => {
    expect(syncJobFunctions(new URL(FUNCTIONS_DIR, root).pathname, allJobs(), { check: true })).toEqual({ written: [], removed: [] });
    for (const job of allJobs()) {
      const fn = (await import(`../${FUNCTIONS_DIR}/${jobFunctionFile(job.name)}`)) as { config: unknown; default: unknown };
      expect(fn.config, job.name).toEqual({ schedule: job.schedule });
      expect(typeof fn.default).toBe('function');
    }
  });

  it('sends the page security headers of the Node server on every page', async () => {
    expect(toml.headers.find((h) => h.for === '/*')?.values).toEqual(await pageSecurityHeaderValues());
  });
});

// ---- Netlify's routing, simulated from its documented rules, against the Node server ----

const dist = mkdtempSync(join(tmpdir(), 'rs-netlify-toml-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const COMING_SOON = '<html><head><meta name="x-page" content="coming-soon"></head><body>em breve</body></html>';
const FILES: Record<string, string> = {
  'index.html': 'choose a region',
  'br/index.html': 'home br',
  'br/sobre/index.html': 'sobre br',
  'br/categorias/index.html': 'categorias br',
  'br/meu-post/index.html': 'post br',
  'es/index.html': COMING_SOON,
  'admin/index.html': 'admin shell',
  '_astro/app.123.js': 'js',
  '404.html': 'not found page',
  'br/rss.xml': '<rss version="2.0"></rss>',
  'sitemap-index.xml': '<sitemapindex/>',
  '410/index.html': 'gone page',
};
for (const [file, body] of Object.entries(FILES)) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), body);
}
writeFallbackRedirects(dist);

/** `dist/_redirects` lines as rules (`301!` is a forced 301). */
function redirectsFileRules(): Rule[] {
  return readFileSync(join(dist, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/) as [string, string, string];
      return { from, to, status: Number.parseInt(status, 10), force: status.endsWith('!') };
    });
}

/** Netlify's pattern match: `:name` is one segment, a trailing `*` the rest (`:splat`). */
function match(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/').slice(1);
  const got = path.replace(/\/$/, '').split('/').slice(1);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*' && i === want.length - 1) {
      params.splat = got.slice(i).join('/');
      return params;
    }
    if (got[i] === undefined) return undefined;
    if (want[i]!.startsWith(':')) params[want[i]!.slice(1)] = got[i]!;
    else if (want[i] !== got[i]) return undefined;
  }
  return got.length === want.length ? params : undefined;
}

const fileAt = (path: string): string | undefined => {
  const rel = path.replace(/^\/|\/$/g, '');
  return [rel, rel ? `${rel}/index.html` : 'index.html'].map((p) => FILES[p]).find((b) => b !== undefined);
};

interface Answer {
  status: number;
  location?: string;
  body?: string;
}

function netlifyAnswer(path: string): Answer {
  for (const rule of [...redirectsFileRules(), ...toml.redirects]) {
    const params = match(rule.from, path);
    if (!params || (!rule.force && fileAt(path) !== undefined)) continue;
    const target = rule.to.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
    if (rule.status === 301) return { status: 301, location: target };
    return { status: rule.status, body: fileAt(target) };
  }
  const file = fileAt(path);
  return file === undefined ? { status: 404, body: FILES['404.html'] } : { status: 200, body: file };
}

/** Header values Netlify adds to `path`: every matching [[headers]] rule. */
function netlifyHeaders(path: string): Record<string, string> {
  return Object.assign({}, ...toml.headers.filter((h) => match(h.for, path)).map((h) => h.values));
}

describe('Netlify routing and headers match the Node server on the same dist/', () => {
  const node = siteHandler({ distDir: dist, log: () => {} });
  const paths = [
    '/', '/br', '/br/sobre', '/br/meu-post', '/sobre', '/categorias', '/post/meu-post', '/categoria/cafe',
    '/br/admin', '/br/admin/cron', '/it/admin/pre-render', '/es', '/es/qualquer/coisa', '/es/admin', '/es/admin/cron',
    '/admin', '/admin/login', '/admin/cron', '/admin/edit-post/3', '/admin/products/edit/9', '/admin/pre-render-demo',
    '/nada-aqui', '/_astro/app.123.js',
    // Probed by tools and crawlers; the feed's type; the not-found page's own address (issue 24).
    '/sitemap.xml', '/sitemap-index.xml', '/br/rss.xml', '/404.html', '/410',
  ];

  it('never names one header in two rules matching the same path (Netlify would join the values)', () => {
    for (const path of paths) {
      const names = toml.headers.filter((h) => match(h.for, path)).flatMap((h) => Object.keys(h.values));
      expect(names.length, path).toBe(new Set(names).size);
    }
  });

  it.each(paths)('%s', async (path) => {
    const res = await node.request(path);
    const expected = netlifyAnswer(path);
    if (expected.status === 301) {
      expect({ status: res.status, location: res.headers.get('location') }).toEqual(expected);
      return;
    }
    expect({ status: res.status, body: await res.text() }).toEqual(expected);
    for (const [name, value] of Object.entries(netlifyHeaders(path))) {
      expect(`${name}: ${res.headers.get(name)}`).toBe(`${name}: ${value}`);
    }
  });
});
