/**
 * Typed hooks for `/api/admin/media` (issue 14): the library's list and items, the alt text save
 * and the delete (refused with 409 `in_use` while a page shows the image). Uploads go through
 * `uploadMedia` (XMLHttpRequest, for progress), not through `apiRequest`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { DEFAULT_MEDIA_MAX_BYTES, type FocalPoint, type MediaItem } from '../../../shared/media/contract';
import { createResourceHooks } from './resource';

export type { MediaItem };

/**
 * What a save sends: every locale's alt text (an empty one clears it) and/or the focal point (null
 * removes it), and the version read.
 */
export interface MediaUpdateBody {
  alt?: Record<string, string>;
  focal?: FocalPoint | null;
  version: number;
}

export const media = createResourceHooks<MediaItem, never, MediaUpdateBody>('media');

/** Refreshes the lists after uploads (each upload is its own request, outside react-query). */
export function useMediaUploaded() {
  const client = useQueryClient();
  return (item: MediaItem) => {
    client.setQueryData([media.base, 'item', item.id], item);
    void client.invalidateQueries({ queryKey: [media.base], predicate: (q) => q.queryKey[1] !== 'item' });
  };
}

/** Saves alt text of one item; the answer replaces the cached item (its version is the next save's). */
export function useSaveMediaAlt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MediaUpdateBody }) => apiRequest<MediaItem>('PUT', `${media.base}/${id}`, body),
    onSuccess: (item) => {
      if (!item) return;
      client.setQueryData([media.base, 'item', item.id], item);
      void client.invalidateQueries({ queryKey: [media.base], predicate: (q) => q.queryKey[1] !== 'item' });
    },
  });
}

/**
 * The server's upload limit in bytes (MEDIA_MAX_BYTES, listed with the library), so a larger file is
 * refused before it is sent; `given` skips the request (tests), the default limit until it answers.
 */
export function useMediaMaxBytes(given?: number): number {
  const query = useQuery({
    queryKey: ['media-limits'],
    queryFn: ({ signal }) => apiRequest<{ maxBytes?: number }>('GET', media.base, { limit: 1 }, { signal }),
    staleTime: Infinity,
    enabled: given === undefined,
  });
  return given ?? query.data?.maxBytes ?? DEFAULT_MEDIA_MAX_BYTES;
}
