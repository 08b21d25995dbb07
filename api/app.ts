/**
 * The Hono application: middleware and routes, no I/O at import time. `api/server.ts` (Node) and
 * later `api/netlify.ts` (functions) wrap the same app.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from './deps';
import { apiNotFound, errorHandler, jsonError } from './http/errors';
import { refuseNulInUrl } from './http/url-nul';
import { createRecordingPublisher } from './publish/publisher';
import { isMediaUpload } from './auth/require-admin';
import { adminRoutes } from './routes/admin';
import { clickRoutes } from './routes/clicks';
import { contactRoutes } from './routes/contact';
import { demoRetailerImageRoutes } from './retailer/demo-images';
import { openApiRoutes } from './routes/openapi';
import { sharedIsolatedMarkdown } from '../shared/markdown/isolated';
import { previewLinkRoutes } from './routes/preview-link';
import { PUBLIC_ROUTES, publicRoutes } from './routes/public';

/** Largest request body any route accepts; bigger uploads are refused before they are read. */
export const MAX_BODY_BYTES = 256 * 1024;


export type { AppDeps } from './deps';

/** Builds the API app. Everything it touches comes in through `deps`. */
export function createApp(deps: Partial<AppDeps> & Pick<AppDeps, 'db'>) {
  const full: AppDeps = { now: () => new Date(), ...deps };
  full.markdown ??= sharedIsolatedMarkdown();
  full.publisher ??= createRecordingPublisher((line) => (full.log ?? console.log)(line));
  // Every change an admin save or job run reports clears the cached public answers.
  if (full.responseCache) full.publisher = full.responseCache.invalidating(full.publisher);
  // A rename or delete records redirects in its transaction: the server's cached answers go too.
  if (full.contentRedirects) full.publisher = full.contentRedirects.invalidating(full.publisher);
  const app = new Hono();
  app.onError(errorHandler({ log: full.log }));

  const api = new Hono();
  // First, so a hit skips all the rest: the stored answer already carries the headers they add.
  if (full.responseCache) api.on('GET', [...PUBLIC_ROUTES], full.responseCache.middleware());
  api.use(
    secureHeaders({
      // The API answers JSON only: nothing may be framed, scripted or embedded.
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      crossOriginResourcePolicy: 'same-origin',
    }),
    refuseNulInUrl(),
  );
  const smallBodies = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => jsonError(c, 413, 'payload_too_large', `Request body is larger than ${MAX_BODY_BYTES} bytes`),
  });
  // An image upload has its own, larger limit (api/routes/admin/media.ts, MEDIA_MAX_BYTES).
  api.use((c, next) => (isMediaUpload(c) ? next() : smallBodies(c, next)));
  api.route('/', publicRoutes(full));
  api.route('/', contactRoutes(full));
  api.route('/', clickRoutes(full));
  api.route('/', openApiRoutes());
  api.route('/admin', adminRoutes(full));
  // A sub-app's notFound is not consulted once mounted, so unknown API paths end here.
  api.all('*', apiNotFound);
  // Before the API's own headers: a preview link answers an HTML page with the pages' CSP.
  app.route('/api', previewLinkRoutes(full));
  app.route('/api', api);
  // The demo corpus's product pictures (shared/demo-retailer-images.ts): drawn here, so `npm start`
  // shows them on a machine with no network.
  app.route('/', demoRetailerImageRoutes());
  return app;
}
