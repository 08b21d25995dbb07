/**
 * Publishes content changes without a deploy (issue 23; api/netlify-render.ts): a background
 * function (its name ends in -background), so Netlify answers the signed POST of the API or a
 * scheduled job with 202 at once and lets the render run up to 15 minutes.
 */
import { createNetlifyRenderHandler } from '../../api/netlify-render';

export default createNetlifyRenderHandler();
