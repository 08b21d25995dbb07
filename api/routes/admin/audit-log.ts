/** /api/admin/audit-log: who changed what and when; read-only (reference in resources.ts). */
import { Hono } from 'hono';
import { getAuditEntry, listAuditEntries } from '../../../shared/db/queries/admin/audit-log';
import { auditListQuerySchema } from '../../../shared/schemas/admin';
import { idSchema } from '../../../shared/schemas/common';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { methodNotAllowed, notFound, parseOr400 } from '../../http/errors';
import { readQuery } from './http';

export function auditLogRoutes({ db }: AppDeps) {
  const app = new Hono<AdminEnv>();
  app.get('/audit-log', async (c) => c.json(await listAuditEntries(db, readQuery(c, auditListQuerySchema))));
  app.get('/audit-log/:id', async (c) => {
    const id = parseOr400(idSchema, c.req.param('id'), 'invalid id');
    const entry = await getAuditEntry(db, id);
    if (!entry) throw notFound(`No audit entry with id '${id}'`);
    return c.json(entry);
  });
  // The log is evidence: nobody edits or deletes it through the API.
  const readOnly = methodNotAllowed(['GET', 'HEAD'], 'the audit log is read-only');
  app.all('/audit-log/*', readOnly);
  app.all('/audit-log', readOnly);
  return app;
}
