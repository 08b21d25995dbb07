/**
 * API shapes of the link check's findings (issue 15 item 4): GET /api/admin/products/:id/findings
 * and the dashboard's count (api/routes/admin/link-findings.ts).
 */

/** What the link check can find wrong with a product, in the order the admin lists them. */
export const LINK_FINDING_KINDS = ['broken', 'unavailable', 'tag_missing', 'redirected'] as const;
export type LinkFindingKind = (typeof LINK_FINDING_KINDS)[number];

/** The latest finding of one kind about one product. */
export interface LinkFinding {
  kind: LinkFindingKind;
  /** What the check saw ('Amazon: ItemNotAccessible', 'Mercado Livre: HTTP 301 → https://…'). */
  detail: string | null;
  /** When the check last found it (ISO UTC). */
  foundAt: string;
}

/** The dashboard's count. */
export interface FindingCounts {
  /** Products with at least one finding. */
  products: number;
  /** Products with a finding of each kind. */
  byKind: Record<LinkFindingKind, number>;
}
