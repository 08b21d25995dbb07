/**
 * The demo retailer's product images (issue 14). The demo corpus's products are invented, so no
 * retailer holds pictures of them: instead of inventing addresses on the real retailer's image host
 * (which answer 404 online and nothing offline), they point at this image route of the site's own
 * API server, which draws a deterministic picture per image id (api/retailer/demo-images.ts). A real
 * product keeps the image URL the retailer's API returns, hotlinked as it is.
 *
 * The id has the shape of the retailer's own image ids (11 letters and digits), so the demo reads
 * like real data: `/retailer-images/I/61a7bZqOQ5L.jpg`.
 */

/** URL prefix of the demo retailer's images, served by api/server.ts (the API app). */
export const DEMO_RETAILER_IMAGE_PREFIX = '/retailer-images/I/';

/** Path of one demo image; the id is captured. */
export const DEMO_RETAILER_IMAGE_PATH = /^\/retailer-images\/I\/([A-Za-z0-9]{11})\.jpg$/;

/** The site-relative URL of a demo product image. */
export function demoRetailerImageUrl(id: string): string {
  return `${DEMO_RETAILER_IMAGE_PREFIX}${id}.jpg`;
}
