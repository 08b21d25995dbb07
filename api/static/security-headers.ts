/**
 * Security headers of the pages (DESIGN §7): the static site loads its own scripts and styles and
 * retailer images only; no third-party origin may run code.
 *
 * Inline scripts run only when their SHA-256 is listed (./script-hashes.ts): the theme bootstrap,
 * the remembered locale, the landing and marketplace redirects and Astro's island loaders, the same
 * texts on every page, the admin shell included. An injected `<script>` or `on…=` attribute does
 * not run. Styles keep 'unsafe-inline': pages carry `style` attributes (React `style` props, the
 * review filter's `display:none`) that hashes cannot allow without 'unsafe-hashes', and CSS cannot
 * run code.
 */
import { secureHeaders } from 'hono/secure-headers';
import { inlineScriptHashes } from './script-hashes';

/** The `script-src` sources: own files and the hashed inline scripts, never 'unsafe-inline'. */
export const PAGE_SCRIPT_SOURCES: readonly string[] = ["'self'", ...inlineScriptHashes()];

export const pageSecurityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'https:', 'data:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: [...PAGE_SCRIPT_SOURCES],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Pages may load retailer images from other origins.
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
