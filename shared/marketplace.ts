/**
 * The shopping marketplace of the br redirect page (SPEC §2: `/br/mercadolivre/{slug}`).
 *
 * One allowlist of hosts, shared by the redirect page (which refuses to send a visitor anywhere
 * else) and the clicks route (which refuses to record a click to anywhere else), so a tampered
 * `marketplace_url` can never turn the site into an open redirect.
 */

/** Route word of the marketplace redirect page under /br (also a reserved slug, see locales.ts). */
export const MARKETPLACE_WORD = 'mercadolivre';

/** Display name of the marketplace, for link texts ('Ver no Mercado Livre'). */
export const MARKETPLACE_NAME = 'Mercado Livre';

/** Hosts a marketplace redirect may lead to: exact names, no wildcard, https only. */
export const MARKETPLACE_HOSTS: readonly string[] = [
  'mercadolivre.com.br',
  'www.mercadolivre.com.br',
  'produto.mercadolivre.com.br',
  'lista.mercadolivre.com.br',
  'click1.mercadolivre.com.br',
];

/**
 * True when `url` is an https URL whose host is in `MARKETPLACE_HOSTS` and that carries no
 * credentials (`https://user@host` tricks) and no non-default port.
 */
export function isAllowedMarketplaceUrl(url: string | null | undefined): boolean {
  if (typeof url !== 'string' || url === '') return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'https:' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.port === '' &&
    MARKETPLACE_HOSTS.includes(parsed.hostname.toLowerCase())
  );
}

/**
 * True when `host` is `domain` or one of its sub-domains (`www.amazon.com.br` for
 * `amazon.com.br`), compared without case. A look-alike such as `amazon.com.br.evil.example` or
 * `evilamazon.com.br` does not match.
 */
export function hostMatches(host: string, domain: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  const d = domain.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/[/.]+$/, '').replace(/^www\./, '');
  return d !== '' && (h === d || h.endsWith(`.${d}`));
}
