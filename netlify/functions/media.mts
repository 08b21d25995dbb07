/**
 * The media library's files at /media/* (api/netlify.ts createNetlifyMediaHandler), read from the
 * site's Netlify Blobs store `media`; answers carry a year's immutable cache, so the CDN serves
 * each file after its first request.
 */
import { createNetlifyMediaHandler } from '../../api/netlify';

export default createNetlifyMediaHandler();

export const config = { path: '/media/*' };
