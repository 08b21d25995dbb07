import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { mediaItem } from './fixtures';
import { replaceMediaFile } from './MediaReplaceInput';

describe('replaceMediaFile', () => {
  it('posts the file and the version shown to the item\'s replace route and returns the new item', async () => {
    const item = mediaItem({ id: 7, version: 3 });
    const calls: { url: string; init: RequestInit }[] = [];
    const next = { ...item, version: 4 };
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ item: next, changed: [{ kind: 'post', id: 3 }] }), { status: 200 });
    }) as unknown as typeof fetch;
    const result = await replaceMediaFile(item, new File(['x'], 'nova.jpg'), fetcher);
    expect(calls[0]!.url).toBe('/api/admin/media/7/replace');
    const body = calls[0]!.init.body as FormData;
    expect(body.get('version')).toBe('3');
    expect((body.get('file') as File).name).toBe('nova.jpg');
    expect(result.item.version).toBe(4);
  });

  it('a refusal rejects with the server\'s message', async () => {
    const fetcher = (async () => new Response(JSON.stringify({ error: 'conflict', message: 'media 1 was changed by someone else' }), { status: 409 })) as unknown as typeof fetch;
    const error = await replaceMediaFile(mediaItem(), new File(['x'], 'nova.jpg'), fetcher).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).serverMessage).toBe('media 1 was changed by someone else');
  });
});
