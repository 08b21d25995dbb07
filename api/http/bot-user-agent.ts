/**
 * Whether a request comes from a robot rather than a reader, by its User-Agent (the `isbot`
 * package's list: crawlers, link checkers, HTTP libraries, headless browsers). A request with no
 * User-Agent counts as a robot too: every browser sends one.
 */
import { isbot } from 'isbot';

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}
