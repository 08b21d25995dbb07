/**
 * Typed hooks for `/api/admin/clicks/*` (issue 15 item 5): the per-day series and the top products
 * and pages of a period. The answer shapes are the API's own (shared/schemas/click-analytics.ts).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { ClickDailyAnswer, ClickPeriod, TopPagesAnswer, TopProductsAnswer } from '../../../shared/schemas/click-analytics';

export type { ClickDailyAnswer, TopPagesAnswer, TopProductsAnswer };

const CLICKS_BASE = '/api/admin/clicks';

/** The screen's filters; empty strings are "all". */
export interface ClickFilters {
  days: ClickPeriod;
  locale: string;
  productId: string;
}

function params(f: ClickFilters, extra: Record<string, string | number> = {}) {
  const q: Record<string, string | number> = { days: f.days, ...extra };
  if (f.locale) q.locale = f.locale;
  if (f.productId) q.productId = f.productId;
  return q;
}

function useClicksQuery<T>(path: string, query: Record<string, string | number>) {
  return useQuery({
    queryKey: [CLICKS_BASE, path, query],
    queryFn: async ({ signal }) => (await apiRequest<T>('GET', `${CLICKS_BASE}/${path}`, query, { signal }))!,
    // A filter change keeps the old chart on screen until the new answer arrives (no flash).
    placeholderData: keepPreviousData,
  });
}

export const useClicksDaily = (f: ClickFilters) => useClicksQuery<ClickDailyAnswer>('daily', params(f));
/** Top products of the period and region (not narrowed to the chosen product: the list also feeds the product filter). */
export const useTopClickedProducts = (f: ClickFilters, limit: number) => useClicksQuery<TopProductsAnswer>('top-products', params({ ...f, productId: '' }, { limit }));
export const useTopClickedPages = (f: ClickFilters, limit: number) => useClicksQuery<TopPagesAnswer>('top-pages', params(f, { limit }));
