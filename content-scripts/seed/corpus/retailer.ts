/**
 * Retailer-shaped identifiers and URLs: ASINs, product image URLs on Amazon's image CDN (the site
 * stores image URLs, never images) and Mercado Livre product URLs for the br marketplace link.
 */
import type { Rng } from './prng';

const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomString(rng: Rng, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet.charAt(Math.floor(rng.next() * alphabet.length));
  return out;
}

/** An ASIN as current Amazon catalog items have them: 'B0' and eight upper-case letters or digits. */
export function randomAsin(rng: Rng): string {
  return `B0${randomString(rng, UPPER_ALNUM, 8)}`;
}

/**
 * A product image URL in the shape Amazon serves them
 * (`https://m.media-amazon.com/images/I/61a7bZqOQ5L._AC_SL1500_.jpg`): an 11-character id that
 * starts with a digit and ends in 'L', then the size suffix.
 */
export function amazonImageUrl(rng: Rng): string {
  const id = `${rng.int(4, 8)}${randomString(rng, ALNUM, 9)}L`;
  return `https://m.media-amazon.com/images/I/${id}._AC_SL1500_.jpg`;
}

/** A Mercado Livre catalog page URL (`/{slug}/p/MLB12345678`), as the br marketplace link uses. */
export function mercadoLivreUrl(rng: Rng, slug: string): string {
  return `https://www.mercadolivre.com.br/${slug}/p/MLB${rng.int(10_000_000, 39_999_999)}`;
}
