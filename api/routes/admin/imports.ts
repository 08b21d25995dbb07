/**
 * /api/admin/imports: the "Importar do WordPress" screen (issue 28 item 8). Thin: the import is
 * the CLI's library (shared/import/wordpress) run as a background job (api/jobs/import-wordpress.ts),
 * the rows in shared/db/queries/wordpress-import-runs.ts.
 *
 *   POST /imports?locale=br[&localeMap=en=us,pt=br][&dryRun=true][&overwrite=true][&name=export.xml]
 *        body: the export itself (Content-Type application/xml or text/xml), streamed to a temporary
 *        file (never held in memory) up to WORDPRESS_IMPORT_MAX_BYTES. The whole file is checked
 *        before anything is written: → 202 the run (status 'running'); poll GET /imports/{id}.
 *   GET  /imports?limit&offset  → the runs, newest first (without reports)
 *   GET  /imports/{id}          → the run: progress, then the report (lists cut at 200 entries)
 *   GET  /imports/{id}/report   → the whole report as a JSON download (what the CLI's --report writes)
 * Refusals, nothing written: 400 bad query or empty body, 413 over the limit, 415 not an XML type,
 * 422 not XML / not a WordPress export / truncated (`error` says which), 409 an import is running,
 * 503 not available on this server.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { insertAudit } from '../../../shared/db/queries/admin/audit-log';
import { createImportRun, getImportReport, getImportRun, listImportRuns, runningImport } from '../../../shared/db/queries/wordpress-import-runs';
import { scanExport, type ExportScan } from '../../../shared/import/wordpress/scan';
import { WxrError } from '../../../shared/import/wordpress/wxr';
import { mediaLimitsFromEnv } from '../../../shared/media/process';
import { plainListQuerySchema } from '../../../shared/schemas/admin';
import { idSchema } from '../../../shared/schemas/common';
import { wordpressImportQuerySchema } from '../../../shared/schemas/wordpress-import';
import type { AdminEnv } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { bodyToFile } from '../../http/body-to-file';
import { ApiError, methodNotAllowed, parseOr400 } from '../../http/errors';
import { mediaType } from '../../http/json-body';
import { jobContext } from '../../jobs/context';
import { wordpressImportJob } from '../../jobs/import-wordpress';
import { startJob } from '../../jobs/run-job';
import { readQuery } from './http';

/** Default largest export: 512 MB (WORDPRESS_IMPORT_MAX_BYTES). */
export const DEFAULT_IMPORT_MAX_BYTES = 512 * 1024 * 1024;

/** The Portuguese refusal of a file the importer cannot read, by what is wrong with it. */
function refusal(err: WxrError, file: string, name: string): ApiError {
  const detail = err.message.replaceAll(file, name);
  const [code, message] = / is empty$/.test(err.message)
    ? ['empty', `"${name}" está vazio: envie o arquivo de Ferramentas › Exportar do WordPress.`]
    : / is truncated/.test(err.message)
      ? ['truncated', `"${name}" está incompleto (cortado antes do fim): exporte de novo no WordPress e envie o arquivo inteiro.`]
      : / is not a WordPress export/.test(err.message)
        ? ['not_wxr', `"${name}" é XML, mas não é uma exportação do WordPress (WXR): use Ferramentas › Exportar do WordPress.`]
        : ['not_xml', `"${name}" não é um arquivo XML: envie o arquivo de Ferramentas › Exportar do WordPress.`];
  return new ApiError(422, code, `${message} Nada foi importado.`, [{ path: 'file', message: detail }]);
}

