/**
 * Debian's Chromium for browser tests (never a downloaded browser). Missing Chromium skips the
 * browser suites unless REQUIRE_BROWSER=1, which turns the skip into a failure (DESIGN §6).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Why browser tests cannot run here, or undefined when they can. */
export function browserSkipReason(): string | undefined {
  return existsSync(CHROMIUM_PATH) ? undefined : `Chromium not found at ${CHROMIUM_PATH}`;
}

/** Flags headless Chromium needs on these machines: no sandbox as root, no calls home (bench/lighthouse.ts too). */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

/**
 * A reader's desktop Chrome. Headless Chromium says "HeadlessChrome", which the click counter
 * rightly takes for a robot (api/http/bot-user-agent.ts): tests that act as a reader whose clicks
 * must count set this on their context.
 */
export const READER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
