/**
 * Drafts' Markdown rendered off the event loop (shared/markdown/isolated.ts), with its failures as
 * API answers: a body over the time limit is a 422 naming the problem, a full queue a 503 to retry.
 */
import type { MarkdownOptions, RenderedMarkdown } from '../../shared/markdown';
import { MarkdownTooCostlyError, sharedIsolatedMarkdown } from '../../shared/markdown/isolated';
import type { RenderContext } from '../../shared/render-context';
import type { AppDeps } from '../deps';
import { ApiError } from './errors';

/** `err` as the API's answer when it is a MarkdownTooCostlyError, else `err` itself. */
export function markdownFailure(err: unknown): unknown {
  if (!(err instanceof MarkdownTooCostlyError)) return err;
  if (err.reason === 'busy') return new ApiError(503, 'unavailable', `The preview renderer is busy (${err.message}); try again shortly`, undefined, 2);
  return new ApiError(422, 'body_too_costly', `The body is too costly to render: ${err.message}. Split long tables, lists or footnotes.`);
}

/** Renders a draft's body in the worker thread; throws an ApiError when it is too costly. */
export async function renderDraftMarkdown(deps: Pick<AppDeps, 'markdown'>, markdown: string, options: MarkdownOptions): Promise<RenderedMarkdown> {
  try {
    return await (deps.markdown ?? sharedIsolatedMarkdown()).render(markdown, options);
  } catch (err) {
    throw markdownFailure(err);
  }
}

/**
 * Runs a page render of a draft (the publisher's renderer) with its body rendered in the worker
 * thread. A render error inside the page would become an error page: the first costly-body
 * failure is thrown here instead, as its API answer.
 */
export async function withDraftMarkdown<T>(deps: Pick<AppDeps, 'markdown'>, run: (markdown: RenderContext['markdown']) => Promise<T>): Promise<T> {
  let failure: unknown;
  const result = await run(async (markdown, options) => {
    try {
      return await renderDraftMarkdown(deps, markdown, options);
    } catch (err) {
      failure ??= err;
      throw err;
    }
  });
  if (failure) throw failure;
  return result;
}
