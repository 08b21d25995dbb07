import { describe, expect, it } from 'vitest';
import { BEGIN_MARKER, END_MARKER, withGeneratedRedirects } from './redirects-toml';

describe('withGeneratedRedirects', () => {
  it('replaces only the marked section', () => {
    const before = `[build]\n  publish = "dist"\n\n${BEGIN_MARKER}\nold stuff\n${END_MARKER}\n\n# hand-written\n`;
    const after = withGeneratedRedirects(before, [{ from: '/a', to: '/br/a', status: 301 }]);
    expect(after).toBe(`[build]\n  publish = "dist"\n\n${BEGIN_MARKER}\n[[redirects]]\n  from = "/a"\n  to = "/br/a"\n  status = 301\n  force = true\n${END_MARKER}\n\n# hand-written\n`);
    expect(withGeneratedRedirects(after, [{ from: '/a', to: '/br/a', status: 301 }])).toBe(after);
  });

  it('refuses a file without the markers', () => {
    expect(() => withGeneratedRedirects('[build]\n')).toThrow(/no generated redirects section/);
  });
});
