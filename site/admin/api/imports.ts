/**
 * `/api/admin/imports` (issue 28 item 8): the upload of a WordPress export, the run it starts
 * (polled every second while it runs) and the recent runs. The upload goes through
 * XMLHttpRequest, for its progress, with the file itself as the body (application/xml).
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest, API_MESSAGES, ApiError, withQuery } from '../../lib/api';
import type { WordPressImportRun } from '../../../shared/schemas/wordpress-import';
import { uploadError } from '../media/upload';
import type { ListPage } from './types';

export type { WordPressImportRun };

export const IMPORTS_BASE = '/api/admin/imports';
/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

export interface ImportChoices {
  locale: string;
  /** `en=us,pt=br`, or '' for none. */
  localeMap: string;
  dryRun: boolean;
  overwrite: boolean;
}

/** Uploads `file` and starts its import; resolves to the run (202), or rejects with an ApiError naming the problem. */
export function startImport(file: File, choices: ImportChoices, onProgress?: (fraction: number) => void): Promise<WordPressImportRun> {
  const url = withQuery(IMPORTS_BASE, {
    locale: choices.locale,
    localeMap: choices.localeMap.trim() || undefined,
    dryRun: choices.dryRun ? 'true' : undefined,
    overwrite: choices.overwrite ? 'true' : undefined,
    name: file.name,
  });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/xml');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status !== 202) return reject(uploadError(xhr.status, xhr.statusText, xhr.responseText));
      try {
        resolve(JSON.parse(xhr.responseText) as WordPressImportRun);
      } catch (cause) {
        reject(new ApiError(API_MESSAGES.invalidJson, { status: xhr.status, cause }));
      }
    };
    xhr.onerror = () => reject(new ApiError(API_MESSAGES.network, { status: 0, isNetworkError: true }));
    xhr.send(file);
  });
}

/** One run; asked again every second while it is running. */
export function useImportRun(id: number | null) {
  return useQuery({
    queryKey: [IMPORTS_BASE, id],
    queryFn: ({ signal }) => apiRequest<WordPressImportRun>('GET', `${IMPORTS_BASE}/${id}`, undefined, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? IMPORT_POLL_MS : false),
  });
}

/** The newest runs (one page). */
export function useImportRuns(limit = 10) {
  return useQuery({
    queryKey: [IMPORTS_BASE, 'list', limit],
    queryFn: ({ signal }) => apiRequest<ListPage<WordPressImportRun>>('GET', IMPORTS_BASE, { limit, offset: 0 }, { signal }),
  });
}
