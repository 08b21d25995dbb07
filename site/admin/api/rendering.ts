/**
 * Typed hooks for `/api/admin/rendering/*` (issue 5): how each route type is rendered, when each
 * written page was last rendered, re-rendering one URL now, and the crawler's-eye preview (the same
 * renderer, nothing written). The payload and answer shapes are shared with the API
 * (shared/schemas/publishing.ts), so the screen and the routes cannot drift apart.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { cleanParams, type ListParams } from './resource';
import type { DeliveryMode, LivePage, PreviewRequest, PreviewResult, RenderResult, RouteInfo } from '../../../shared/schemas/publishing';
import type { ListPage } from './types';

export type { PreviewRequest, PreviewResult, RenderResult };

export type RenderMode = DeliveryMode;

/** One route type of the site and how it reaches the visitor (label in pt-BR). */
export type RenderRoute = RouteInfo;

/** One written page of the live site. */
export type RenderedPage = LivePage;

export const RENDERING_BASE = '/api/admin/rendering';
const PAGES_PATH = `${RENDERING_BASE}/pages`;

/** Every route type (a short fixed table). */
export function useRenderRoutes() {
  return useQuery({
    queryKey: [`${RENDERING_BASE}/routes`],
    queryFn: ({ signal }) => apiRequest<{ items: RenderRoute[] }>('GET', `${RENDERING_BASE}/routes`, undefined, { signal }),
  });
}

/** A page of the written pages, filtered by `q` (path text) and `locale`. */
export function useRenderedPages(params: ListParams) {
  return useQuery({
    queryKey: [PAGES_PATH, cleanParams(params)],
    queryFn: ({ signal }) => apiRequest<ListPage<RenderedPage>>('GET', PAGES_PATH, cleanParams(params), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/rendering/render: re-renders one path now; the pages list is read again after. */
export function useRenderNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (path: string) => (await apiRequest<RenderResult>('POST', `${RENDERING_BASE}/render`, { path }))!,
    onSuccess: () => client.invalidateQueries({ queryKey: [PAGES_PATH] }),
  });
}

/** POST /api/admin/rendering/preview: a mutation because each click renders anew (nothing cached). */
export function usePreviewRender() {
  return useMutation({
    mutationFn: async (request: PreviewRequest) => (await apiRequest<PreviewResult>('POST', `${RENDERING_BASE}/preview`, request))!,
  });
}
