/** robots.txt (SPEC §9): everything public is crawlable; the admin and the API are not. */
import type { APIRoute } from 'astro';
import { siteOrigin } from '../lib/pages/origin';

export const GET: APIRoute = ({ site }) => {
  const origin = site ?? siteOrigin();
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${new URL('/sitemap-index.xml', origin).href}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
