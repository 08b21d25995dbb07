import { describe, expect, it } from 'vitest';
import { renderSitemapIndex, renderUrlset } from './sitemap';
import { renderRss } from './rss';

describe('renderUrlset', () => {
  it('writes loc, lastmod and xhtml:link alternates, escaped', () => {
    const xml = renderUrlset([
      { loc: 'https://e.com/br/a&b', lastmod: '2026-01-02T00:00:00.000Z', alternates: [{ hreflang: 'pt-BR', href: 'https://e.com/br/a&b' }, { hreflang: 'x-default', href: 'https://e.com/br/a&b' }] },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>https://e.com/br/a&amp;b</loc>');
    expect(xml).toContain('<lastmod>2026-01-02T00:00:00.000Z</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://e.com/br/a&amp;b"/>');
  });
});

describe('renderSitemapIndex', () => {
  it('lists the sitemaps', () => {
    const xml = renderSitemapIndex([{ loc: 'https://e.com/sitemap-br.xml' }]);
    expect(xml).toContain('<sitemap><loc>https://e.com/sitemap-br.xml</loc></sitemap>');
  });
});

describe('renderRss', () => {
  it('writes a channel with self link and escaped items in RFC 822 dates', () => {
    const xml = renderRss({
      title: 'Site', link: 'https://e.com/br', self: 'https://e.com/br/rss.xml', description: 'D', language: 'pt-BR', changedAt: '2026-11-20 10:00:00',
      items: [{ title: 'Fones <bons> & baratos', link: 'https://e.com/br/fones', publishedAt: '2026-11-20T10:00:00.000Z', description: '<img src=x onerror=alert(1)>', category: 'Tecnologia' }],
    });
    expect(xml).toContain('<atom:link href="https://e.com/br/rss.xml" rel="self" type="application/rss+xml"/>');
    // Readers show titles and descriptions as HTML: text is escaped for HTML, then for XML.
    expect(xml).toContain('<title>Fones &amp;lt;bons&amp;gt; &amp;amp; baratos</title>');
    expect(xml).toContain('<description>&amp;lt;img src=x onerror=alert(1)&amp;gt;</description>');
    // The channel's date is its newest content's (SQLite's zone-less time read as UTC), not the build's.
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 10:00:00 GMT</lastBuildDate>');
    expect(xml).toContain('<pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate>');
    expect(xml).toContain('<guid isPermaLink="true">https://e.com/br/fones</guid>');
  });

  it('writes no lastBuildDate for a feed without items', () => {
    const xml = renderRss({ title: 'Site', link: 'https://e.com/br', self: 'https://e.com/br/rss.xml', description: 'D', language: 'pt-BR', changedAt: null, items: [] });
    expect(xml).not.toContain('lastBuildDate');
  });
});
