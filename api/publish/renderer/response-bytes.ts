/**
 * The bytes of a rendered page without reading its Response's stream. Astro encodes a page into
 * one Uint8Array and wraps it in a Response; reading it back through `arrayBuffer()` drains a web
 * stream and copies the bytes twice: ~115 µs of a ~5 ms page (Node 20, a 35 KB page), several
 * times what encoding the page costs. So the thread that renders swaps in a Response that also keeps
 * the Uint8Array it was given (an ordinary Response in every other respect).
 */
const KEPT = Symbol.for('site.renderedBytes');

interface KeepingResponse extends Response {
  [KEPT]?: Uint8Array;
}

/** Makes this thread's Responses keep a Uint8Array body (idempotent); before the bundle renders. */
export function keepResponseBytes(): void {
  if ((globalThis.Response as { keepsBytes?: boolean }).keepsBytes) return;
  const Base = globalThis.Response;
  class BytesResponse extends Base {
    static readonly keepsBytes = true;
    constructor(body?: BodyInit | null, init?: ResponseInit) {
      super(body, init);
      if (body instanceof Uint8Array) (this as KeepingResponse)[KEPT] = body;
    }
  }
  globalThis.Response = BytesResponse as typeof Response;
}

/** A Response's body as bytes: the array it was made from when it kept one, else read from its stream. */
export async function responseBytes(response: Response): Promise<Uint8Array> {
  const kept = (response as KeepingResponse)[KEPT];
  // A body already read (or locked) is not the kept array's to give.
  if (kept && !response.bodyUsed) return kept;
  return new Uint8Array(await response.arrayBuffer());
}
