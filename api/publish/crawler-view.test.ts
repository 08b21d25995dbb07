import { describe, expect, it } from 'vitest';
import { crawlerView } from './crawler-view';

describe('crawlerView', () => {
  it('reads the head a crawler reads, and keeps an unparsable JSON-LD block visible', () => {
    const html = `<!DOCTYPE html><html><head><title>Café - Site</title>
      <meta name="description" content="Uma descrição"><meta name="robots" content="index, follow">
      <link rel="canonical" href="https://x.test/br/cafe"><link rel="alternate" hreflang="pt-BR" href="https://x.test/br/cafe">
      <link rel="alternate" hreflang="x-default" href="https://x.test/br/cafe"><link rel="alternate" type="application/rss+xml" href="/br/rss.xml">
      <script type="application/ld+json">{"@type":"Article"}</script><script type="application/ld+json">{oops</script></head><body><h1>Café</h1></body></html>`;
    expect(crawlerView(html)).toEqual({
      title: 'Café - Site',
      description: 'Uma descrição',
      robots: 'index, follow',
      canonical: 'https://x.test/br/cafe',
      hreflang: [
        { lang: 'pt-BR', href: 'https://x.test/br/cafe' },
        { lang: 'x-default', href: 'https://x.test/br/cafe' },
      ],
      jsonLd: [{ '@type': 'Article' }, { invalid: '{oops' }],
    });
  });

  it('answers null for what the page lacks', () => {
    expect(crawlerView('<p>sem head</p>')).toEqual({ title: null, description: null, robots: null, canonical: null, hreflang: [], jsonLd: [] });
  });
});
