import { describe, expect, it } from 'vitest';
import { mediaItem } from './fixtures';
import { uploadQueueReducer, type UploadState } from './upload-queue';

describe('upload list', () => {
  it('follows several files side by side: progress, the stored one, the refused one with its reason', () => {
    let s: UploadState[] = [];
    s = uploadQueueReducer(s, { type: 'start', key: 1, name: 'a.png', size: 10 });
    s = uploadQueueReducer(s, { type: 'start', key: 2, name: 'b.jpg', size: 20 });
    expect(s.map((u) => u.name)).toEqual(['b.jpg', 'a.png']);
    s = uploadQueueReducer(s, { type: 'progress', key: 1, progress: 0.5 });
    s = uploadQueueReducer(s, { type: 'progress', key: 1, progress: 0.3 });
    expect(s.find((u) => u.key === 1)).toMatchObject({ status: 'uploading', progress: 0.5 });
    s = uploadQueueReducer(s, { type: 'done', key: 1, item: mediaItem() });
    s = uploadQueueReducer(s, { type: 'error', key: 2, title: 'Formato não aceito (415)', message: 'not an image' });
    expect(s.find((u) => u.key === 1)).toMatchObject({ status: 'done', item: { id: 7 } });
    expect(s.find((u) => u.key === 2)).toMatchObject({ status: 'error', message: 'not an image' });
    s = uploadQueueReducer(s, { type: 'start', key: 3, name: 'c.webp', size: 5 });
    s = uploadQueueReducer(s, { type: 'clearFinished' });
    expect(s.map((u) => u.key)).toEqual([3]);
    expect(uploadQueueReducer(s, { type: 'dismiss', key: 3 })).toEqual([]);
  });
});
