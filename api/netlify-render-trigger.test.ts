import { expect, it } from 'vitest';
import { createRenderTrigger, readRenderRequest, RENDER_FUNCTION_PATH, renderSigningKey, SIGNATURE_HEADER } from './netlify-render-trigger';
import type { ContentChange } from './publish/publisher';

const key = renderSigningKey('postgres://u@db.example/site');
const change: ContentChange = { entity: 'post', action: 'update', id: 7, locales: ['br'], slugBefore: 'a', slugAfter: 'a' };
const NOW = new Date('2026-11-27T12:00:00Z');

/** The request the trigger sends, captured instead of sent. */
async function sent(at = NOW, status = 202): Promise<{ req: Request; error?: unknown }> {
  let req: Request | undefined;
  const trigger = createRenderTrigger({ origin: 'https://site.netlify.app', key, now: () => at, fetch: async (input, init) => ((req = new Request(input, init)), new Response(null, { status })) });
  const error = await trigger([change]).then(() => undefined, (err: unknown) => err);
  return { req: req!, error };
}

it('POSTs the changes to the background function, signed, and reads them back', async () => {
  const { req } = await sent();
  expect(`${req.method} ${req.url}`).toBe(`POST https://site.netlify.app${RENDER_FUNCTION_PATH}`);
  expect(await readRenderRequest(req, key, NOW)).toEqual({ changes: [change] });
});

it('refuses an unsigned, altered, foreign-keyed or stale request before reading its changes', async () => {
  const { req } = await sent();
  const body = await req.clone().text();
  const unsigned = new Request(req.url, { method: 'POST', body });
  expect(await readRenderRequest(unsigned, key, NOW)).toEqual({ status: 401, message: 'bad or missing signature' });
  const altered = new Request(req.url, { method: 'POST', body: body.replace('"id":7', '"id":8'), headers: { [SIGNATURE_HEADER]: req.headers.get(SIGNATURE_HEADER)! } });
  expect(await readRenderRequest(altered, key, NOW)).toMatchObject({ status: 401 });
  expect(await readRenderRequest(req.clone(), renderSigningKey('postgres://other/db'), NOW)).toMatchObject({ status: 401 });
  const stale = await sent(new Date(NOW.getTime() - 10 * 60_000));
  expect(await readRenderRequest(stale.req, key, NOW)).toEqual({ status: 400, message: 'request too old or undated' });
  expect(await readRenderRequest(new Request(req.url), key, NOW)).toEqual({ status: 405, message: 'POST only' });
});

it('throws when the function does not accept the request, so the publisher logs it', async () => {
  const { error } = await sent(NOW, 500);
  expect(String(error)).toBe('Error: the render function answered HTTP 500');
});
