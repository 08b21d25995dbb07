/**
 * POST /api/clicks: records a followed buy link (retailer or marketplace). Sent by the pages with
 * `navigator.sendBeacon`, so text/plain bodies are read as JSON too. Only links to the locale's
 * retailer store or an allowlisted marketplace are recorded: the table is not a free-form log.
 * A robot's click (by User-Agent, ../http/bot-user-agent.ts) is checked like any other and then
 * answered 204 without a row, so crawlers that follow buy links do not count as readers. Nothing
 * about the sender is stored: the address only keys the in-memory rate limit.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { insertClick, productExists } from '../../shared/db/queries/clicks';
import { getLocaleConfig } from '../../shared/db/queries/locale-configs';
import { LOCALE_INFO, type Locale } from '../../shared/locales';
import { isAllowedMarketplaceUrl } from '../../shared/marketplace';
import { clickPayloadSchema, type ClickPayload } from '../../shared/schemas/click';
import type { AppDeps } from '../deps';
import { isBotUserAgent } from '../http/bot-user-agent';
import { requestAddressBlock } from '../http/client-ip';
import { ApiError, jsonError, methodNotAllowed } from '../http/errors';
import { readJsonBody } from '../http/json-body';
import { sameOriginOnly } from '../http/same-origin';
import { originRefusalRecorder } from '../audit/security-events';
import { createMemoryRateLimiter, type MemoryRateLimitOptions } from '../http/memory-rate-limit';

export const CLICK_MAX_BODY_BYTES = 8 * 1024;

/** Per client IP and process: far above what a person clicks, enough to stop a flood. */
export const CLICK_RATE_LIMIT: MemoryRateLimitOptions = { windowMs: 60_000, max: 30 };

/** True when `host` is `domain` or one of its subdomains (never `evil-domain` or `domain.evil`). */
function hostMatches(host: string, domain: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  const d = domain.toLowerCase().replace(/^www\./, '');
  return h === d || h.endsWith(`.${d}`);
}

/** The locale's retailer store: its configured domain (admin-editable), else the fixed default. */
async function retailerDomain(deps: AppDeps, locale: Locale): Promise<string> {
  return (await getLocaleConfig(deps.db, locale))?.amazonDomain || LOCALE_INFO[locale].retailerDomain;
}

async function checkTarget(deps: AppDeps, click: ClickPayload): Promise<void> {
  const bad = (message: string) => new ApiError(400, 'bad_request', message, [{ path: 'targetUrl', message }]);
  if (click.kind === 'marketplace') {
    if (!isAllowedMarketplaceUrl(click.targetUrl)) throw bad('targetUrl must be an https link to an allowed marketplace');
    return;
  }
  const domain = await retailerDomain(deps, click.locale);
  const url = new URL(click.targetUrl);
  if (url.protocol !== 'https:' || !hostMatches(url.hostname, domain)) {
    throw bad(`targetUrl must be an https link to the retailer store of locale '${click.locale}' (${domain})`);
  }
}

export function clickRoutes(deps: AppDeps, limit: MemoryRateLimitOptions = CLICK_RATE_LIMIT) {
  const limiter = createMemoryRateLimiter(limit);
  const app = new Hono();
  app.post(
    '/clicks',
    // A text/plain POST needs no preflight, so another site could forge one: refuse foreign origins.
    sameOriginOnly(originRefusalRecorder(deps)),
    bodyLimit({
      maxSize: CLICK_MAX_BODY_BYTES,
      onError: (c) => jsonError(c, 413, 'payload_too_large', `A click is at most ${CLICK_MAX_BODY_BYTES} bytes`),
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const wait = limiter.hit(requestAddressBlock(c, deps), deps.now());
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        return jsonError(c, 429, 'rate_limited', `Too many clicks from this address: try again in ${wait} s`);
      }
      const click = await readJsonBody(c, clickPayloadSchema, { alsoAccept: ['text/plain'] });
      await checkTarget(deps, click);
      if (click.productId != null && !(await productExists(deps.db, click.productId))) {
        const message = `productId ${click.productId} does not name a product`;
        throw new ApiError(400, 'bad_request', message, [{ path: 'productId', message }]);
      }
      if (isBotUserAgent(c.req.header('user-agent'))) return c.body(null, 204);
      await insertClick(deps.db, click, deps.now());
      return c.body(null, 204);
    },
  );
  app.all('/clicks', methodNotAllowed(['POST']));
  return app;
}
