/**
 * The demo's pictures in the media library (issue 14 item 6): a bounded pool of illustrations, a
 * few per category, drawn offline (./draw.ts, rasterised by sharp) and ingested like an upload, with
 * alt text in every locale. Posts share the pool (a post picks one of its category's by its slug):
 * 100,000 posts cost the same few images as 30.
 */
import sharp from 'sharp';
import { CATEGORIES, type CategorySlug } from '../../../shared/categories';
import type { Db } from '../../../shared/db/connect';
import { mediaImageUrl } from '../../../shared/media/contract';
import { ingestImage } from '../../../shared/media/ingest';
import type { MediaStore } from '../../../shared/media/store';
import { LOCALES, type Locale } from '../../../shared/locales';
import { illustrationSvg } from './draw';

/** Illustrations per category. */
export const VARIANTS_PER_CATEGORY = 3;

/** "Illustration: {category}" in each locale's language (the alt text of a picture that shows the category). */
const ALT: Record<Locale, (category: string) => string> = {
  br: (c) => `Ilustração da categoria ${c}`,
  it: (c) => `Illustrazione della categoria ${c}`,
  mx: (c) => `Ilustración de la categoría ${c}`,
  es: (c) => `Ilustración de la categoría ${c}`,
  us: (c) => `Illustration of the ${c} category`,
};

/** The pool: each category's image URLs (`mediaImageUrl`), VARIANTS_PER_CATEGORY of them. */
export type IllustrationPool = ReadonlyMap<CategorySlug, readonly string[]>;

/** Runs `work` over `items`, `limit` at a time (sharp's encoders use a core each). */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += limit) out.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return out;
}

/**
 * Draws and ingests the pool; an image already in the library (a second seed) is found by its
 * hash and not processed again.
 */
export async function seedIllustrations(db: Db, store: MediaStore, variants = VARIANTS_PER_CATEGORY): Promise<IllustrationPool> {
  const jobs = CATEGORIES.flatMap((category) => Array.from({ length: variants }, (_, variant) => ({ category, variant })));
  const urls = await inBatches(jobs, 2, async ({ category, variant }) => {
    // Flattened: an opaque picture gets a JPEG fallback (a PNG one is for transparency).
    const png = await sharp(Buffer.from(illustrationSvg(category.slug, variant))).flatten({ background: '#ffffff' }).png().toBuffer();
    const alt = Object.fromEntries(LOCALES.map((l) => [l, ALT[l](category.names[l])]));
    const { item } = await ingestImage(db, store, { bytes: png, originalName: `demo-${category.slug}-${variant + 1}.png`, alt });
    return mediaImageUrl(item);
  });
  const pool = new Map<CategorySlug, string[]>();
  jobs.forEach(({ category }, i) => pool.set(category.slug, [...(pool.get(category.slug) ?? []), urls[i]!]));
  return pool;
}

/** A small stable hash of a text (FNV-1a), to spread posts over their category's pictures. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The picture of a post: one of its category's (any category's for a post without one), by its slug. */
export function illustrationFor(pool: IllustrationPool, post: { locale: string; slug: string; categorySlug: string | null }): string | null {
  const h = hashOf(`${post.locale}/${post.slug}`);
  const own = post.categorySlug ? pool.get(post.categorySlug as CategorySlug) : undefined;
  const choices = own?.length ? own : [...pool.values()].flat();
  return choices.length ? choices[h % choices.length]! : null;
}
