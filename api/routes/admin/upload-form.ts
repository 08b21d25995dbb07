/**
 * Reads an image upload's multipart/form-data body as it arrives (issue 24 item 2). Hono's
 * `parseBody` (undici's `formData()`) waits for the whole body, then copies and parses it in one
 * synchronous stretch: a few 8 MB uploads finishing together held the event loop for 2.5 s and
 * every page waited. Here busboy parses each network chunk as it comes, the file's bytes are
 * hashed as they pass, and the only whole-body step left is one copy of the chunks at the end.
 */
import { createHash } from 'node:crypto';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import { ApiError } from '../../http/errors';
import { mediaHashOf } from '../../../shared/media/process';

/** A received upload: its form fields (a repeated field is a list, as `parseBody({ all: true })` gave) and its `file`. */
export interface UploadForm {
  fields: Record<string, string | string[]>;
  file: {
    name: string;
    bytes: Uint8Array;
    /** `mediaHash(bytes)`, computed while the bytes arrived. */
    hash: string;
  };
}

/** Bytes of one upload handled per turn of the event loop at most (about 1 ms of copying here). */
const YIELD_BYTES = 256 * 1024;

const badForm = () => new ApiError(400, 'bad_request', 'The request is not a valid multipart/form-data form.');
const noFile = () => {
  const message = 'file: send the image as the form field "file".';
  return new ApiError(400, 'bad_request', message, [{ path: 'file', message }]);
};

/** The 413 of an upload body over its limit (media.ts also sends it from Content-Length, before reading). */
export function tooLarge(maxFileBytes: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The file is too large: the limit is ${maxFileBytes} bytes (${Math.floor(maxFileBytes / 1024 / 1024)} MB).`);
}

/**
 * Parses `request`'s multipart body chunk by chunk. Throws ApiError 400 (not a form, no single
 * `file` field, a NUL in the file name) or 413 once more than `maxBody` bytes arrived (the rest is
 * not read); a body that breaks off rejects with the stream's error.
 */
export async function readUploadForm(request: Request, { maxBody, maxFileBytes }: { maxBody: number; maxFileBytes: number }): Promise<UploadForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !/^multipart\/form-data\b/i.test(contentType)) throw badForm();
  let parser: BusboyInstance;
  try {
    // UTF-8 file names, as browsers send them (busboy's default is latin1).
    parser = Busboy({ headers: { 'content-type': contentType }, defCharset: 'utf8', limits: { fieldSize: maxBody } });
  } catch {
    throw badForm();
  }
  const fields: UploadForm['fields'] = {};
  // The file's bytes go straight into one buffer sized from Content-Length: copying them piece by
  // piece as they arrive spreads the cost (first touches of fresh memory are slow here: 40–100 ms
  // for 8 MB), where one Buffer.concat at the end held the event loop that long per upload.
  const declared = Number(request.headers.get('content-length'));
  const capacity = Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, maxBody) : 1024 * 1024;
  const files: { name: string; sink: ByteSink; hash: ReturnType<typeof createHash>; done: Promise<void> }[] = [];
  let failed: unknown;
  parser.on('field', (name, value) => {
    const before = fields[name];
    fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  });
  parser.on('file', (name, stream, filename) => {
    // A part cut short errors its stream, not always the parser: the form is bad either way.
    const done = new Promise<void>((resolve, reject) => {
      stream.on('end', resolve);
      stream.on('error', (err) => reject((failed = err)));
    });
    done.catch(() => undefined);
    if (name !== 'file') return void stream.resume();
    const file = { name: filename, sink: byteSink(capacity), hash: createHash('sha256'), done };
    files.push(file);
    stream.on('data', (chunk: Buffer) => {
      file.sink.push(chunk);
      file.hash.update(chunk);
    });
  });
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('finish', resolve);
    parser.on('error', (err) => reject((failed = err)));
  });
  finished.catch(() => undefined);

  const reader = request.body.getReader();
  let received = 0;
  let sinceYield = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      // Node reads up to 32 chunks of a socket in one turn of the event loop, and each read chunk
      // would be handled before the next: a few uploads arriving at once held the loop for
      // hundreds of ms. Handing back to the loop every YIELD_BYTES lets every other request in
      // (meanwhile the stream fills up and stops reading the socket).
      if ((sinceYield += value.byteLength) >= YIELD_BYTES) {
        sinceYield = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (received > maxBody) throw tooLarge(maxFileBytes);
      if (failed) throw badForm();
      // Back-pressure: the next chunk is read once busboy has taken this one (a parser that failed
      // meanwhile never drains: its error ends the wait).
      if (!parser.write(value)) await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), finished]);
    }
    parser.end();
    await Promise.all([finished, ...files.map((f) => f.done)]).catch(() => {
      throw badForm();
    });
  } catch (err) {
    await reader.cancel().catch(() => undefined);
    parser.destroy();
    throw err;
  }
  const [file, ...more] = files;
  if (!file || more.length) throw noFile();
  if (file.name.includes('\u0000')) {
    const message = 'file: the file name must not contain NUL characters (\\u0000).';
    throw new ApiError(400, 'bad_request', message, [{ path: 'file', message }]);
  }
  return { fields, file: { name: file.name, bytes: file.sink.bytes(), hash: mediaHashOf(file.hash) } };
}

interface ByteSink {
  push(chunk: Uint8Array): void;
  /** What was pushed, without a copy. */
  bytes(): Uint8Array;
}

/** Bytes appended into one buffer of `capacity`, doubled when a form without Content-Length outgrows it. */
function byteSink(capacity: number): ByteSink {
  let buffer = Buffer.allocUnsafe(capacity);
  let length = 0;
  return {
    push(chunk) {
      if (length + chunk.byteLength > buffer.byteLength) {
        const grown = Buffer.allocUnsafe(Math.max(buffer.byteLength * 2, length + chunk.byteLength));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      buffer.set(chunk, length);
      length += chunk.byteLength;
    },
    bytes: () => buffer.subarray(0, length),
  };
}
