import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { mediaItem } from './fixtures';
import { uploadMedia } from './upload';

/** A stand-in XMLHttpRequest that records the request and answers as told. */
function fakeXhr(status: number, responseText: string) {
  const sent: { method?: string; url?: string; body?: FormData; headers: Record<string, string> } = { headers: {} };
  const xhr = {
    status,
    statusText: '',
    responseText,
    withCredentials: false,
    upload: { onprogress: null as ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null },
    onload: null as (() => void) | null,
    onerror: null as (() => void) | null,
    onabort: null as (() => void) | null,
    open(method: string, url: string) {
      sent.method = method;
      sent.url = url;
    },
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    },
    abort() {},
    send(body: FormData) {
      sent.body = body;
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      xhr.onload?.();
    },
  };
  return { xhr: xhr as unknown as XMLHttpRequest, sent, raw: xhr };
}

describe('uploadMedia', () => {
  it('posts the file as multipart field `file` with alt fields, reports progress and returns the item', async () => {
    const item = mediaItem();
    const { xhr, sent, raw } = fakeXhr(201, JSON.stringify(item));
    const progress: number[] = [];
    const file = new File([new Uint8Array([1, 2, 3])], 'foto.png', { type: 'image/png' });
    const result = await uploadMedia(file, { alt: { br: ' Uma foto ', it: '' }, onProgress: (f) => progress.push(f), createXhr: () => xhr });
    expect(result).toEqual(item);
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/admin/media');
    expect(raw.withCredentials).toBe(true);
    expect((sent.body!.get('file') as File).name).toBe('foto.png');
    expect(sent.body!.get('alt.br')).toBe('Uma foto');
    expect(sent.body!.has('alt.it')).toBe(false);
    expect(progress).toEqual([0.5]);
  });

  it("rejects a refused file with the server's message", async () => {
    const { xhr } = fakeXhr(415, JSON.stringify({ error: 'unsupported_type', message: 'The file is not a JPEG, PNG, WebP or AVIF image' }));
    const error = await uploadMedia(new File(['hello'], 'texto.jpg'), { createXhr: () => xhr }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).serverMessage).toBe('The file is not a JPEG, PNG, WebP or AVIF image');
  });
});
