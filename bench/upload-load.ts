/**
 * The public site while editors upload pictures (issue 24 item 2), over real HTTP: `npm run serve`
 * on the demo site, a reader asking for `/br/sobre` back to back, first alone (the idle p95), then
 * while 50 uploads of a ~10 MB JPEG arrive at once. Images are processed one at a time off the
 * request path, so the reader's p95 under the uploads must stay within 2× the idle p95 measured in
 * the same run. Also counted: every upload answered 201 left one library row, and an answer of
 * failure left no stored file.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { connect } from '../shared/db/connect';
import { startEditorSession } from './edit-to-live';
import { readWhile, settled, waitSummary } from './reader';
import { samplePeakRss } from './process-tree';
import { loopProbeEnv, loopStallsBetween, mainThreadCpuMs, type LoopStalls } from './loop-stalls';
import { startStallProbe } from '../api/publish/testing';

export interface UploadLoadFigure {
  uploads: number;
  uploadBytes: number;
  idle: { reads: number; p95: number; max: number; stalls: LoopStalls };
  loaded: { reads: number; p95: number; max: number; seconds: number; stalls: LoopStalls; mainThreadCpuMs: number; benchStallMs: number };
  /** Upload answers by HTTP status. */
  statuses: Record<number, number>;
  /** Library rows and stored pictures (folders) after the run, against the 201 answers. */
  rows: number;
  created: number;
  files: number;
  peakRssMiB?: number;
}

/** A photo-like JPEG of about `bytes` (noise compresses poorly, as a camera's detail does). */
async function photo(bytes: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = () => sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } });
  for (let quality = 95; quality > 40; quality -= 10) {
    const out = await noise().jpeg({ quality }).toBuffer();
    if (out.byteLength <= bytes) return out;
  }
  return noise().jpeg({ quality: 40 }).toBuffer();
}

/** Stored pictures: one folder per original (`{hash}-{w}x{h}/`), whatever its variants. */
const storedPictures = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).length;

/** The same JPEG with a comment segment naming `n` after its start marker: another file (another hash), the same picture. */
export function differentFile(jpeg: Buffer, n: number): Uint8Array<ArrayBuffer> {
  const text = Buffer.from(`upload ${n}`);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.byteLength + 2, 2);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)])) as Uint8Array<ArrayBuffer>;
}

/**
 * The senders' thread (plain CommonJS, no loader): each upload a multipart POST of one file with its
 * alt text, as the admin sends it; answers the statuses (0: no answer) in the order sent.
 */
const SENDERS = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, cookie, files } = workerData;
Promise.all(files.map(async (bytes, i) => {
  const form = new FormData();
  form.set('file', new File([bytes], 'foto-' + i + '.jpg', { type: 'image/jpeg' }));
  form.set('alt', 'Foto ' + i);
  try {
    const res = await fetch(base + '/api/admin/media', { method: 'POST', headers: { Cookie: cookie, Origin: base }, body: form, signal: AbortSignal.timeout(900000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
})).then((statuses) => parentPort.postMessage(statuses));
`;

/** Sends `files` at once from a worker thread (their buffers move there); resolves with each answer's status. */
function sendUploads(base: string, cookie: string, files: Uint8Array<ArrayBuffer>[]): Promise<number[]> {
  const worker = new Worker(SENDERS, { eval: true, execArgv: [], workerData: { base, cookie, files }, transferList: files.map((f) => f.buffer) });
  return new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the upload senders' thread exited with ${code}`)));
  }).finally(() => void worker.terminate());
}

/** Runs the measurement on a built demo site (`databaseUrl` seeded, `distDir` built from it). */
export async function benchUploadLoad({ databaseUrl, distDir, uploads = 50, idleSeconds = 10 }: { databaseUrl: string; distDir: string; uploads?: number; idleSeconds?: number }): Promise<UploadLoadFigure> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'bench-upload-media-'));
  const probeDir = mkdtempSync(join(tmpdir(), 'bench-upload-loop-'));
  const session = await startEditorSession({ databaseUrl, distDir, env: { MEDIA_DIR: mediaDir, ...loopProbeEnv(probeDir) } });
  try {
    const image = await photo(10_000_000);
    const db = connect(databaseUrl);
    const rowsBefore = Number((await db.kysely.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    // Warm the page and the connection once, then the idle baseline.
    await (await fetch(`${session.base}/br/sobre`)).arrayBuffer();
    const idleFrom = Date.now();
    const idle = waitSummary(await readWhile(`${session.base}/br/sobre`, settled(new Promise((r) => setTimeout(r, idleSeconds * 1000)))));

    const idleStalls = loopStallsBetween(probeDir, session.pid, idleFrom, Date.now());
    const statuses: Record<number, number> = {};
    const loadedFrom = Date.now();
    const cpuBefore = mainThreadCpuMs(session.pid);
    // The senders run on a worker thread with their own event loop: building and sending 50 bodies
    // of 7.8 MB on the reader's loop delayed the reader by seconds, which it then counted as the
    // server's. What is left of this loop's own stalls is reported beside the reader's waits.
    const files = Array.from({ length: uploads }, (_, i) => differentFile(image, i));
    const benchProbe = startStallProbe();
    const memory = samplePeakRss(session.pid);
    const started = performance.now();
    const sending = sendUploads(session.base, session.cookie, files).then((answers) => {
      for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    });
    // Stopped whatever happens: a running sampler would keep the bench process alive.
    const loadedWaits = await readWhile(`${session.base}/br/sobre`, settled(sending)).finally(() => memory.stop());
    const seconds = (performance.now() - started) / 1000;
    const loadedStalls = loopStallsBetween(probeDir, session.pid, loadedFrom, Date.now());
    const loadedCpu = mainThreadCpuMs(session.pid) - cpuBefore;
    const benchStallMs = benchProbe.stop().longestMs;
    const peakBytes = memory.stop();
    const peakRssMiB = peakBytes === undefined ? undefined : peakBytes / 2 ** 20;
    const rows = Number((await db.kysely.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n) - rowsBefore;
    await db.close();
    return { uploads, uploadBytes: image.byteLength, idle: { ...idle, stalls: idleStalls }, loaded: { ...waitSummary(loadedWaits), seconds, stalls: loadedStalls, mainThreadCpuMs: loadedCpu, benchStallMs }, statuses, rows, created: statuses[201] ?? 0, files: storedPictures(mediaDir), peakRssMiB };
  } finally {
    await session.stop();
    rmSync(mediaDir, { recursive: true, force: true });
    rmSync(probeDir, { recursive: true, force: true });
  }
}
