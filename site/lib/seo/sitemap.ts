/**
 * Sitemaps (SPEC §9): an index with one sitemap per public locale, each listing every public URL
 * of that locale with its hreflang alternates (`xhtml:link`, x-default included) and lastmod.
 * Written by hand because @astrojs/sitemap pairs alternates only by identical paths (our review
 * words differ per locale) and writes no x-default (DESIGN §2).
 */
import type { HreflangLink } from './alternates';
import { escapeXml } from './xml';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** ISO date-time or date. */
  lastmod?: string;
  alternates: HreflangLink[];
}

/** A `<urlset>` with xhtml:link alternates. */
export function renderUrlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lines = [`<url><loc>${escapeXml(e.loc)}</loc>`];
    if (e.lastmod) lines.push(`<lastmod>${escapeXml(e.lastmod)}</lastmod>`);
    for (const a of e.alternates) lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`);
    lines.push('</url>');
    return lines.join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A `<sitemapindex>` of the given sitemap URLs. */
export function renderSitemapIndex(sitemaps: readonly { loc: string; lastmod?: string }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map((s) => `<sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${escapeXml(s.lastmod)}</lastmod>` : ''}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
