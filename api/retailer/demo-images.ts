/**
 * The demo retailer's image route (issue 14, shared/demo-retailer-images.ts): `GET
 * /retailer-images/I/{id}.jpg` answers a product-like picture drawn from the id alone (a shape, two
 * colours and a shadow on white, as product photos are), so the demo's product boxes show pictures
 * on a machine with no network. Deterministic, so it is cached for a year like the media files; the
 * last drawn ones are kept in memory so a page of cards costs one drawing per product at most.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import sharp from 'sharp';
import { DEMO_RETAILER_IMAGE_PATH, DEMO_RETAILER_IMAGE_PREFIX } from '../../shared/demo-retailer-images';
import { IMMUTABLE } from '../static/cache-policy';

/** Size of a demo product picture (the retailer's own are square too). */
export const DEMO_IMAGE_SIZE = 600;
/** How many drawn pictures stay in memory (about 15 KB each). */
const CACHE_ENTRIES = 256;

/** The SVG of the picture of `id`: one of four product silhouettes in a colour of its own. */
export function demoProductSvg(id: string): string {
  const h = createHash('sha256').update(id).digest();
  const hue = Math.round((h[0]! / 255) * 360);
  const main = `hsl(${hue} 55% 45%)`;
  const dark = `hsl(${hue} 50% 28%)`;
  const light = `hsl(${(hue + 40) % 360} 70% 82%)`;
  const s = DEMO_IMAGE_SIZE;
  const shapes = [
    // A phone or tablet.
    `<rect x="190" y="90" width="220" height="400" rx="34" fill="${dark}"/><rect x="206" y="120" width="188" height="330" rx="12" fill="${light}"/><circle cx="300" cy="470" r="9" fill="${main}"/>`,
    // Headphones.
    `<path d="M150 330 A150 150 0 0 1 450 330" fill="none" stroke="${dark}" stroke-width="28"/><rect x="120" y="300" width="80" height="150" rx="34" fill="${main}"/><rect x="400" y="300" width="80" height="150" rx="34" fill="${main}"/>`,
    // A bottle.
    `<rect x="265" y="80" width="70" height="60" rx="10" fill="${dark}"/><path d="M240 150 h120 l30 60 v260 a20 20 0 0 1 -20 20 h-140 a20 20 0 0 1 -20 -20 v-260z" fill="${main}"/><rect x="230" y="260" width="140" height="120" fill="${light}"/>`,
    // A boxed appliance.
    `<rect x="140" y="150" width="320" height="300" rx="24" fill="${main}"/><rect x="170" y="185" width="180" height="230" rx="10" fill="${light}"/><circle cx="405" cy="220" r="20" fill="${dark}"/><circle cx="405" cy="290" r="20" fill="${dark}"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><rect width="${s}" height="${s}" fill="#fff"/><ellipse cx="300" cy="520" rx="190" ry="22" fill="#e8e8ec"/>${shapes[h[1]! % shapes.length]}</svg>`;
}

/** The JPEG of the picture of `id`. */
export async function renderDemoProductImage(id: string): Promise<Buffer> {
  return sharp(Buffer.from(demoProductSvg(id))).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/** The route, to be mounted at the app's root. */
export function demoRetailerImageRoutes() {
  const drawn = new Map<string, Promise<Buffer>>();
  const app = new Hono();
  app.get(`${DEMO_RETAILER_IMAGE_PREFIX}:file`, async (c) => {
    const id = DEMO_RETAILER_IMAGE_PATH.exec(c.req.path)?.[1];
    if (!id) return c.json({ error: 'not_found', message: `No demo image at ${c.req.path}: the address is /retailer-images/I/{11 letters or digits}.jpg` }, 404);
    let jpeg = drawn.get(id);
    if (!jpeg) {
      jpeg = renderDemoProductImage(id);
      drawn.set(id, jpeg);
      // The oldest drawn first out (a Map iterates in insertion order).
      if (drawn.size > CACHE_ENTRIES) drawn.delete(drawn.keys().next().value!);
      jpeg.catch(() => drawn.delete(id));
    }
    const body = await jpeg;
    return c.body(new Uint8Array(body), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': IMMUTABLE, 'Content-Length': String(body.length), 'X-Content-Type-Options': 'nosniff' });
  });
  return app;
}
