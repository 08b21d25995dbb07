import { describe, expect, it } from 'vitest';
import { flagSvg } from './flag-svg';

const count = (svg: string, pattern: RegExp) => svg.match(pattern)?.length ?? 0;

describe('flagSvg', () => {
  it('draws each region in its own proportions, hidden from assistive technology', () => {
    const viewBoxes = Object.fromEntries(['br', 'it', 'mx', 'es', 'us'].map((code) => [code, /viewBox="([^"]+)"/.exec(flagSvg(code))![1]]));
    expect(viewBoxes).toEqual({ br: '0 0 20 14', it: '0 0 3 2', mx: '0 0 7 4', es: '0 0 3 2', us: '0 0 190 100' });
    expect(flagSvg('br')).toMatch(/^<svg class="flag-svg" data-flag="br" [^>]*aria-hidden="true" focusable="false"/);
  });

  it('gives the United States 50 stars and 7 red stripes', () => {
    const us = flagSvg('us');
    expect(count(us, /<circle [^>]*r="1\.9"/g)).toBe(50);
    expect(count(us, /fill="#B22234"/g)).toBe(7);
  });

  it('shows a globe for a code that is no region, even one named like an object property', () => {
    expect(flagSvg('xx')).toContain('data-flag="globe"');
    expect(flagSvg('toString')).toContain('data-flag="globe"');
  });

  it('adds the caller’s class beside flag-svg', () => {
    expect(flagSvg('it', 'big')).toMatch(/^<svg class="flag-svg big" data-flag="it"/);
    expect(flagSvg('it')).toMatch(/^<svg class="flag-svg" data-flag="it"/);
  });
});
