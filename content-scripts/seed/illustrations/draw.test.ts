import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../../shared/categories';
import { ILLUSTRATION, illustrationSvg } from './draw';

describe('illustrationSvg', () => {
  it('draws a distinct picture per category and variant, the same every time, with no text to need a font', () => {
    const all = CATEGORY_SLUGS.flatMap((c) => [0, 1, 2].map((v) => illustrationSvg(c, v)));
    expect(new Set(all).size).toBe(all.length);
    expect(illustrationSvg('pets', 1)).toBe(illustrationSvg('pets', 1));
    for (const svg of all) expect(svg).not.toMatch(/<text|<image|href=/);
  });

  it('rasterises offline at 16:9', async () => {
    const png = await sharp(Buffer.from(illustrationSvg('veiculos', 0))).png().toBuffer();
    expect(await sharp(png).metadata()).toMatchObject({ width: ILLUSTRATION.width, height: ILLUSTRATION.height });
  });
});
