// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { fastReactRenderer } from './site/lib/react-renderer/index.mjs';
import { siteRenderer } from './site/lib/renderer/adapter.mjs';
import { fastUrlCheck } from './site/lib/renderer/fast-url-check.mjs';

// Pages are pre-rendered from the database at build time (DESIGN §1); SITE_URL is the canonical origin.
export default defineConfig({
  srcDir: './site',
  // Static files (favicon, share image) live beside the sources they belong to.
  publicDir: './site/public',
  // The build script points this at a fresh folder and swaps it in only when the build succeeded.
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  output: process.env.SITE_RENDERER ? 'server' : 'static',
  adapter: process.env.SITE_RENDERER ? siteRenderer() : undefined,
  site: process.env.SITE_URL || `http://localhost:${process.env.PORT || 4321}`,
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // Same HTML as the stock React renderer, one synchronous render per island (see the folder).
  integrations: [fastReactRenderer(react())],
  // A cheap answer to Astro's per-attribute URL check (see the file: ~5 % of a page's render).
  // Component scripts always load from /_astro/, never inline: the Content-Security-Policy allows
  // only the fixed inline scripts it knows by hash (api/static/script-hashes.ts), and a bundled
  // script's text changes with every edit. Other assets keep Vite's default limit.
  vite: {
    plugins: [fastUrlCheck()],
    build: { assetsInlineLimit: (/** @type {string} */ file) => (file.endsWith('.js') ? false : undefined) },
  },
  // No `telemetry` option: Astro has none and ignored it. Telemetry is off through the
  // ASTRO_TELEMETRY_DISABLED variable, which every command that runs Astro sets (package.json `dev`,
  // api/publish/renderer/bundle.ts, netlify.toml).
});
