/**
 * Hostile content for the security browser test (issue 6 item 3): script and event-handler
 * payloads written into every text field the way an editor or a visitor would write them (the
 * admin API and POST /api/contact over HTTP), and the checks a page must pass once it shows them.
 *
 * Each payload would, if it ever became markup, run a dialog, set `window.__pwned`, or create an
 * element carrying `data-pwn` or an `on…` handler: the page checks look for exactly those traces.
 */
import type { Page } from 'playwright-core';
import { AdminSession } from './resilience/admin-http';

/** The flag every script payload sets; it must stay unset on every page. */
export const FLAG = '__pwned';

/** One payload per trick; the field payloads below are made of these. */
export const VECTORS = [
  `<script>window.${FLAG}=1</script>`,
  `"><img src=x onerror=alert(2) data-pwn>`,
  `'><svg onload=alert(3) data-pwn>`,
  `</script><script>window.${FLAG}=4</script>`,
  `</SCRIPT><img src=x onerror=alert(5) data-pwn>`,
  `<details open ontoggle=alert(6) data-pwn>`,
  `<a href="javascript:alert(7)" data-pwn>a</a>`,
  `[b](javascript:alert(8))`,
  `<iframe srcdoc="<script>parent.${FLAG}=9</script>" data-pwn></iframe>`,
  `<!--<script>`,
  "{{constructor.constructor('alert(10)')()}}",
  '${alert(11)}',
  '&lt;i&gt;',
  'x\u2028y\u2029z',
] as const;

/** At most 100 characters (site names, category names, brand, keyword, contact name). */
export const SHORT = `Hx"'><svg onload=alert(1) data-pwn></SCRIPT><script>window.${FLAG}=1</script>{{a}}\${b}`;
/** At most 200 characters (titles, subjects). */
export const TITLE = `Hostil ${VECTORS.slice(0, 5).join('')}`;
/** At most 500 characters (excerpts). */
export const MEDIUM = VECTORS.slice(0, 12).join(' ');
/** Every vector (verdicts, settings, contact messages). */
export const LONG = VECTORS.join(' ');

/** A Markdown body: the vectors as text and the Markdown ways to smuggle a script link or handler. */
export function markdownBody(asin: string): string {
  return [
    `## ${TITLE}`,
    LONG,
    '[link](javascript:alert(20)) ![img](javascript:alert(21)) <javascript:alert(22)> [ref][r] [data](data:text/html,<script>alert(23)</script>)',
    '[r]: javascript:alert(24)',
    '<div onmouseover="alert(25)" data-pwn>html block</div>',
    '<img src=x onerror=alert(26)>',
    `::product{asin="${asin}"}`,
    '::product{asin="x\\" onerror=alert(27) data-pwn=\\""}',
    '| a | b |\n|---|---|\n| <svg onload=alert(28)> | `</script>` |',
    '```html\n<script>alert(29)</script>\n```',
  ].join('\n\n');
}

/** https image URL with an attribute breaker in its query (valid for the URL schema). */
export const IMAGE_URL = `https://img.example/a.jpg?q="><img/src=x/onerror=alert(30)>'`;
/** An allowlisted marketplace URL that would close a script element if written into one raw. */
export const MARKETPLACE_URL = `https://www.mercadolivre.com.br/p?q=</SCRIPT><svg/onload=alert(31)>`;

export const ASIN = 'B0HOSTILE1';

/** The locales the hostile site publishes in; es and us stay coming-soon (their pages show the site name). */
export const ACTIVE_LOCALES = ['br', 'it', 'mx'];

export interface HostileIds {
  categoryId: number;
  /** By active locale. */
  posts: Record<string, { id: number; slug: string }>;
  products: Record<string, { id: number; slug: string }>;
  reviews: Record<string, { id: number; slug: string }>;
}

/**
 * Writes the hostile corpus through the admin API: locale configs and settings, one category, and
 * per active locale a product, a review of it and a post that embeds it, all published; then one
 * contact message through the public form's endpoint.
 */
