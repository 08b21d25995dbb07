/**
 * The islands' version of ResponsiveImage.astro (home load-more cards, the review filter's results):
 * the same markup from the same ./responsive-image.ts.
 */
import { imageView, type ImageInput } from './responsive-image';

export default function ResponsiveImage(props: ImageInput) {
  const view = imageView(props);
  const { fetchpriority, srcset, objectPosition, ...img } = view.img;
  // React 19 knows fetchPriority/srcSet by their camel-case names.
  const imgEl = <img {...img} srcSet={srcset} fetchPriority={fetchpriority} style={objectPosition ? { objectPosition } : undefined} />;
  if (view.sources.length === 0) return imgEl;
  return (
    <picture>
      {view.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={img.sizes} />
      ))}
      {imgEl}
    </picture>
  );
}
