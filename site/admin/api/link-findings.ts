/** Typed hooks for the link check's findings (issue 15 item 4): one product's, and the dashboard count. */
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

/** GET /api/admin/dashboard: how many products have findings. */
export function useDashboard() {
  return useQuery({
    queryKey: ['/api/admin/dashboard'],
    queryFn: ({ signal }) => apiRequest<{ linkFindings: FindingCounts; pendingReview: { posts: number; reviews: number } }>('GET', '/api/admin/dashboard', undefined, { signal }),
  });
}
