/** Typed hooks for `/api/admin/locale-configs` (keyed by locale code). */
import type { AdminLocaleConfig, LocaleConfigInput, LocaleConfigUpdateInput } from '../../../shared/schemas/locale-config';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { RetailerAccountItem } from '../lib/retailer-status';
import { createResourceHooks } from './resource';

export const localeConfigs = createResourceHooks<AdminLocaleConfig, LocaleConfigInput, LocaleConfigUpdateInput, string>('locale-configs');

/** GET /api/admin/locale-configs/retailer: each region's retailer account and last price refresh (no secret). */
export function useRetailerAccounts() {
  return useQuery({
    queryKey: ['/api/admin/locale-configs/retailer'],
    queryFn: ({ signal }) => apiRequest<{ items: RetailerAccountItem[] }>('GET', '/api/admin/locale-configs/retailer', undefined, { signal }),
  });
}
