import { describe, expect, it } from 'vitest';
import { hoistIslandStyle as hoistBytes } from './island-style';

const hoistIslandStyle = (html: string) => Buffer.from(hoistBytes(Buffer.from(html))).toString('utf8');
const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyle', () => {
  it('moves the island style from the body to the end of the head, once', () => {
    const html = `<!DOCTYPE html><html><head><title>título</title></head><body><div>${STYLE}<script>1</script><astro-island></astro-island></div></body></html>`;
    expect(hoistIslandStyle(html)).toBe(`<!DOCTYPE html><html><head><title>título</title>${STYLE}</head><body><div><script>1</script><astro-island></astro-island></div></body></html>`);
  });

  it('leaves a page without islands, a style already in the head and non-HTML bodies alone', () => {
    for (const body of ['<html><head></head><body><p>x</p></body></html>', `<html><head>${STYLE}</head><body></body></html>`, '<?xml version="1.0"?><urlset/>']) {
      expect(hoistIslandStyle(body)).toBe(body);
    }
  });
});
