/**
 * What a page writes for one image (issue 14), shared by the Astro component (ResponsiveImage.astro)
 * and the React one (ResponsiveImage.tsx) so the build's cards and the islands' cards stay alike.
 *
 * A media-library URL (shared/media/contract.ts) becomes a `<picture>`: AVIF and WebP sources and a
 * fallback `<img>`, each with a `srcset` of every variant and the place's `sizes`; its width and
 * height come from the URL itself (the folder names the image's size), so the box is reserved
 * before a byte arrives. Only written files are named (an image whose variants are still being made
 * gets its largest fallback and those done; shared/media/render-states.ts), and a cover crop keeps
 * the editor's focal point in view (`object-position`). Any other URL (a retailer's product image, a legacy address) is a plain
 * `<img>` at the place's nominal size: it is hotlinked as it is (the Associates rules forbid copies).
 */
import { mediaImageUrl, mediaUrl, parseMediaUrl, variantHeight, variantWidths, type MediaKey } from '../../../shared/media/contract';
import { focalObjectPosition, writtenVariants } from '../../../shared/media/render-states';

/**
 * `sizes` per place: the width the image takes at each viewport, for a container of at most
 * 1200 px (`--main-max`) whose grids fill columns of at least 280 px (cards) or 220 px (review cards).
 */
export const IMAGE_SIZES = {
  /** Home hero and a post's lead image: the container's full width. */
  wide: '(min-width: 1240px) 1200px, 100vw',
  /** Post cards: 4 columns on a wide screen, 3, 2, then 1. */
  card: '(min-width: 1240px) 285px, (min-width: 900px) 33vw, (min-width: 620px) 50vw, 100vw',
  /** Review and product cards (grid of at least 220 px). */
  smallCard: '(min-width: 1240px) 285px, (min-width: 700px) 33vw, (min-width: 480px) 50vw, 100vw',
  /** A review's product box (at most 400 px wide, 240 px on a phone). */
  productBox: '(min-width: 641px) 400px, 240px',
  /** A review's "how we tested" photos: a grid of columns of at least 220 px. */
  gallery: '(min-width: 1240px) 390px, (min-width: 520px) 50vw, 100vw',
  /** An author's photo in a byline (issue 25 item 4). */
  avatar: '48px',
  /** An author's photo on their page. */
  portrait: '160px',
} as const;

export type ImageSizes = keyof typeof IMAGE_SIZES;

export interface ImageInput {
  src: string;
  /** Empty for a decorative image (a card's picture beside its title), on purpose. */
  alt: string;
  /** Nominal size of the place, used for a non-media URL (whose real size is unknown). */
  width: number;
  height: number;
  sizes: ImageSizes;
  /** The page's largest picture (home hero, a post's lead image): fetched first, never lazy. */
  priority?: boolean;
  className?: string;
}

export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcset: string;
}

export interface ImageView {
  /** Empty for a non-media URL: a plain `<img>`, no `<picture>`. */
  sources: ImageSource[];
  img: {
    src: string;
    srcset?: string;
    sizes?: string;
    alt: string;
    width: number;
    height: number;
    loading: 'eager' | 'lazy';
    decoding: 'async';
    fetchpriority?: 'high';
    className?: string;
    /** CSS `object-position` keeping the focal point in view of a cover crop (hero, cards); none for the centre. */
    objectPosition?: string;
  };
}

function srcset(key: MediaKey, widths: number[], format: 'avif' | 'webp' | MediaKey['fallback']): string {
  return widths.map((w) => `${mediaUrl(key, w, format)} ${w}w`).join(', ');
}

/** The markup's attributes for one image; see the module comment. */
export function imageView(input: ImageInput): ImageView {
  const common = {
    alt: input.alt,
    loading: input.priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    ...(input.priority ? { fetchpriority: 'high' as const } : {}),
    ...(input.className ? { className: input.className } : {}),
  };
  const key = parseMediaUrl(input.src);
  if (!key) return { sources: [], img: { src: input.src, width: input.width, height: input.height, ...common } };
  const widths = variantWidths(key.width);
  const largest = widths[widths.length - 1]!;
  const sizes = IMAGE_SIZES[input.sizes];
  const written = writtenVariants(key);
  const position = focalObjectPosition(key);
  // AVIF/WebP sources only once every width has them: a partial list would make the browser take a
  // small one over the largest fallback.
  const sources: ImageSource[] = written.widths.length === widths.length
    ? [{ type: 'image/avif', srcset: srcset(key, widths, 'avif') }, { type: 'image/webp', srcset: srcset(key, widths, 'webp') }]
    : [];
  return {
    sources,
    img: { src: mediaImageUrl(key), srcset: srcset(key, written.fallbackWidths, key.fallback), sizes, width: largest, height: variantHeight(key, largest), ...common, ...(position ? { objectPosition: position } : {}) },
  };
}
