/**
 * Daily link check (issue 5 item 4): flags products whose buy links no longer lead to something
 * a visitor can buy, so editors see them in the admin ('Link quebrado', 'Sem estoque').
 *
 * - Affiliate item: asked of the retailer's Creators API (same client and batches of 10 as the
 *   price job). An item the API does not serve (`ItemNotAccessible`, an invalid ASIN) is 'dead';
 *   an item without an offer, or out of stock, is 'out_of_stock'.
 * - Marketplace link (`products.marketplace_url`): an address outside the allowlist is 'dead'
 *   without being fetched; an allowed one gets a HEAD (GET fallback) with a timeout through the
 *   job's fetch; 404/410 is 'dead' (link-probe.ts).
 *
 * A product's flag is the worst of its checks. A check that could not give an answer (no
 * credentials, the API failing, a timeout, a 403) never clears a flag: when the other checks
 * are all fine the previous flag stays, so a bad night does not hide a dead link.
 * Findings (issue 15 item 4): besides the flag, each product keeps its latest finding per kind —
 * broken, unavailable, redirected (a marketplace link answering 3xx), tag missing (its region has
 * no affiliate tag) — in `product_link_findings` (./link-findings.ts says which). The admin
 * product screen lists them and the dashboard counts the products that have any.
 *
 * Flags and findings are admin information only; nothing public changes, so nothing is
 * republished (the boxes' "sold out" comes from the price job's availability).
 */
import { listActiveLocaleConfigs } from '../../shared/db/queries/locale-configs';
import { listRetailerProducts, writeLinkResults, type LinkWrite, type RetailerProduct } from '../../shared/db/queries/retailer';
import { writeLinkFindings } from '../../shared/db/queries/link-findings';
import type { LinkStatus } from '../../shared/db/schema';
import { isUnbuyable } from '../../shared/availability';
import { isAllowedMarketplaceUrl, MARKETPLACE_NAME } from '../../shared/marketplace';
import type { Locale } from '../../shared/locales';
import { RETAILER_NAME } from '../../shared/retailer';
import { configuredCreatorsClient } from '../../shared/retailer-api/configured-client';
import { RetailerApiError } from '../../shared/retailer-api/creators-client';
import { probeUrl } from '../retailer/link-probe';
import { itemBatches } from '../retailer/locale-batches';
import { linkFindings, type Verdict } from './link-findings';
import type { JobContext, JobDefinition, JobResult } from './types';

export const checkLinksJob: JobDefinition = {
  name: 'check-links',
  label: 'Verificar links',
  description: 'Verifica diariamente os links da Amazon e do Mercado Livre dos produtos e marca os quebrados ou sem estoque.',
  schedule: '30 4 * * *',
  run: checkLinks,
};


const SEVERITY: Record<LinkStatus, number> = { ok: 0, out_of_stock: 1, dead: 2 };
/** Marketplace pages checked at once: polite to the shop, quicker than one by one. */
const PROBE_CONCURRENCY = 4;

