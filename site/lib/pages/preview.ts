/** The unpublished row the admin's crawler preview renders as if it were live (shared/render-context.ts). */
import { currentRenderContext } from '../../../shared/render-context';

export function previewId(kind: 'post' | 'review'): number | undefined {
  const draft = currentRenderContext()?.draft;
  return draft?.kind === kind ? draft.id : undefined;
}
