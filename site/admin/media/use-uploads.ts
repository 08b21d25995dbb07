/**
 * Runs uploads side by side and keeps their list (see upload-queue.ts). Each upload is a react-query
 * mutation, so a 401 (session gone) takes the editor to the login like any other admin call.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useReducer, useRef } from 'react';
import { useMediaUploaded } from '../api/media';
import { describeError } from '../lib/errors';
import type { MediaItem } from '../../../shared/media/contract';
import { planUploads, uploadQueueReducer } from './upload-queue';
import { uploadMedia } from './upload';

/** `maxBytes`: the server's upload limit; a larger file is listed as refused and never sent. */
export function useUploads(onUploaded?: (item: MediaItem) => void, maxBytes = Infinity) {
  const [uploads, dispatch] = useReducer(uploadQueueReducer, []);
  const nextKey = useRef(1);
  const uploaded = useMediaUploaded();
  const { mutateAsync } = useMutation({
    mutationFn: ({ file, key }: { file: File; key: number }) => uploadMedia(file, { onProgress: (progress) => dispatch({ type: 'progress', key, progress }) }),
  });
  const start = useCallback(
    (files: readonly File[]) => {
      const { send, refused } = planUploads(files, maxBytes);
      for (const { file, title, message } of refused) {
        const key = nextKey.current++;
        dispatch({ type: 'start', key, name: file.name, size: file.size });
        dispatch({ type: 'error', key, title, message });
      }
      for (const file of send) {
        const key = nextKey.current++;
        dispatch({ type: 'start', key, name: file.name, size: file.size });
        mutateAsync({ file, key }).then(
          (item) => {
            dispatch({ type: 'done', key, item });
            uploaded(item);
            onUploaded?.(item);
          },
          (error: unknown) => dispatch({ type: 'error', key, ...errorText(error) }),
        );
      }
    },
    [uploaded, onUploaded, mutateAsync, maxBytes],
  );
  return { uploads, start, dismiss: (key: number) => dispatch({ type: 'dismiss', key }), clearFinished: () => dispatch({ type: 'clearFinished' }) };
}

function errorText(error: unknown): { title: string; message: string } {
  const { title, description } = describeError(error);
  return { title, message: description };
}
