/**
 * The one table of permanent redirects (DESIGN §5, SPEC §2 legacy paths). `api/server.ts` applies
 * it in self-hosted mode and `content-scripts/netlify-toml.ts` writes it into `netlify.toml`, so
 * both deployment modes redirect the same paths.
 *
 * Patterns use Netlify's syntax so the table is written out as is: `:name` matches one path
 * segment, a trailing `*` matches the rest of the path (possibly empty) and is `:splat` in the target.
 */
import { LOCALES } from './locales';

export interface RedirectRule {
  from: string;
  to: string;
  status: 301;
}

const toBr = (path: string): RedirectRule => ({ from: path, to: `/br${path}`, status: 301 });

/** Unprefixed pages of the old single-locale site, now under the default locale /br. */
const LEGACY: RedirectRule[] = [
  { from: '/post/:slug', to: '/br/:slug', status: 301 },
  toBr('/categoria/:slug'),
  ...['/categorias', '/sobre', '/privacidade', '/termos', '/afiliados', '/contato'].map(toBr),
];

/** `/L/admin…` → `/admin…`: the admin is one app for every locale (SPEC §2 "under a locale prefix"). */
const LOCALE_ADMIN: RedirectRule[] = LOCALES.flatMap((locale) => [
  { from: `/${locale}/admin`, to: '/admin', status: 301 as const },
  { from: `/${locale}/admin/*`, to: '/admin/:splat', status: 301 as const },
]);

/**
 * Addresses tools and crawlers probe without reading robots.txt: the sitemap is an index of
 * per-locale sitemaps (site/lib/seo/sitemap), so `/sitemap.xml` points at it rather than 404ing.
 */
const PROBED: RedirectRule[] = [{ from: '/sitemap.xml', to: '/sitemap-index.xml', status: 301 }];

export const REDIRECTS: readonly RedirectRule[] = [...LEGACY, ...LOCALE_ADMIN, ...PROBED];

/** Splits a path into segments, ignoring a trailing slash (`/sobre/` is `/sobre`). */
const segments = (path: string) => path.split('/').filter((s, i, all) => i > 0 && !(s === '' && i === all.length - 1));

/** The rules with their patterns split once, not on every request. */
const COMPILED = REDIRECTS.map((rule) => ({ rule, want: segments(rule.from) }));

/** Matches a path's segments against one rule's pattern segments; the captured names, or undefined. */
function match(want: readonly string[], have: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*' && i === want.length - 1) {
      params.splat = have.slice(i).join('/');
      return params;
    }
    const value = have[i];
    if (value === undefined || value === '') return undefined;
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return undefined;
  }
  return have.length === want.length ? params : undefined;
}

/** Fills `:name` placeholders of a target; an empty splat leaves no trailing slash. */
function fill(target: string, params: Record<string, string>): string {
  const path = target.replace(/:([a-z]+)/g, (_, name: string) => params[name] ?? '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Where `pathname` (raw, still percent-encoded) permanently moved to, or undefined. The first
 * matching rule wins. The caller appends the query string.
 */
export function resolveRedirect(pathname: string): { location: string; status: 301 } | undefined {
  const have = segments(pathname);
  for (const { rule, want } of COMPILED) {
    const params = match(want, have);
    if (params) return { location: fill(rule.to, params), status: rule.status };
  }
  return undefined;
}
