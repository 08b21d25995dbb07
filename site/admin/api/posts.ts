/** Typed hooks for `/api/admin/posts` and the Markdown preview. */
import { useQuery } from '@tanstack/react-query';
import type { AdminPost, PostInput, PostUpdateInput } from '../../../shared/schemas/post';
import type { Locale } from '../../../shared/locales';
import { apiRequest } from '../../lib/api';
import { createResourceHooks } from './resource';

export type AdminPostSummary = Omit<AdminPost, 'content' | 'authorIds'>;

export const posts = createResourceHooks<AdminPost, PostInput, PostUpdateInput>('posts');

export interface PreviewInput {
  locale: Locale;
  title: string;
  content: string;
}

export interface PreviewResult {
  title: string;
  html: string;
}

/**
 * The post rendered by the public pipeline (POST /api/admin/preview/post). `input` should already
 * be debounced: every distinct value is one request, and identical values share a cache entry.
 */
export function usePostPreview(input: PreviewInput, enabled = true) {
  return useQuery({
    queryKey: ['/api/admin/preview/post', input],
    queryFn: ({ signal }) => apiRequest<PreviewResult>('POST', '/api/admin/preview/post', input, { signal }),
    enabled,
    placeholderData: (previous) => previous,
    gcTime: 60_000,
  });
}
