import { describe, expect, it } from 'vitest';
import { previewRequest } from './preview-request';

describe('previewRequest', () => {
  it('sends a path for a URL, an id for a post or a review', () => {
    expect(previewRequest('path', ' br/x ', '')).toEqual({ path: '/br/x' });
    expect(previewRequest('post', '', '12')).toEqual({ post: 12 });
    expect(previewRequest('review', '/ignored', '7')).toEqual({ review: 7 });
  });

  it('says what is missing instead of sending an empty request', () => {
    expect(previewRequest('path', '  ', '')).toEqual({ error: expect.stringContaining('caminho') });
    expect(previewRequest('post', '', '')).toEqual({ error: 'Escolha um post.' });
    expect(previewRequest('review', '', '1.5')).toEqual({ error: 'Escolha uma avaliação.' });
    expect(previewRequest('post', '', '0')).toEqual({ error: 'Escolha um post.' });
  });
});
