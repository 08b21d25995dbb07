/**
 * The IndexNow key file of the self-hosted site (issue 27 item 4): `/{INDEXNOW_KEY}.txt` answers
 * the key as text/plain, the proof of ownership the search engines fetch before trusting a
 * submission. Served from the environment rather than dist/, so setting or changing the key takes
 * effect at the next start without a rebuild. (Netlify serves the file content-scripts/netlify-fallbacks.ts
 * writes into the deploy.)
 */
import { Hono } from 'hono';
import { keyFile } from '../publish/indexnow/protocol';

/** The key file's route, as a Hono app to mount at `/` before the built site. */
export function indexNowKeyRoute(key: string) {
  const file = keyFile(key);
  return new Hono().get(file.path, (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.text(file.body);
  });
}
