/** Typed hook for the link check's findings (issue 15 item 4) of one product; their count is on the dashboard (./dashboard.ts). */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { FindingCounts, LinkFinding } from '../../../shared/schemas/link-findings';

export type { FindingCounts, LinkFinding };

/** GET /api/admin/products/:id/findings: the latest finding per kind. */
export function useProductFindings(productId: number) {
  const path = `/api/admin/products/${productId}/findings`;
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => apiRequest<{ items: LinkFinding[] }>('GET', path, undefined, { signal }),
  });
}