export async function writeHostileContent(baseUrl: string, admin: { username: string; password: string }, today: string): Promise<HostileIds> {
  const session = await AdminSession.login(baseUrl, admin.username, admin.password);
  const call = (method: string, path: string, body: unknown) => session.json<{ id: number }>(method, path, body);
  for (const locale of ['br', 'it', 'mx', 'es', 'us']) {
    await call('POST', '/api/admin/locale-configs', { locale, status: ACTIVE_LOCALES.includes(locale) ? 'active' : 'coming_soon', siteName: SHORT, currencySymbol: `"'><i>` });
  }
  await call('POST', '/api/admin/settings', { key: 'site_name', value: SHORT });
  await call('POST', '/api/admin/settings', { key: 'hostile_note', value: LONG });
  const names = Object.fromEntries(['br', 'it', 'mx', 'es', 'us'].map((l) => [l, SHORT]));
  const { id: categoryId } = await call('POST', '/api/admin/categories', { slug: 'hostil', names });

  const ids: HostileIds = { categoryId, posts: {}, products: {}, reviews: {} };
  for (const locale of ACTIVE_LOCALES) {
    const product = await call('POST', '/api/admin/products', {
      locale, slug: 'produto-hostil', asin: ASIN, title: TITLE, brand: SHORT, imageUrl: IMAGE_URL, categoryId,
      launchDate: today, rating: 4.5, ratingCount: 10, status: 'published', translationKey: SHORT,
      ...(locale === 'br' ? { marketplaceUrl: MARKETPLACE_URL } : {}),
    });
    ids.products[locale] = { id: product.id, slug: 'produto-hostil' };
    const review = await call('POST', '/api/admin/reviews', {
      locale, slug: 'avaliacao-hostil', productId: product.id, title: TITLE, excerpt: MEDIUM, body: markdownBody(ASIN),
      rating: 4.5, pros: VECTORS.slice(0, 7), cons: VECTORS.slice(7), verdict: LONG, status: 'published', translationKey: SHORT,
    });
    ids.reviews[locale] = { id: review.id, slug: 'avaliacao-hostil' };
    const post = await call('POST', '/api/admin/posts', {
      locale, slug: 'post-hostil', title: TITLE, excerpt: MEDIUM, content: markdownBody(ASIN), imageUrl: IMAGE_URL,
      categoryId, keyword: SHORT, status: 'published', translationKey: SHORT,
    });
    ids.posts[locale] = { id: post.id, slug: 'post-hostil' };
  }

  const contact = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ locale: 'br', name: SHORT, email: 'visitante@example.com', subject: TITLE, message: LONG }),
  });
  if (contact.status !== 201) throw new Error(`POST /api/contact: ${contact.status} ${await contact.text()}`);
  return ids;
}

/** What a page holds that hostile content could have put there. */
export interface Traces {
  /** Elements the payloads would create: `on…` handlers, `data-pwn`, script URLs, frames. */
  injected: string[];
  /** `window.__pwned` (undefined when no payload ran). */
  flag: unknown;
  /** JSON-LD blocks that do not parse. */
  badJsonLd: string[];
  /** JSON-LD blocks, parsed. */
  jsonLd: unknown[];
  /** The page's text (document.title and body). */
  text: string;
}

/** Looks for every trace a payload would leave in the current document. */
export function traces(page: Page): Promise<Traces> {
  return page.evaluate((flag) => {
    const injected: string[] = [];
    const describe = (el: Element) => el.outerHTML.slice(0, 160);
    const SCRIPT_URL = /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i;
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on') || name === 'data-pwn' || name === 'srcdoc') injected.push(`${name}: ${describe(el)}`);
        else if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(name) && SCRIPT_URL.test(attr.value)) injected.push(`${name}=${attr.value}: ${describe(el)}`);
      }
      if (['IFRAME', 'OBJECT', 'EMBED', 'BASE', 'FRAME'].includes(el.tagName)) injected.push(`element: ${describe(el)}`);
      if (el.tagName === 'META' && /refresh/i.test(el.getAttribute('http-equiv') ?? '')) injected.push(`meta refresh: ${describe(el)}`);
      // A script holding the payload's code as code (not inside JSON data) was injected.
      if (el.tagName === 'SCRIPT' && !/json/i.test(el.getAttribute('type') ?? '') && /window\.__pwned=|parent\.__pwned=/.test(el.textContent ?? '')) injected.push(`script: ${describe(el)}`);
    }
    const jsonLd: unknown[] = [];
    const badJsonLd: string[] = [];
    for (const el of document.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        jsonLd.push(JSON.parse(el.textContent ?? ''));
      } catch {
        badJsonLd.push((el.textContent ?? '').slice(0, 200));
      }
    }
    return { injected, flag: (window as unknown as Record<string, unknown>)[flag], badJsonLd, jsonLd, text: `${document.title}\n${document.body?.textContent ?? ''}` };
  }, FLAG);
}
