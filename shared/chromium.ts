/**
 * Debian's Chromium, launched headless (never a downloaded browser): the share-card renderer, the
 * Lighthouse bench and the browser tests all start it the same way.
 */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags headless Chromium needs on these machines: no sandbox as root, no calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

/** Starts headless Chromium with CHROMIUM_ARGS. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
