/**
 * /api/admin/preview-links (issue 16 item 4): an editor's shareable links to a draft or scheduled
 * post or review (the page itself: api/routes/preview-link.ts).
 *
 *   POST   /preview-links { kind, id, expiresInDays? }   → 201 CreatedPreviewLink (`url` carries the
 *          token; this is the only answer that ever shows it)
 *   GET    /preview-links?kind=post&id=12&limit=&offset= → { items: AdminPreviewLink[], total, limit, offset }
 *          (links still valid, newest expiry first)
 *   DELETE /preview-links/{id}                           → 204 (revoked: the link answers 404 at once)
 * Errors: 400 bad_request (`issues` names the field: kind, id, expiresInDays from 1 to 30 days),
 * 404 unknown item or link, 409 already_published (the item is public: its own address shows it).
 */
import { Hono, type Context } from 'hono';
import { insertPreviewLink, listPreviewLinks, previewItemOwner, previewItemState, revokePreviewLink, type PreviewLinkActor } from '../../../shared/db/queries/preview-links';
import { idSchema } from '../../../shared/schemas/common';
import { previewLinkInputSchema, previewLinkListQuerySchema, type CreatedPreviewLink } from '../../../shared/schemas/preview-link';
import type { AdminEnv } from '../../auth/require-admin';
import { assertCanWrite } from '../../auth/item-access';
import type { AppDeps } from '../../deps';
import { ApiError, methodNotAllowed, notFound, parseOr400 } from '../../http/errors';
import { newPreviewToken } from '../../preview-links/token';
import { readBody, readQuery, refusalResponse } from './http';

export function previewLinkAdminRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AdminEnv>();
  const actor = (c: Context<AdminEnv>): PreviewLinkActor => ({ userId: c.var.admin?.id ?? null, at: deps.now() });

  app.post('/preview-links', async (c) => {
    const input = await readBody(c, previewLinkInputSchema);
    const who = actor(c);
    const state = await previewItemState(db, input.kind, input.id, who.at);
    if (state === 'missing') throw notFound(`no ${input.kind} ${input.id}`);
    // Issue 25: a preview of an item is shared by whoever may change it.
    const owner = await previewItemOwner(db, input.kind, input.id);
    if (owner) assertCanWrite(c.var.admin, 'editorial', owner, { locale: owner.locale });
    // A live page is its own link; a preview link would only be a second, unlisted address of it.
    if (state === 'live') throw new ApiError(409, 'already_published', `${input.kind} ${input.id} is already published: share its public address instead`);
    const { token, hash } = newPreviewToken();
    const link = await insertPreviewLink(db, { kind: input.kind, itemId: input.id, tokenHash: hash, days: input.expiresInDays }, who);
    const created: CreatedPreviewLink = { ...link, url: `/api/preview/${token}` };
    c.header('Location', `/api/admin/preview-links/${link.id}`);
    c.header('Cache-Control', 'no-store');
    return c.json(created, 201);
  });
  app.get('/preview-links', async (c) => c.json(await listPreviewLinks(db, readQuery(c, previewLinkListQuerySchema), deps.now())));
  app.delete('/preview-links/:id', async (c) => {
    const id = parseOr400(idSchema, c.req.param('id'), 'invalid id');
    try {
      await revokePreviewLink(db, id, actor(c));
    } catch (err) {
      const refusal = refusalResponse(c, err);
      if (refusal) return refusal;
      throw err;
    }
    return c.body(null, 204);
  });
  app.all('/preview-links', methodNotAllowed(['GET', 'HEAD', 'POST']));
  app.all('/preview-links/:id', methodNotAllowed(['DELETE']));
  return app;
}
