import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PreviewResult } from '../../api/rendering';
import { jsonLdType, PreviewReport } from './PreviewReport';

const hostile = '<!doctype html><html><head><title>X</title><script>window.pwned = 1</script></head><body><img src=x onerror="alert(1)"></body></html>';

const result: PreviewResult = {
  path: '/br/rascunho-secreto',
  status: 200,
  html: hostile,
  title: 'Rascunho <b>secreto</b>',
  description: null,
  canonical: 'https://example.com/br/rascunho-secreto',
  robots: 'index, follow',
  hreflang: [
    { lang: 'pt-BR', href: 'https://example.com/br/rascunho-secreto' },
    { lang: 'x-default', href: 'https://example.com/' },
  ],
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Article', headline: 'Rascunho' }, { '@type': ['Product', 'Thing'] }],
};

describe('PreviewReport', () => {
  const html = renderToStaticMarkup(<PreviewReport result={result} />);

  it('shows the raw HTML as text in a <pre>: no tag of it reaches the admin page', () => {
    expect(html).not.toContain('<script>window.pwned');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;window.pwned = 1&lt;/script&gt;');
    expect(html).toMatch(/<pre[^>]*data-preview="html"[^>]*>&lt;!doctype html&gt;/);
    expect(html).toContain('Rascunho &lt;b&gt;secreto&lt;/b&gt;');
  });

  it('shows the head fields, a missing one as "ausente", hreflang rows and pretty JSON-LD', () => {
    expect(html).toContain('https://example.com/br/rascunho-secreto');
    expect(html).toMatch(/data-preview="description"><em[^>]*>ausente<\/em>/);
    expect(html).toContain('x-default');
    expect(html).toContain('Bloco 1 · Article');
    expect(html).toContain('Bloco 2 · Product, Thing');
    expect(html).toContain('&quot;@type&quot;: &quot;Article&quot;,\n  &quot;headline&quot;');
    expect(html).toContain('Nada foi publicado.');
  });

  it('reads a JSON-LD type only from a string or a list of strings', () => {
    expect(jsonLdType({ '@type': 'Review' })).toBe('Review');
    expect(jsonLdType({ '@type': 3 })).toBeNull();
    expect(jsonLdType(null)).toBeNull();
    expect(jsonLdType('x')).toBeNull();
  });
});
