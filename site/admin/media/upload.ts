/**
 * One file's upload to `POST /api/admin/media` as multipart/form-data (field `file`, optional
 * `alt.{locale}` fields), through XMLHttpRequest because fetch reports no upload progress. Failures
 * are the same `ApiError` as every other admin call, so `describeError` names the server's message.
 */
import { ApiError, API_MESSAGES } from '../../lib/api';
import type { MediaItem } from '../../../shared/media/contract';

export const MEDIA_UPLOAD_PATH = '/api/admin/media';

export interface UploadOptions {
  /** Alt text to store with the image, per locale code. */
  alt?: Record<string, string>;
  /** Called with the fraction sent, 0..1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
  /** Injectable for tests; the browser's by default. */
  createXhr?(): XMLHttpRequest;
}

/** The error of a finished non-2xx answer, with the JSON body's `message` when there is one. */
export function uploadError(status: number, statusText: string, text: string): ApiError {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const message = body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : undefined;
  return new ApiError(`${status}: ${text || statusText || API_MESSAGES.noStatusText}`, { status, body, serverMessage: message });
}

/** Uploads `file`; resolves to the stored item (201) or rejects with an `ApiError`. */
export function uploadMedia(file: File, options: UploadOptions = {}): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file, file.name);
  for (const [locale, text] of Object.entries(options.alt ?? {})) if (text.trim()) form.append(`alt.${locale}`, text.trim());
  return new Promise((resolve, reject) => {
    const xhr = options.createXhr ? options.createXhr() : new XMLHttpRequest();
    xhr.open('POST', MEDIA_UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as MediaItem);
        } catch (cause) {
          reject(new ApiError(API_MESSAGES.invalidJson, { status: xhr.status, cause }));
        }
      } else reject(uploadError(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(API_MESSAGES.network, { status: 0, isNetworkError: true }));
    xhr.onabort = () => reject(new DOMException('Envio cancelado', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
