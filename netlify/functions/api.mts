/**
 * The API as one Netlify Function at /api/* (api/netlify.ts). Netlify bundles this file and what it
 * imports; the environment (DATABASE_URL, NETLIFY_BUILD_HOOK_URL, SITE_URL) is read on the first call.
 */
import { createNetlifyHandler } from '../../api/netlify';

export default createNetlifyHandler();

export const config = { path: '/api/*' };
