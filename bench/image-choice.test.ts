import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '../site/components/media/responsive-image';
import { parsePage } from '../shared/parsed-page';
import { chooseFromSrcset, chosenImageUrl, LIGHTHOUSE_MOBILE, slotWidth } from './image-choice';

const widths = [320, 640, 960, 1280, 1920];
const srcset = (ext: string) => widths.map((w) => `/m/${w}.${ext} ${w}w`).join(', ');
const img = (html: string) => parsePage('index.html', html).elements.find((e) => e.tagName === 'img')!;

describe('which image file a phone loads', () => {
  it('is Lighthouse’s mobile screen: 412 px wide at 1.75×', () => {
    expect(LIGHTHOUSE_MOBILE).toEqual({ width: 412, dpr: 1.75 });
  });

  it('reads the slot from the site’s sizes: full width for the hero, a fixed box for the product', () => {
    expect(slotWidth(IMAGE_SIZES.wide, LIGHTHOUSE_MOBILE)).toBe(412);
    expect(slotWidth(IMAGE_SIZES.productBox, LIGHTHOUSE_MOBILE)).toBe(240);
    expect(slotWidth(IMAGE_SIZES.wide, { width: 1400, dpr: 1 })).toBe(1200);
    expect(slotWidth(undefined, LIGHTHOUSE_MOBILE)).toBe(412);
  });

  it('picks as Chromium does: the smallest dense enough candidate unless the device is below the geometric mean with the smaller one', () => {
    // 412 px slot: 640w is 1.55×, 960w is 2.33×; 1.75 is under their geometric mean (1.90), so 640w.
    expect(chooseFromSrcset(srcset('avif'), '100vw', LIGHTHOUSE_MOBILE)).toBe('/m/640.avif');
    // At 2× it is above the mean: 960w.
    expect(chooseFromSrcset(srcset('avif'), '100vw', { width: 412, dpr: 2 })).toBe('/m/960.avif');
    // A 240 px box: 320w is 1.33×, 640w 2.67×; 1.75 is under their mean (1.89), so Chromium takes the smaller.
    expect(chooseFromSrcset(srcset('avif'), '240px', LIGHTHOUSE_MOBILE)).toBe('/m/320.avif');
    expect(chooseFromSrcset(srcset('avif'), '240px', { width: 412, dpr: 2 })).toBe('/m/640.avif');
    // A desktop at 1× in a 1200 px slot: 1280w.
    expect(chooseFromSrcset(srcset('avif'), IMAGE_SIZES.wide, { width: 1400, dpr: 1 })).toBe('/m/1280.avif');
    // Nothing dense enough: the largest.
    expect(chooseFromSrcset('/a.jpg 320w', '100vw', LIGHTHOUSE_MOBILE)).toBe('/a.jpg');
  });

  it('takes the first <source> of a type the browser decodes, else the <img>’s srcset, else its src', () => {
    const picture = `<picture><source type="image/jxl" srcset="/m/1.jxl 320w"><source type="image/avif" srcset="${srcset('avif')}" sizes="100vw"><source type="image/webp" srcset="${srcset('webp')}" sizes="100vw"><img src="/m/1920.jpg" srcset="${srcset('jpg')}" sizes="100vw" alt=""></picture>`;
    expect(chosenImageUrl(img(picture))).toBe('/m/640.avif');
    expect(chosenImageUrl(img(`<img src="/m/1920.jpg" srcset="${srcset('jpg')}" sizes="240px" alt="">`))).toBe('/m/320.jpg');
    expect(chosenImageUrl(img('<img src="/retailer-images/I/abc.jpg" alt="">'))).toBe('/retailer-images/I/abc.jpg');
  });

  it('refuses to guess at a sizes it cannot evaluate', () => {
    expect(() => slotWidth('(orientation: portrait) 50vw, 100vw', LIGHTHOUSE_MOBILE)).toThrow(/orientation/);
    expect(() => slotWidth('calc(100vw - 2rem)', LIGHTHOUSE_MOBILE)).toThrow(/calc/);
  });
});
