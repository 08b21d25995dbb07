/**
 * Browser side of buy links:
 * - records every followed retailer link (`a[data-click-kind]`) with one delegated listener, as a
 *   beacon to `POST /api/clicks` (it survives the navigation that follows);
 * - hides a price once it is more than 24 h old (DESIGN §8): a static page may outlive its build.
 */

export interface ClickBeacon {
  locale: string;
  kind: 'retailer' | 'marketplace';
  productId?: number;
  targetUrl: string;
  sourcePath: string;
}

/** Sends a click record without delaying navigation: sendBeacon, else a keepalive fetch. */
export function sendClick(payload: ClickBeacon): void {
  const body = JSON.stringify(payload);
  try {
    if (navigator.sendBeacon?.('/api/clicks', new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // fall through to fetch
  }
  fetch('/api/clicks', { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

function onClick(event: MouseEvent): void {
  if (event.type === 'auxclick' && event.button !== 1) return;
  const link = (event.target as Element | null)?.closest?.('a[data-click-kind]') as HTMLAnchorElement | null;
  if (!link) return;
  const kind = link.dataset.clickKind === 'marketplace' ? 'marketplace' : 'retailer';
  const productId = Number(link.dataset.productId);
  sendClick({
    locale: link.dataset.locale || location.pathname.split('/')[1] || 'br',
    kind,
    ...(Number.isInteger(productId) && productId > 0 ? { productId } : {}),
    targetUrl: link.href,
    sourcePath: location.pathname,
  });
}

function hideExpiredPrices(now = Date.now()): void {
  let hidden = false;
  for (const el of document.querySelectorAll<HTMLElement>('[data-price-expires]')) {
    const expires = Date.parse(el.dataset.priceExpires ?? '');
    if (Number.isFinite(expires) && now > expires) {
      el.hidden = true;
      hidden = true;
    }
  }
  if (hidden && !document.querySelector('[data-price-expires]:not([hidden])')) {
    for (const el of document.querySelectorAll<HTMLElement>('[data-price-disclaimer]')) el.hidden = true;
  }
}

/** Installs both behaviours once per page. */
export function installOutboundTracking(): void {
  const w = window as Window & { __outboundTracking?: boolean };
  if (w.__outboundTracking) return;
  w.__outboundTracking = true;
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('auxclick', onClick, { capture: true });
  hideExpiredPrices();
}
