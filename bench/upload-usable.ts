/**
 * Upload-to-usable (issue 26 item 7), over real HTTP: `npm run serve` on the demo site, an editor
 * sends a 3000×2000 photo-like JPEG to `POST /api/admin/media`, one upload at a time, each a
 * different file. Timed from the POST's start to the 201 answer, to its `imageUrl` served (the
 * picture the editor can put on a page), and to every variant written (`variants.state` 'ready',
 * polled as the library does). The figure is the median of the runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { quantile, startEditorSession } from './edit-to-live';
import { differentFile } from './upload-load';

export interface UploadUsableFigure {
  runs: number;
  width: number;
  height: number;
  uploadBytes: number;
  /** Medians and maxima in ms. */
  answered: { median: number; max: number };
  usable: { median: number; max: number };
  allVariants: { median: number; max: number };
}

/** A 3000×2000 JPEG with a camera's detail (noise over gradients), of a camera's size (~2-4 MB). */
async function cameraPhoto(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#6a8caf', noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).png().toBuffer();
  return sharp(noise).blur(0.6).jpeg({ quality: 88 }).toBuffer();
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), max: sorted.at(-1) ?? 0 };
};

/** Runs the measurement on a built demo site (`databaseUrl` seeded, `distDir` built from it). */
export async function benchUploadUsable({ databaseUrl, distDir, runs = 5, width = 3000, height = 2000 }: { databaseUrl: string; distDir: string; runs?: number; width?: number; height?: number }): Promise<UploadUsableFigure> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'bench-upload-usable-'));
  const session = await startEditorSession({ databaseUrl, distDir, env: { MEDIA_DIR: mediaDir } });
  try {
    const image = await cameraPhoto(width, height);
    const answered: number[] = [];
    const usable: number[] = [];
    const ready: number[] = [];
    // One untimed upload first: the server's first one loads libvips and its codecs.
    for (let i = 0; i <= runs; i++) {
      const form = new FormData();
      form.set('file', new File([differentFile(image, 1000 + i)], `paisagem-${i}.jpg`, { type: 'image/jpeg' }));
      const started = performance.now();
      const res = await fetch(`${session.base}/api/admin/media`, { method: 'POST', headers: { Cookie: session.cookie, Origin: session.base }, body: form });
      const item = (await res.json()) as { id: number; imageUrl: string; variants?: { state: string } };
      if (res.status !== 201) throw new Error(`upload ${i} answered ${res.status}: ${JSON.stringify(item)}`);
      const answeredAt = performance.now();
      const picture = await fetch(`${session.base}${item.imageUrl}`);
      await picture.arrayBuffer();
      if (picture.status !== 200) throw new Error(`${item.imageUrl} answered ${picture.status} right after its upload`);
      const usableAt = performance.now();
      let state = item.variants?.state;
      while (state === 'pending') {
        if (performance.now() - started > 120_000) throw new Error(`upload ${i}: its variants were not all written within 120 s`);
        await new Promise((r) => setTimeout(r, 25));
        state = ((await (await fetch(`${session.base}/api/admin/media/${item.id}`, { headers: { Cookie: session.cookie } })).json()) as { variants: { state: string } }).variants.state;
      }
      if (state !== 'ready') throw new Error(`upload ${i}: variants ${state}`);
      if (i === 0) continue;
      answered.push(answeredAt - started);
      usable.push(usableAt - started);
      ready.push(performance.now() - started);
    }
    return { runs, width, height, uploadBytes: image.byteLength, answered: stats(answered), usable: stats(usable), allVariants: stats(ready) };
  } finally {
    await session.stop();
    rmSync(mediaDir, { recursive: true, force: true });
  }
}
