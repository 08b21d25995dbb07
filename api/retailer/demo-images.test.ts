import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../../shared/db/connect';
import { demoRetailerImageUrl } from '../../shared/demo-retailer-images';

// The route reads no database.
const app = createApp({ db: {} as Db, log: () => {} });

describe('demo retailer images', () => {
  it('answers a square JPEG drawn from the id, the same every time, cached for a year', async () => {
    const res = await app.request(demoRetailerImageUrl('61a7bZqOQ5L'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    const again = Buffer.from(await (await app.request(demoRetailerImageUrl('61a7bZqOQ5L'))).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    const other = Buffer.from(await (await app.request(demoRetailerImageUrl('7Qx2mNbVcXL'))).arrayBuffer());
    expect(other.equals(bytes)).toBe(false);
  });

  it('answers 404 with a JSON body for an address that names no image', async () => {
    for (const path of ['/retailer-images/I/short.jpg', '/retailer-images/I/61a7bZqOQ5L.png', '/retailer-images/I/61a7bZqOQ5L.jpg.exe']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe('not_found');
    }
  });
});
