import { describe, expect, it } from 'vitest';
import { NOINDEX_META, withNoindex } from './render';

describe('withNoindex', () => {
  it('replaces the page’s robots tag, so a preview never says "index"', () => {
    const html = '<html><head><title>x</title><meta name="robots" content="index, follow, max-image-preview:large"></head><body></body></html>';
    const out = withNoindex(html);
    expect(out).toContain(NOINDEX_META);
    expect(out).not.toContain('index, follow');
    expect(out.match(/name="robots"/g)).toHaveLength(1);
  });

  it('adds one at the top of <head> when the page has none', () => {
    expect(withNoindex('<html lang="pt-BR"><head data-x="1"><title>x</title></head></html>')).toBe(`<html lang="pt-BR"><head data-x="1">${NOINDEX_META}<title>x</title></head></html>`);
  });
});
