/** The body of POST /api/admin/rendering/preview from what the editor chose on /admin/pre-render-demo. */
import type { PreviewRequest } from '../../api/rendering';
import { toSitePath } from './format';

/** A public URL, or an unpublished post/review by id. */
export type PreviewSource = 'path' | 'post' | 'review';

/** The request for the chosen source, or the pt-BR message saying what is missing. */
export function previewRequest(source: PreviewSource, pathText: string, draftId: string): PreviewRequest | { error: string } {
  if (source === 'path') {
    const path = toSitePath(pathText);
    return path ? { path } : { error: 'Informe o caminho de uma página do site, como /br/melhores-fones.' };
  }
  const id = Number(draftId);
  if (!/^\d+$/.test(draftId) || !Number.isSafeInteger(id) || id <= 0) return { error: source === 'post' ? 'Escolha um post.' : 'Escolha uma avaliação.' };
  return source === 'post' ? { post: id } : { review: id };
}