export function importRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  const config = () => {
    if (!deps.wordpressImport || !deps.media) throw new ApiError(503, 'unavailable', 'A importação pelo painel não está disponível neste servidor: use npm run import:wordpress.');
    return { ...deps.wordpressImport, media: deps.media };
  };
  const idOf = (c: Context) => parseOr400(idSchema, c.req.param('id'), 'invalid id');

  app.post('/imports', async (c) => {
    const { maxBytes = DEFAULT_IMPORT_MAX_BYTES, tmpDir, media } = config();
    // The query first: its problems are named whatever the body (a 400 naming the locale beats a 415).
    const query = readQuery(c, wordpressImportQuerySchema);
    // The guard (require-admin.ts) let XML through for this route only, and JSON as everywhere.
    if (!['application/xml', 'text/xml'].includes(mediaType(c) ?? '')) throw new ApiError(415, 'unsupported_media_type', 'Envie a exportação do WordPress como corpo da requisição, em XML (Content-Type: application/xml).');
    const name = query.name ?? 'export.xml';
    const now = deps.now();
    const busy = await runningImport(deps.db, now);
    if (busy !== undefined) throw new ApiError(409, 'busy', `Outra importação (nº ${busy}) ainda está em andamento: espere ela terminar.`);
    const dir = await mkdtemp(join(tmpDir ?? tmpdir(), 'wp-import-'));
    const file = join(dir, 'export.xml');
    let scan: ExportScan;
    let size: number;
    try {
      size = await bodyToFile(c.req.raw, file, maxBytes);
      scan = await scanExport(file);
    } catch (err) {
      await rm(dir, { recursive: true, force: true });
      if (err instanceof WxrError) throw refusal(err, file, name);
      throw err;
    }
    const admin = c.get('admin');
    const runId = await createImportRun(deps.db, { fileName: name, sizeBytes: size, locale: query.locale, localeMap: query.localeMap, dryRun: !!query.dryRun, overwrite: !!query.overwrite, total: scan.importable, userId: admin.id, at: now });
    await insertAudit(deps.db.kysely, {
      userId: admin.id, action: 'create', entity: 'wordpress-import', entityId: runId, before: null,
      after: { file: name, bytes: size, locale: query.locale, localeMap: query.localeMap ?? null, dryRun: !!query.dryRun, overwrite: !!query.overwrite, items: scan.importable }, at: now.toISOString(),
    });
    const log = (line: string) => (deps.log ?? console.log)(line);
    const ctx = jobContext({ db: deps.db, now: deps.now, publisher: deps.publisher!, log }, deps.jobs);
    const job = wordpressImportJob({
      runId, uploadDir: dir, userId: admin.id, fileName: name,
      options: { file, scan, media: media.store, mediaLimits: media.limits ?? mediaLimitsFromEnv(), locale: query.locale, localeMap: query.localeMap, dryRun: !!query.dryRun, overwrite: !!query.overwrite, fetch: ctx.fetch },
    });
    // The slot is the run's own: never taken by anything else, so the job always starts.
    const started = await startJob(ctx, job, { slot: `import:${runId}`, trigger: `admin:${admin.username}` });
    if (!started) {
      await rm(dir, { recursive: true, force: true });
      throw new ApiError(503, 'unavailable', 'Não foi possível iniciar a importação agora; tente de novo.');
    }
    c.header('Location', `/api/admin/imports/${runId}`);
    return c.json(await getImportRun(deps.db, runId, deps.now()), 202);
  });

  app.get('/imports', async (c) => c.json(await listImportRuns(deps.db, readQuery(c, plainListQuerySchema), deps.now())));

  app.get('/imports/:id', async (c) => {
    const run = await getImportRun(deps.db, idOf(c), deps.now());
    if (!run) throw new ApiError(404, 'not_found', 'Importação não encontrada.');
    return c.json(run);
  });

  app.get('/imports/:id/report', async (c) => {
    const { found, report, fileName } = await getImportReport(deps.db, idOf(c));
    if (!found) throw new ApiError(404, 'not_found', 'Importação não encontrada.');
    if (!report) throw new ApiError(409, 'not_ready', 'Esta importação não tem relatório: ainda está em andamento ou falhou.');
    c.header('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]+/g, '_').replace(/\.xml$/i, '')}-relatorio.json"`);
    return c.json(report);
  });

  app.all('/imports', methodNotAllowed(['GET', 'HEAD', 'POST']));
  app.all('/imports/:id', methodNotAllowed(['GET', 'HEAD']));
  app.all('/imports/:id/report', methodNotAllowed(['GET', 'HEAD']));
  return app;
}
