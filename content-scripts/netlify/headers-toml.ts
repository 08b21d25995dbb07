/**
 * Writes the response headers of the static pages into netlify.toml, taken from the code the Node
 * server runs (api/static/security-headers.ts, cache-policy.ts), so both modes send the same
 * security headers. Netlify's [[headers]] apply to files it serves from its CDN only; the API
 * function sets its own (api/app.ts).
 *
 * Netlify combines the values of a header named by several matching rules, so each header name
 * appears in one rule only: Cache-Control is set for the hashed assets and left to Netlify's
 * default elsewhere (revalidate, and the CDN cache is purged on every deploy).
 */
import { Hono } from 'hono';
import { IMMUTABLE } from '../../api/static/cache-policy';
import { RSS_CONTENT_TYPE } from '../../api/static/file-response';
import { pageSecurityHeaders } from '../../api/static/security-headers';
import { ROBOTS_NOINDEX } from '../../shared/constants';
import { replaceSection, tomlString, type GeneratedSection } from './toml-sections';

export const HEADERS_BEGIN = '# BEGIN generated headers: edit api/static/security-headers.ts or cache-policy.ts, then run `npx tsx content-scripts/netlify-toml.ts`';
export const HEADERS_END = '# END generated headers';
const SECTION: GeneratedSection = { name: 'headers', begin: HEADERS_BEGIN, end: HEADERS_END };

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

/** `x-xss-protection` → `X-XSS-Protection` (names are case-insensitive; this is for people). */
function displayName(name: string): string {
  return name
    .split('-')
    .map((part) => (['xss', 'dns'].includes(part) ? part.toUpperCase() : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('-');
}

/** The security headers the Node server's page middleware sets, read from a response it answers. */
export async function pageSecurityHeaderValues(): Promise<Record<string, string>> {
  const app = new Hono();
  app.use('*', pageSecurityHeaders());
  app.get('*', (c) => c.body(null, 204));
  const res = await app.request('/');
  const values: Record<string, string> = {};
  for (const [name, value] of res.headers) values[displayName(name)] = value;
  return values;
}

/** The header rules of the static site. */
export async function headerRules(): Promise<HeaderRule[]> {
  return [
    { for: '/*', values: await pageSecurityHeaderValues() },
    // Astro's hashed assets never change (api/static/cache-policy.ts).
    { for: '/_astro/*', values: { 'Cache-Control': IMMUTABLE } },
    // The admin is behind a login (api/static/site-handler.ts sends the same on every admin path).
    // One rule: a second one for `/admin` could match together with it and double the value.
    { for: '/admin/*', values: { 'X-Robots-Tag': ROBOTS_NOINDEX } },
    // Each locale's feed, as the Node server types it (api/static/file-response.ts); the name's case
    // makes Netlify replace its own Content-Type instead of sending two.
    { for: '/:locale/rss.xml', values: { 'Content-Type': RSS_CONTENT_TYPE } },
  ];
}

export function renderHeaders(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) => {
      const values = Object.entries(rule.values).map(([name, value]) => `    ${name} = ${tomlString(value)}\n`);
      return `[[headers]]\n  for = ${tomlString(rule.for)}\n  [headers.values]\n${values.join('')}`;
    })
    .join('\n');
}

/** `toml` with its generated headers replaced; throws when the markers are missing or out of order. */
export async function withGeneratedHeaders(toml: string, rules?: readonly HeaderRule[]): Promise<string> {
  return replaceSection(toml, SECTION, renderHeaders(rules ?? (await headerRules())));
}
