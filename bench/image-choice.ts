/**
 * Which file of a `<picture>` or `srcset` a phone downloads, so bench/page-weight.ts weighs the
 * variant a reader's browser really fetches, not the fallback nor every variant. The phone is
 * Lighthouse's mobile profile (its screenEmulationMetrics.mobile: 412 CSS px wide at 1.75 device
 * pixels per CSS px), the same one bench/lighthouse.ts scores with.
 *
 * The rules are the HTML standard's with Chromium's choice among the candidates: the first
 * `<source>` of a type the browser decodes (Chromium decodes AVIF and WebP) whose media matches,
 * else the `<img>`; the slot width from `sizes`; each `w` candidate's density = width ÷ slot; then
 * Chromium's SelectionLogic (third_party/blink/renderer/core/html/parser/html_srcset_parser.cc):
 * the smallest candidate dense enough, unless the device's density is below the geometric mean of
 * it and the next smaller one, in which case the smaller one.
 */
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import type { Element } from '../shared/parsed-page';
import { attr } from '../shared/parsed-page';

export interface Screen {
  /** Viewport width in CSS px. */
  width: number;
  /** Device pixels per CSS px. */
  dpr: number;
}

/** Lighthouse's default mobile screen. */
export const LIGHTHOUSE_MOBILE: Screen = { width: screenEmulationMetrics.mobile.width, dpr: screenEmulationMetrics.mobile.deviceScaleFactor };

const DECODED_TYPES = new Set(['', 'image/avif', 'image/webp', 'image/jpeg', 'image/png', 'image/gif', 'image/svg+xml']);

/** A media condition of the kinds the site writes: `(min-width: Npx)`, `(max-width: Npx)`, joined by `and`. */
export function mediaMatches(condition: string, screen: Screen): boolean {
  return condition
    .split(/\s+and\s+/i)
    .map((part) => part.trim())
    .every((part) => {
      const m = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/i.exec(part);
      // A condition the bench cannot evaluate must not be guessed: the weight would be wrong silently.
      if (!m) throw new Error(`media condition "${condition}" is not one the bench evaluates (min-width/max-width in px)`);
      const px = Number(m[2]);
      return m[1]!.toLowerCase() === 'min' ? screen.width >= px : screen.width <= px;
    });
}

/** A `sizes` length (`Npx`, `Nvw`) in CSS px. */
function length(value: string, screen: Screen): number {
  const m = /^(\d+(?:\.\d+)?)(px|vw)$/i.exec(value.trim());
  if (!m) throw new Error(`sizes length "${value}" is not one the bench evaluates (px or vw)`);
  return m[2]!.toLowerCase() === 'px' ? Number(m[1]) : (Number(m[1]) * screen.width) / 100;
}

/** The slot width `sizes` gives on `screen` (100vw without `sizes`, as the standard says). */
export function slotWidth(sizes: string | undefined, screen: Screen): number {
  if (!sizes?.trim()) return screen.width;
  for (const entry of sizes.split(',').map((s) => s.trim())) {
    const m = /^(\(.*\))\s+(\S+)$/.exec(entry);
    if (!m) return length(entry, screen);
    if (mediaMatches(m[1]!, screen)) return length(m[2]!, screen);
  }
  return screen.width;
}

interface Candidate {
  url: string;
  density: number;
}

/** The candidates of a `srcset` (`url 640w`, `url 2x`, `url`) with their densities for `slot`. */
function candidates(srcset: string, slot: number): Candidate[] {
  return srcset
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const [url, descriptor = '1x'] = entry.split(/\s+/);
      const w = /^(\d+)w$/.exec(descriptor);
      const x = /^(\d+(?:\.\d+)?)x$/.exec(descriptor);
      if (!w && !x) throw new Error(`srcset descriptor "${descriptor}" is not one the bench evaluates`);
      return { url: url!, density: w ? Number(w[1]) / slot : Number(x![1]) };
    })
    .sort((a, b) => a.density - b.density);
}

/** Chromium's pick among `srcset` candidates for a device of density `dpr`. */
export function chooseFromSrcset(srcset: string, sizes: string | undefined, screen: Screen): string {
  const list = candidates(srcset, slotWidth(sizes, screen));
  if (list.length === 0) throw new Error('empty srcset');
  let i = 0;
  for (; i < list.length - 1; i++) {
    const next = list[i + 1]!.density;
    if (next < screen.dpr) continue;
    const current = list[i]!.density;
    if ((screen.dpr <= 1 && screen.dpr > current) || screen.dpr >= Math.sqrt(current * next)) return list[i + 1]!.url;
    break;
  }
  return list[i]!.url;
}

/** The URL the browser loads for an `<img>` (inside a `<picture>` or not) on `screen`. */
export function chosenImageUrl(img: Element, screen: Screen = LIGHTHOUSE_MOBILE): string | undefined {
  const parent = img.parentNode as Element | null;
  if (parent && parent.tagName === 'picture') {
    for (const source of parent.childNodes as Element[]) {
      if (source.tagName !== 'source') continue;
      const srcset = attr(source, 'srcset');
      const type = (attr(source, 'type') ?? '').toLowerCase();
      const media = attr(source, 'media');
      if (!srcset || !DECODED_TYPES.has(type) || (media && !mediaMatches(media.replace(/^\s*all\s+and\s+/i, ''), screen))) continue;
      return chooseFromSrcset(srcset, attr(source, 'sizes'), screen);
    }
  }
  const srcset = attr(img, 'srcset');
  if (srcset) return chooseFromSrcset(srcset, attr(img, 'sizes'), screen);
  return attr(img, 'src');
}
