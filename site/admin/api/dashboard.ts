/**
 * GET /api/admin/dashboard (issue 26 item 2): everything the admin home shows, in one call. Asked
 * again every 10 s while a build on it is queued or running, so its state and progress move.
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { DashboardAnswer } from '../../../shared/schemas/dashboard';
import { isBuildActive } from './builds';

export type { DashboardActivity, DashboardAnswer, DashboardBuild, DashboardFinding, DashboardItem } from '../../../shared/schemas/dashboard';

export const DASHBOARD_PATH = '/api/admin/dashboard';
const ACTIVE_BUILD_POLL_MS = 10_000;

export function useDashboard() {
  return useQuery({
    queryKey: [DASHBOARD_PATH],
    queryFn: ({ signal }) => apiRequest<DashboardAnswer>('GET', DASHBOARD_PATH, undefined, { signal }),
    refetchInterval: (query) => (query.state.data?.builds.some(isBuildActive) ? ACTIVE_BUILD_POLL_MS : false),
    staleTime: 0,
  });
}
