/**
 * The admin's WordPress import as a background job (issue 28 item 8): the same library as
 * `npm run import:wordpress` (shared/import/wordpress), run through the jobs' runner (run-job.ts),
 * so job_runs records it (job `import-wordpress`, slot `import:<run id>`) beside the scheduled jobs.
 * Progress goes to the run's row as it goes (at most every PROGRESS_EVERY_MS, and at the end); the
 * report, or the error that stopped it, when it ends. The uploaded file is removed either way.
 */
import { rm } from 'node:fs/promises';
import { insertAudit } from '../../shared/db/queries/admin/audit-log';
import { finishImportRun, recordImportProgress } from '../../shared/db/queries/wordpress-import-runs';
import { importWordPress, type ImportReport, type WordPressImportOptions } from '../../shared/import/wordpress/import';
import { retailerDetails } from '../../shared/import/wordpress/retailer-details';
import type { JobDefinition } from './types';

export const IMPORT_JOB_NAME = 'import-wordpress';
/** How often a running import writes its progress (each write is one small UPDATE). */
export const PROGRESS_EVERY_MS = 500;

export interface ImportJobInput {
  runId: number;
  /** Everything the library needs but the database and clock (taken from the job's context). */
  options: Omit<WordPressImportOptions, 'db' | 'now' | 'onProgress'>;
  /** The folder of the uploaded file, removed when the import ends. */
  uploadDir: string;
  userId: number | null;
  /** The name the file was uploaded with: reports and messages name it, not the temporary copy. */
  fileName: string;
}

/** The one-off job of one uploaded export. */
export function wordpressImportJob(input: ImportJobInput): JobDefinition {
  return {
    name: IMPORT_JOB_NAME,
    label: 'Importar do WordPress',
    description: 'Importa uma exportação do WordPress enviada pelo painel.',
    schedule: '',
    async run(ctx) {
      let last = 0;
      let report: ImportReport;
      try {
        report = await importWordPress({
          ...input.options,
          db: ctx.db,
          now: ctx.now,
          userId: input.userId,
          productDetails: retailerDetails(ctx),
          onProgress: async (done, total) => {
            const t = Date.now();
            if (done !== 0 && done !== total && t - last < PROGRESS_EVERY_MS) return;
            last = t;
            await recordImportProgress(ctx.db, input.runId, done, total, ctx.now());
          },
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await finishImportRun(ctx.db, input.runId, { error: message.replaceAll(input.options.file, input.fileName) }, ctx.now());
        await audit(ctx.db.kysely, input, { status: 'failed', error: message }, ctx.now());
        throw err;
      } finally {
        await rm(input.uploadDir, { recursive: true, force: true });
      }
      await finishImportRun(ctx.db, input.runId, { report: { ...report, file: input.fileName } }, ctx.now());
      const c = report.counts;
      await audit(ctx.db.kysely, input, { status: 'succeeded', dryRun: report.dryRun, counts: c }, ctx.now());
      return {
        status: 'succeeded',
        summary: `${report.dryRun ? 'simulação: ' : ''}${c.created} criados, ${c.updated} atualizados, ${c.unchanged} sem mudança, ${c.skipped} ignorados; ${c.redirects} redirecionamentos; ${report.warnings.length} avisos`,
      };
    },
  };
}

function audit(ex: Parameters<typeof insertAudit>[0], input: ImportJobInput, after: Record<string, unknown>, at: Date): Promise<void> {
  return insertAudit(ex, { userId: input.userId, action: 'update', entity: 'wordpress-import', entityId: input.runId, before: { status: 'running' }, after, at: at.toISOString() });
}
