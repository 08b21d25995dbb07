/**
 * Build history and "build now" (GET/POST /api/admin/builds, GET /api/admin/builds/{id}).
 * Without a self-hosted publisher (Netlify), POST asks the publisher for a rebuild (the build hook)
 * and the history is Netlify's own.
 */
import { recordEvent } from '../../audit/account-events';
import { Hono } from 'hono';
import { z } from 'zod';
import { getBuildRun, listBuildRuns } from '../../../shared/db/queries/build-runs';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { methodNotAllowed, notFound, parseOr400 } from '../../http/errors';
import { readQuery } from './http';
import { pagingQuery } from '../../../shared/schemas/admin';
import { idSchema } from '../../../shared/schemas/common';

const listQuery = z.object({ kind: z.enum(['full', 'incremental'], { error: "kind must be 'full' or 'incremental'" }).optional(), ...pagingQuery });

export function buildRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  app.get('/builds', async (c) => c.json(await listBuildRuns(deps.db, readQuery(c, listQuery))));
  app.post('/builds', async (c) => {
    const trigger = `admin:${c.var.admin?.username ?? 'unknown'}`;
    const audit = (build: number | null) =>
      recordEvent(deps.db, { userId: c.var.admin?.id ?? null, action: 'run', entity: 'build', entityId: build ?? 'now', details: { build, trigger }, now: deps.now() }, deps.log);
    if (!deps.site) {
      await deps.publisher?.rebuild(trigger);
      await audit(null);
      return c.json({ build: null }, 202);
    }
    const id = await deps.site.requestFullBuild(trigger);
    await audit(id);
    return c.json({ build: await getBuildRun(deps.db, id) }, 202);
  });
  app.all('/builds', methodNotAllowed(['GET', 'POST']));
  app.get('/builds/:id', async (c) => {
    const id = parseOr400(idSchema, c.req.param('id'), 'invalid id');
    const run = await getBuildRun(deps.db, id);
    if (!run) throw notFound(`no build ${id}`);
    return c.json(run);
  });
  app.all('/builds/:id', methodNotAllowed(['GET']));
  return app;
}
