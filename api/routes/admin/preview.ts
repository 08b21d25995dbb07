/**
 * POST /api/admin/preview/post: the editor's live preview. The draft is rendered by the public
 * site's Markdown pipeline (sanitized, with product cards of that locale) and the title gets its
 * {month}/{year} filled in, so what the editor sees is what the page will show. Nothing is saved.
 */
import { Hono } from 'hono';
import { loadEmbedContext } from '../../../shared/db/queries/admin/preview';
import { loadRetailerListItems } from '../../../shared/db/queries/retailer-lists';
import { applyTitlePlaceholders } from '../../../shared/format/title';
import { extractProductAsins } from '../../../shared/markdown';
import { postPreviewSchema } from '../../../shared/schemas/admin';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { renderDraftMarkdown } from '../../http/draft-markdown';
import { methodNotAllowed } from '../../http/errors';
import { readBody } from './http';

export function previewRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const app = new Hono<AdminEnv>();
  app.post('/preview/post', async (c) => {
    const { locale, title, content } = await readBody(c, postPreviewSchema);
    const at = now();
    const [embeds, retailerLists] = await Promise.all([loadEmbedContext(db, locale, extractProductAsins(content), at), loadRetailerListItems(db, locale, content)]);
    const rendered = await renderDraftMarkdown(deps, content, {
      locale,
      products: embeds.products,
      // Lists already filled show as readers will see them (issue 27 item 3); new ones once the price job fills them.
      retailerLists,
      store: embeds.store,
      now: at,
      reviewPath: (p) => embeds.reviewPaths.get(p.id),
      review: (p) => embeds.reviewSummaries.get(p.id),
    });
    return c.json({
      title: applyTitlePlaceholders(title, locale, at),
      html: rendered.html,
      // An embed whose ASIN matches no published product of the locale renders nothing: say which.
      missingAsins: rendered.embeds.filter((e) => e.productId === null).map((e) => e.asin),
    });
  });
  app.all('/preview/post', methodNotAllowed(['POST']));
  return app;
}
