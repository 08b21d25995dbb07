/**
 * /api/admin/redirects (issue 16): every redirect, automatic (a rename or delete recorded it) and
 * manual; editors add, edit and delete manual ones and may delete automatic ones.
 *
 *   GET    /redirects?source=auto|manual&q=&limit=&offset=  → { items: AdminRedirect[], total, limit, offset }
 *   GET    /redirects/check?path=/br/slug                   → { redirect: AdminRedirect | null } (the
 *          form's warning: a page saved at that address replaces the redirect)
 *   POST   /redirects { from, to }                          → 201 AdminRedirect (`to` collapsed to the final address)
 *   PUT    /redirects/{id} { from, to }                     → 200 AdminRedirect (manual only, else 409 refused)
 *   DELETE /redirects/{id}                                  → 204
 * Errors: 400 bad_request (not a site path, a loop, a target that answers 410: `issues` names the
 * field), 404 unknown id, 409 duplicate (`from` already redirects).
 *
 * After a change the Node server's cached answers are cleared; where pages are built elsewhere
 * (Netlify: no local site), a build is requested so the deploy's `_redirects` carries it.
 */
import { Hono, type Context } from 'hono';
import {
  addManualRedirect,
  deleteRedirect,
  listRedirects,
  redirectCovering,
  updateManualRedirect,
  type RedirectActor,
} from '../../../shared/db/queries/redirects';
import { idSchema } from '../../../shared/schemas/common';
import { redirectCheckQuerySchema, redirectInputSchema, redirectListQuerySchema } from '../../../shared/schemas/redirect';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { methodNotAllowed, parseOr400 } from '../../http/errors';
import { readBody, readQuery, refusalResponse } from './http';

export function redirectRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AdminEnv>();
  const actor = (c: Context<AdminEnv>): RedirectActor => ({ userId: c.var.admin?.id ?? null, at: deps.now().toISOString() });
  const idOf = (c: Context) => parseOr400(idSchema, c.req.param('id'), 'invalid id');

  async function changed(c: Context<AdminEnv>): Promise<void> {
    deps.contentRedirects?.invalidate();
    if (deps.site) return;
    try {
      await deps.publisher?.rebuild(`redirects: ${c.var.admin?.username ?? 'admin'}`);
    } catch (err) {
      (deps.log ?? console.error)('publish request failed for redirects', err);
    }
  }

  async function attempt(c: Context<AdminEnv>, work: () => Promise<Response>): Promise<Response> {
    try {
      return await work();
    } catch (err) {
      const refusal = refusalResponse(c, err);
      if (refusal) return refusal;
      throw err;
    }
  }

  app.get('/redirects', async (c) => c.json(await listRedirects(db, readQuery(c, redirectListQuerySchema))));
  app.get('/redirects/check', async (c) => {
    const { path } = readQuery(c, redirectCheckQuerySchema);
    return c.json({ redirect: (await redirectCovering(db, path)) ?? null });
  });
  // Before `/redirects/:id`, which would read 'check' as an id.
  app.all('/redirects/check', methodNotAllowed(['GET', 'HEAD']));
  app.post('/redirects', async (c) => {
    const input = await readBody(c, redirectInputSchema);
    return attempt(c, async () => {
      const row = await addManualRedirect(db, input, actor(c));
      await changed(c);
      c.header('Location', `/api/admin/redirects/${row.id}`);
      return c.json(row, 201);
    });
  });
  app.put('/redirects/:id', async (c) => {
    const id = idOf(c);
    const input = await readBody(c, redirectInputSchema);
    return attempt(c, async () => {
      const row = await updateManualRedirect(db, id, input, actor(c));
      await changed(c);
      return c.json(row);
    });
  });
  app.delete('/redirects/:id', async (c) => {
    const id = idOf(c);
    return attempt(c, async () => {
      await deleteRedirect(db, id, actor(c));
      await changed(c);
      return c.body(null, 204);
    });
  });
  app.all('/redirects', methodNotAllowed(['GET', 'HEAD', 'POST']));
  app.all('/redirects/:id', methodNotAllowed(['PUT', 'DELETE']));
  return app;
}
