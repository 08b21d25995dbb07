/**
 * The API as one Netlify Function at /api/* (api/netlify.ts), and the demo retailer's pictures. Netlify bundles this file and what it
 * imports; the environment (DATABASE_URL, NETLIFY_BUILD_HOOK_URL, SITE_URL) is read on the first call.
 */
import { createNetlifyHandler } from '../../api/netlify';

export default createNetlifyHandler();

// The demo corpus's product pictures (api/retailer/demo-images.ts) are drawn by the same app.
export const config = { path: ['/api/*', '/retailer-images/*'] };
