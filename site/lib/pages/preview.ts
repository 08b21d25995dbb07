/** The unpublished row the admin's crawler preview renders as if it were live (shared/render-context.ts). */
import { renderMarkdownDocument, type MarkdownOptions, type RenderedMarkdown } from '../../../shared/markdown';
import { currentRenderContext } from '../../../shared/render-context';

export function previewId(kind: 'post' | 'review'): number | undefined {
  const draft = currentRenderContext()?.draft;
  return draft?.kind === kind ? draft.id : undefined;
}

/** A page's Markdown body: by the render context's renderer when it gives one (a draft's, off the thread), else here. */
export async function renderBody(markdown: string, options: MarkdownOptions): Promise<RenderedMarkdown> {
  const render = currentRenderContext()?.markdown;
  return render ? render(markdown, options) : renderMarkdownDocument(markdown, options);
}