export async function checkLinks(ctx: JobContext, deps: { probeTimeoutMs?: number; sleep?: (ms: number) => Promise<void> } = {}): Promise<JobResult> {
  const configs = await listActiveLocaleConfigs(ctx.db);
  const products = await listRetailerProducts(ctx.db, configs.map((c) => c.locale));
  // Each region asks with its own account (issue 15); a region without one is not checked there.
  const clients = new Map(configs.map((c) => [c.locale, configuredCreatorsClient(ctx.env, c.locale as Locale, { fetch: ctx.fetch, log: ctx.log, sleep: deps.sleep })]));
  const client = [...clients.values()].some(Boolean);
  if (!client && !products.some((p) => p.marketplaceUrl)) return { status: 'skipped', summary: 'não configurado' };

  // Affiliate items, per locale marketplace.
  const affiliate = new Map<number, Verdict>();
  let apiFailure: RetailerApiError | null = null;
  if (client) {
    try {
      for await (const { products: batch, items } of itemBatches((locale) => clients.get(locale) ?? null, configs, products)) {
        for (const p of batch) {
          const item = items.get(p.asin);
          if (!item?.found) affiliate.set(p.id, { status: 'dead', detail: `${RETAILER_NAME}: ${item?.errorCode ?? 'item não devolvido pela API'}` });
          else if (isUnbuyable(item.availability)) affiliate.set(p.id, { status: 'out_of_stock', detail: `${RETAILER_NAME}: ${item.availability === 'unavailable' ? 'não é mais vendido' : 'sem oferta disponível'}` });
          else affiliate.set(p.id, { status: 'ok', detail: null });
        }
      }
    } catch (err) {
      if (!(err instanceof RetailerApiError)) throw err;
      apiFailure = err;
    }
  }

  // Marketplace links.
  const marketplace = new Map<number, Verdict>();
  const toProbe = products.filter((p) => p.marketplaceUrl);
  await eachLimited(toProbe, PROBE_CONCURRENCY, async (p) => {
    const url = p.marketplaceUrl!;
    if (!isAllowedMarketplaceUrl(url)) {
      marketplace.set(p.id, { status: 'dead', detail: `${MARKETPLACE_NAME}: endereço fora da lista permitida` });
      return;
    }
    const probe = await probeUrl(ctx.fetch, url, deps.probeTimeoutMs);
    marketplace.set(p.id, { status: probe.verdict, detail: probe.verdict === 'ok' ? probe.detail : `${MARKETPLACE_NAME}: ${probe.detail}`, redirectedTo: probe.redirectedTo });
  });

  const writes: LinkWrite[] = [];
  let unchecked = 0;
  for (const p of products) {
    // Products the API was not asked about (no credentials or tag, or it failed first) are unknown there.
    const verdict = combine(p, affiliate.get(p.id) ?? unknown('não verificado'), marketplace.get(p.id));
    if (verdict) writes.push(verdict);
    else unchecked += 1;
  }
  await writeLinkResults(ctx.db, writes, ctx.now().toISOString());
  const tagless = new Set(configs.filter((c) => !c.affiliateId.trim()).map((c) => c.locale));
  const findings = linkFindings(products, affiliate, marketplace, tagless);
  await writeLinkFindings(ctx.db, findings.found, findings.cleared, ctx.now().toISOString());

  const dead = writes.filter((w) => w.status === 'dead').length;
  const outOfStock = writes.filter((w) => w.status === 'out_of_stock').length;
  const parts = [`${writes.length} produto(s) verificado(s): ${dead} com link quebrado, ${outOfStock} sem estoque`, `${new Set(findings.found.map((f) => f.productId)).size} com problemas apontados`];
  if (unchecked) parts.push(`${unchecked} mantido(s) como estava(m) (sem resposta clara)`);
  if (!client) parts.push(`links da ${RETAILER_NAME} não verificados: não configurado`);
  if (apiFailure) return { status: 'failed', summary: `${parts.join('; ')}; verificação na ${RETAILER_NAME} interrompida: ${apiFailure.message}` };
  return { status: 'succeeded', summary: parts.join('; ') };
}

function unknown(detail: string): Verdict {
  return { status: 'unknown', detail };
}

/**
 * The product's new flag from its checks, or null to leave it as it is: nothing answered, or
 * every answer was fine while another check could not tell (never clear a flag on half the facts).
 */
function combine(product: RetailerProduct, affiliate: Verdict, marketplace: Verdict | undefined): LinkWrite | null {
  const checks = marketplace ? [affiliate, marketplace] : [affiliate];
  const known = checks.filter((c): c is { status: LinkStatus; detail: string | null } => c.status !== 'unknown');
  if (known.length === 0) return null;
  const worst = known.reduce((a, b) => (SEVERITY[b.status] > SEVERITY[a.status] ? b : a));
  if (worst.status === 'ok' && known.length < checks.length && product.linkStatus !== null && product.linkStatus !== 'ok') return null;
  const problems = known.filter((c) => c.status !== 'ok').map((c) => c.detail);
  return { id: product.id, status: worst.status, error: problems.length ? problems.join('; ') : null };
}

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
