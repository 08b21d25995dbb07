/** Typed hook of a product's price history (issue 27 item 1). */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { PriceHistoryAnswer } from '../../../shared/schemas/price-history';

/** GET /api/admin/products/:id/price-history?days=N. */
export function usePriceHistory(productId: number, days: number) {
  const path = `/api/admin/products/${productId}/price-history?days=${days}`;
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => apiRequest<PriceHistoryAnswer>('GET', path, undefined, { signal }),
  });
}
