/**
 * Debian's Chromium for browser tests (never a downloaded browser). Missing Chromium skips the
 * browser suites unless REQUIRE_BROWSER=1, which turns the skip into a failure (DESIGN §6).
 */
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../shared/chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser } from '../shared/chromium';

/** Why browser tests cannot run here, or undefined when they can. */
export function browserSkipReason(): string | undefined {
  return existsSync(CHROMIUM_PATH) ? undefined : `Chromium not found at ${CHROMIUM_PATH}`;
}

/**
 * A reader's desktop Chrome. Headless Chromium says "HeadlessChrome", which the click counter
 * rightly takes for a robot (api/http/bot-user-agent.ts): tests that act as a reader whose clicks
 * must count set this on their context.
 */
export const READER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
