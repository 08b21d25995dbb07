import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AltFields } from './AltTextEditor';
import { mediaItem } from './fixtures';
import { InUseNotice } from './MediaDeleteButton';
import { MediaGrid } from './MediaGrid';

describe('media library components', () => {
  it('shows thumbnails at their proportions with width and height, and which locales lack alt text', () => {
    const html = renderToStaticMarkup(<MediaGrid items={[mediaItem(), mediaItem({ id: 8, originalName: 'b.png', width: 300, height: 600, alt: { br: 'a', it: 'b', mx: 'c', es: 'd', us: 'e' } })]} onSelect={() => {}} />);
    expect(html).toContain('src="/media/0123456789abcdef0123456789abcdef-1600x900/320.webp" width="160" height="90"');
    expect(html).toContain('width="80" height="160"');
    expect(html).toContain('Sem alt: it, mx, es, us');
    expect(html).toContain('Alt completo');
    expect(html).toContain('aria-label="Escolher b.png"');
  });

  it('marks each missing alt field', () => {
    const html = renderToStaticMarkup(<AltFields values={{ br: 'Fones', it: '', mx: ' ', es: 'x', us: 'y' }} onChange={() => {}} />);
    expect(html.match(/>falta</g)).toHaveLength(2);
    expect(html).toContain('Texto alternativo — Brasil (br)');
    expect(html).toMatch(/data-alt-locale="it"[^]*aria-invalid="true"/);
  });

  it('names the pages that keep an image from being deleted, linked to their editors', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/admin/media/7">
        <InUseNotice pages={[{ kind: 'post', id: 3, title: 'Melhores fones' }]} />
      </Router>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('href="/admin/edit/3"');
    expect(html).toContain('Post: Melhores fones');
  });
});
