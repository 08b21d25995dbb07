/**
 * Typed hooks for `/api/admin/builds` (issue 5: the publisher's build_runs). A build that is
 * queued or running is polled every second, so the pre-render screen shows live progress; a
 * finished one is read once. The shapes are the API's own (type-only import: no database code
 * reaches the browser bundle).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { BuildKind, BuildRun, BuildRunDetail, BuildStatus, IndexNowStatus, PurgeStatus } from '../../../shared/db/queries/build-runs';
import type { ListPage } from './types';

export type { BuildKind, BuildRun, BuildStatus, IndexNowStatus, PurgeStatus };

/** `GET /api/admin/builds/{id}`: the row and its log. */
export type BuildDetail = BuildRunDetail;

export const BUILDS_BASE = '/api/admin/builds';

/** How often an unfinished build is asked about (the screen promises live progress). */
export const BUILD_POLL_MS = 1000;

/** True while the publisher has not finished with the build. */
export function isBuildActive(build: Pick<BuildRun, 'status'> | null | undefined): boolean {
  return build?.status === 'queued' || build?.status === 'running';
}

/** A page of the history, newest first; asked again every second while it shows an unfinished build. */
export function useBuilds(params: { limit: number; offset: number; kind?: BuildKind }) {
  return useQuery({
    queryKey: [BUILDS_BASE, params],
    queryFn: ({ signal }) => apiRequest<ListPage<BuildRun>>('GET', BUILDS_BASE, params, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(isBuildActive) ? BUILD_POLL_MS : false),
  });
}

/** One build with its log, polled every second while it is queued or running. */
export function useBuild(id: number | null | undefined) {
  return useQuery({
    queryKey: [BUILDS_BASE, 'item', id],
    queryFn: ({ signal }) => apiRequest<BuildDetail>('GET', `${BUILDS_BASE}/${id}`, undefined, { signal }),
    enabled: typeof id === 'number',
    refetchInterval: (query) => (isBuildActive(query.state.data) ? BUILD_POLL_MS : false),
    // A running build's row changes every second: never serve a stale copy when the screen opens.
    staleTime: 0,
  });
}

/**
 * POST /api/admin/builds: queues a full build (or joins the one already queued). The answer's
 * build is null where the build runs elsewhere (Netlify's build hook) and has no row here.
 */
export function useStartBuild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest<{ build: BuildRun | null }>('POST', BUILDS_BASE, {}))?.build ?? null,
    onSuccess: () => client.invalidateQueries({ queryKey: [BUILDS_BASE] }),
  });
}
