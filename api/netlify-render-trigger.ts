/**
 * How the API and the scheduled functions hand a change to the background function that renders its
 * pages (netlify/functions/publish-pages-background.mts): a signed POST. A background function
 * answers 202 at once and runs up to 15 minutes, where a synchronous function (10 s) or a scheduled
 * one (30 s) could be cut off by a price refresh's hundreds of pages.
 *
 * The function's URL is public, so the body is signed with HMAC-SHA-256 under a key derived from
 * DATABASE_URL, a secret every function of the site has and nobody outside does; a request without a
 * valid signature, or older than five minutes, is refused before anything is read.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { ContentChange } from './publish/publisher';

export const RENDER_FUNCTION_PATH = '/.netlify/functions/publish-pages-background';
export const SIGNATURE_HEADER = 'x-render-signature';
const MAX_AGE_MS = 5 * 60_000;

/** The signing key of the render requests, derived from the database URL (never sent). */
export function renderSigningKey(databaseUrl: string): Buffer {
  return createHash('sha256').update(`publish-pages-background\0${databaseUrl}`).digest();
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('hex');

export interface RenderTriggerOptions {
  /** The site's origin the functions answer at (Netlify's `URL`). */
  origin: string;
  key: Buffer;
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}

/** Asks the background function to publish `changes`; throws when it did not accept them. */
export function createRenderTrigger({ origin, key, fetch: fetchImpl = fetch, now = () => new Date(), timeoutMs = 10_000 }: RenderTriggerOptions) {
  const url = new URL(RENDER_FUNCTION_PATH, origin);
  return async (changes: ContentChange[]): Promise<void> => {
    const body = JSON.stringify({ at: now().toISOString(), changes });
    const res = await fetchImpl(url, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(key, body) }, body, signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`the render function answered HTTP ${res.status}`);
  };
}

/** A render request read and checked: the changes, or the status and message of the refusal. */
export async function readRenderRequest(req: Request, key: Buffer, now = new Date()): Promise<{ changes: ContentChange[] } | { status: number; message: string }> {
  if (req.method !== 'POST') return { status: 405, message: 'POST only' };
  const body = await req.text();
  const given = Buffer.from(req.headers.get(SIGNATURE_HEADER) ?? '', 'hex');
  const expected = Buffer.from(sign(key, body), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 401, message: 'bad or missing signature' };
  let parsed: { at?: unknown; changes?: unknown };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return { status: 400, message: 'body is not JSON' };
  }
  const at = typeof parsed.at === 'string' ? Date.parse(parsed.at) : NaN;
  if (!Number.isFinite(at) || Math.abs(now.getTime() - at) > MAX_AGE_MS) return { status: 400, message: 'request too old or undated' };
  if (!Array.isArray(parsed.changes) || !parsed.changes.length) return { status: 400, message: 'changes must be a non-empty array' };
  return { changes: parsed.changes as ContentChange[] };
}
