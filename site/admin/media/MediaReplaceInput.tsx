/**
 * "Substituir arquivo": picks a new file for a library item and sends it to
 * `POST /api/admin/media/{id}/replace` with the version shown. The server rewrites every page that
 * shows the image to the new file; the answer's item (new thumbnail, next version) replaces the
 * cached one, so the screen shows the new picture at once.
 */
import { useState } from 'react';
import { useToast } from '../components/Toaster';
import { describeError } from '../lib/errors';
import { useMediaUploaded, type MediaItem } from '../api/media';
import { uploadError } from './upload';

/** Sends `file` as the new file of `item`; resolves to the updated item and how many pages were rewritten. */
export async function replaceMediaFile(item: Pick<MediaItem, 'id' | 'version'>, file: File, fetcher: typeof fetch = fetch): Promise<{ item: MediaItem; changed: { kind: string; id: number }[] }> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('version', String(item.version));
  const res = await fetcher(`/api/admin/media/${item.id}/replace`, { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const text = await res.text();
  if (!res.ok) throw uploadError(res.status, res.statusText, text);
  return JSON.parse(text) as { item: MediaItem; changed: { kind: string; id: number }[] };
}

export function MediaReplaceInput({ item }: { item: MediaItem }) {
  const [busy, setBusy] = useState(false);
  const uploaded = useMediaUploaded();
  const toast = useToast();
  const onPick = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      const result = await replaceMediaFile(item, file);
      uploaded(result.item);
      const pages = result.changed.length;
      toast({ variant: 'success', title: 'Arquivo substituído', description: pages ? `${pages} ${pages === 1 ? 'página atualizada' : 'páginas atualizadas'}.` : file.name });
    } catch (error) {
      toast({ variant: 'error', ...describeError(error, 'Não foi possível substituir o arquivo') });
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  return (
    <label className="media-replace">
      <span>Substituir arquivo</span>{' '}
      <input type="file" accept="image/jpeg,image/png,image/webp,image/avif" disabled={busy} aria-busy={busy} onChange={(e) => void onPick(e.currentTarget)} />
    </label>
  );
}
