/**
 * The upload list of the media screen and the picker: one entry per chosen file, its progress,
 * then the stored item or the server's reason for refusing it. A reducer, so the rules are tested
 * without a DOM and several files progress side by side.
 */
import type { MediaItem } from '../../../shared/media/contract';
import { oversizeRefusal } from './media-text';

export type UploadState =
  | { key: number; name: string; size: number; status: 'uploading'; progress: number }
  | { key: number; name: string; size: number; status: 'done'; item: MediaItem }
  | { key: number; name: string; size: number; status: 'error'; title: string; message: string };

export type UploadAction =
  | { type: 'start'; key: number; name: string; size: number }
  | { type: 'progress'; key: number; progress: number }
  | { type: 'done'; key: number; item: MediaItem }
  | { type: 'error'; key: number; title: string; message: string }
  | { type: 'dismiss'; key: number }
  | { type: 'clearFinished' };

/** Applies one event to the list (newest files first). */
export function uploadQueueReducer(state: readonly UploadState[], action: UploadAction): UploadState[] {
  const at = (key: number, f: (u: UploadState) => UploadState) => state.map((u) => (u.key === key ? f(u) : u));
  const base = (u: UploadState) => ({ key: u.key, name: u.name, size: u.size });
  switch (action.type) {
    case 'start':
      return [{ key: action.key, name: action.name, size: action.size, status: 'uploading', progress: 0 }, ...state];
    case 'progress':
      return at(action.key, (u) => (u.status === 'uploading' ? { ...u, progress: Math.min(1, Math.max(u.progress, action.progress)) } : u));
    case 'done':
      return at(action.key, (u) => ({ ...base(u), status: 'done', item: action.item }));
    case 'error':
      return at(action.key, (u) => ({ ...base(u), status: 'error', title: action.title, message: action.message }));
    case 'dismiss':
      return state.filter((u) => u.key !== action.key);
    case 'clearFinished':
      return state.filter((u) => u.status === 'uploading');
  }
}

/** The image files among dropped or picked ones are all sent: the server judges the real type from the bytes. */
export function filesOf(list: FileList | readonly File[] | null | undefined): File[] {
  return list ? Array.from(list) : [];
}

/** The files to send, and those refused here because they exceed the server's limit (never sent). */
export function planUploads(files: readonly File[], maxBytes: number): { send: File[]; refused: { file: File; title: string; message: string }[] } {
  const send: File[] = [];
  const refused: { file: File; title: string; message: string }[] = [];
  for (const file of files) {
    const refusal = oversizeRefusal(file.name, file.size, maxBytes);
    if (refusal) refused.push({ file, ...refusal });
    else send.push(file);
  }
  return { send, refused };
}
