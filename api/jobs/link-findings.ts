/**
 * The link check's findings per product (issue 15 item 4), from the verdicts check-links.ts
 * gathered: which kinds it found (with what it saw) and which it can say are gone. A kind whose
 * check could not answer is in neither list, so a bad night never clears a finding.
 *
 * - broken: the retailer does not serve the item, or the marketplace page is gone (404/410) or
 *   outside the allowlist;
 * - unavailable: the retailer serves the item but it cannot be bought (sold out, no longer sold);
 * - redirected: the marketplace link answers with a redirect (where it leads is in the detail);
 * - tag_missing: the product's region has no affiliate (partner) tag, so its buy links earn nothing.
 */
import type { FindingWrite } from '../../shared/db/queries/link-findings';
import type { LinkStatus } from '../../shared/db/schema';
import { MARKETPLACE_NAME } from '../../shared/marketplace';

/** One check's answer; 'unknown': it ran but could not tell, or could not run. */
export type Verdict = { status: LinkStatus | 'unknown'; detail: string | null; redirectedTo?: string };

export interface FindingsInput {
  id: number;
  locale: string;
  marketplaceUrl: string | null;
}

/** The findings to store and the kinds to clear, for every product. */
export function linkFindings(
  products: readonly FindingsInput[],
  affiliate: ReadonlyMap<number, Verdict>,
  marketplace: ReadonlyMap<number, Verdict>,
  taglessLocales: ReadonlySet<string>,
): { found: FindingWrite[]; cleared: Omit<FindingWrite, 'detail'>[] } {
  const found: FindingWrite[] = [];
  const cleared: Omit<FindingWrite, 'detail'>[] = [];
  for (const p of products) {
    const aff = affiliate.get(p.id) ?? { status: 'unknown', detail: null };
    const mk = p.marketplaceUrl ? marketplace.get(p.id) ?? { status: 'unknown', detail: null } : null;
    const set = (kind: FindingWrite['kind'], state: 'clear' | 'unknown' | { detail: string | null }) => {
      if (state === 'clear') cleared.push({ productId: p.id, kind });
      else if (state !== 'unknown') found.push({ productId: p.id, kind, detail: state.detail });
    };

    const checks = mk ? [aff, mk] : [aff];
    const dead = checks.filter((c) => c.status === 'dead');
    set('broken', dead.length ? { detail: dead.map((c) => c.detail).join('; ') } : checks.every((c) => c.status !== 'unknown') ? 'clear' : 'unknown');

    set('unavailable', aff.status === 'out_of_stock' ? { detail: aff.detail } : aff.status === 'unknown' ? 'unknown' : 'clear');

    if (!mk) set('redirected', 'clear');
    else if (mk.status === 'unknown') set('redirected', 'unknown');
    else set('redirected', mk.redirectedTo ? { detail: `${MARKETPLACE_NAME}: ${mk.detail} → ${mk.redirectedTo}` } : 'clear');

    set('tag_missing', taglessLocales.has(p.locale) ? { detail: `A região ${p.locale} não tem tag de afiliado: os links da Amazon não rendem comissão` } : 'clear');
  }
  return { found, cleared };
}
