/**
 * Retailer-shaped identifiers and URLs: ASINs, product image URLs (the site stores image URLs, never
 * retailer images) and Mercado Livre product URLs for the br marketplace link.
 */
import { demoRetailerImageUrl } from '../../../shared/demo-retailer-images';
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
 * A demo product's image: the demo retailer's picture route (`/retailer-images/I/61a7bZqOQ5L.jpg`,
 * shared/demo-retailer-images.ts), with an id in the shape of the retailer's own (11 characters,
 * a digit first and 'L' last). Never an address on the real retailer's host: the products are
 * invented, so such an address would be a broken image online and offline.
 */
export function demoProductImageUrl(rng: Rng): string {
  return demoRetailerImageUrl(`${rng.int(4, 8)}${randomString(rng, ALNUM, 9)}L`);
}

/** A Mercado Livre catalog page URL (`/{slug}/p/MLB12345678`), as the br marketplace link uses. */
export function mercadoLivreUrl(rng: Rng, slug: string): string {
  return `https://www.mercadolivre.com.br/${slug}/p/MLB${rng.int(10_000_000, 39_999_999)}`;
}
