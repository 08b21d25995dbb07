/**
 * Asks the server again every `ms` while any of `items` still has variants being made (issue 26
 * item 7): the library's thumbnails show their progress and then their final picture.
 */
import { useEffect } from 'react';
import type { MediaItem } from '../../../shared/media/contract';

/** Polling interval while an image's variants are pending. */
export const PENDING_POLL_MS = 1500;

export function usePollWhilePending(items: readonly Pick<MediaItem, 'variants'>[], refetch: () => unknown, ms = PENDING_POLL_MS): void {
  const pending = items.some((i) => i.variants?.state === 'pending');
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void refetch(), ms);
    return () => clearInterval(timer);
  }, [pending, refetch, ms]);
}
