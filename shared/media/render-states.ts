/**
 * What a page knows of a library image beyond its address (issue 26 item 7). The address names the
 * image and its size, so a page can write every variant's URL without a lookup; but after an upload
 * only its largest variant exists until the variant worker is done, and an editor may have chosen a
 * focal point. The few images that are not plain (shared/db/queries/media.ts `mediaRenderRows`)
 * are loaded once per build (site/lib/pages/context.ts) into this process's table; an image absent
 * from it has every file of the contract and no focal point.
 *
 * The table lives on `globalThis` under a registered symbol: the pages (inside the server bundle
 * Astro builds) and the Markdown pipeline may be different copies of this module in one process.
 */
import { OG_IMAGE, mediaFolder, mediaImageUrl, ogImageUrl, variantHeight, variantWidths, type FocalPoint, type MediaKey } from './contract';

/** An image that is not plain: its variant steps written so far and its focal point. */
export interface MediaRenderState {
  folder: string;
  state: 'ready' | 'pending' | 'failed';
  done: number;
  focal: FocalPoint | null;
}

const KEY = Symbol.for('review-site.media-render-states');

function table(): Map<string, MediaRenderState> {
  const g = globalThis as { [KEY]?: Map<string, MediaRenderState> };
  return (g[KEY] ??= new Map());
}

/** Replaces the table with a build's rows (every image not listed is plain). */
export function setMediaRenderStates(rows: readonly MediaRenderState[]): void {
  const next = table();
  next.clear();
  for (const row of rows) next.set(row.folder, row);
}

function stateOf(key: Pick<MediaKey, 'hash' | 'width' | 'height'>): MediaRenderState | undefined {
  return table().get(mediaFolder(key));
}

/** The files of an image a page may point at. */
export interface WrittenVariants {
  /** Widths whose AVIF, WebP and fallback files exist, smallest first. */
  widths: number[];
  /** Fallback widths that exist: those, and the largest (written before the upload answered). */
  fallbackWidths: number[];
}

/** Which variants of `key` exist: all of them for a plain image, else the steps written (smallest first) and the largest fallback. */
export function writtenVariants(key: MediaKey): WrittenVariants {
  const all = variantWidths(key.width);
  const state = stateOf(key);
  const widths = !state || state.state === 'ready' ? all : all.slice(0, Math.min(state.done, all.length));
  const top = all[all.length - 1]!;
  return { widths, fallbackWidths: widths.includes(top) ? widths : [...widths, top] };
}

/** The editor's focal point of `key`, or null. */
export function mediaFocal(key: Pick<MediaKey, 'hash' | 'width' | 'height'>): FocalPoint | null {
  return stateOf(key)?.focal ?? null;
}

/** CSS `object-position` keeping the focal point in view of a cover crop, or undefined for the centre. */
export function focalObjectPosition(key: Pick<MediaKey, 'hash' | 'width' | 'height'>): string | undefined {
  const focal = mediaFocal(key);
  if (!focal) return undefined;
  const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;
  return `${pct(focal.x)} ${pct(focal.y)}`;
}

/**
 * The share card a page may name: the 1200×630 card around the focal point once it is written, else
 * the largest variant with its own size (the page is published again when the card exists).
 */
export function shareCardOf(key: MediaKey): { url: string; width: number; height: number; type: string } {
  const state = stateOf(key);
  if (!state || state.state === 'ready') return { url: ogImageUrl(key, state?.focal), width: OG_IMAGE.width, height: OG_IMAGE.height, type: 'image/jpeg' };
  const widths = variantWidths(key.width);
  const top = widths[widths.length - 1]!;
  return { url: mediaImageUrl(key), width: top, height: variantHeight(key, top), type: key.fallback === 'png' ? 'image/png' : 'image/jpeg' };
}
