/** Descriptions of api/routes/admin/imports.ts: the WordPress import of the admin (issue 28 item 8). */
import { z } from 'zod';
import { pagedSchema, plainListQuerySchema } from '../../../../shared/schemas/admin';
import { idSchema } from '../../../../shared/schemas/common';
import { WORDPRESS_IMPORT_STATUSES, wordpressImportQuerySchema } from '../../../../shared/schemas/wordpress-import';
import { errorExample, errors, errorSchema, json, op, unauthorizedExample, type OperationDoc } from '../../registry';
import { sample } from '../../samples';

const tag = 'imports';
const params = z.object({ id: idSchema });
const count = z.number().int().nonnegative();

const reportSchema = z.looseObject({
  file: z.string(),
  site: z.object({ title: z.string(), url: z.string(), wxrVersion: z.string() }),
  dryRun: z.boolean(),
  overwrite: z.boolean(),
  counts: z.looseObject({
    itemsByType: z.record(z.string(), count), created: count, updated: count, unchanged: count, keptLocalEdits: count, skipped: count,
    categoriesCreated: count, productsCreated: count, productsWithDetails: count, picturesImported: count, picturesMissing: count, redirects: count, commentsIgnored: count,
  }),
  items: z.array(z.looseObject({ wpId: z.string(), guid: z.string(), type: z.string(), title: z.string(), outcome: z.enum(['created', 'updated', 'unchanged', 'kept-local-edits', 'skipped']) })),
  redirects: z.array(z.object({ from: z.string(), to: z.string() })),
  productsNeedingDetails: z.array(z.object({ locale: z.string(), asin: z.string(), id: z.number().int() })),
  warnings: z.array(z.object({ wpId: z.string().optional(), title: z.string().optional(), message: z.string() })),
});
const viewSchema = reportSchema.extend({ totals: z.object({ items: count, redirects: count, warnings: count, productsNeedingDetails: count }).describe('Full length of each list (the answer carries at most 200 of each)') });
const runSchema = z.object({
  id: z.number().int(), fileName: z.string(), sizeBytes: count, locale: z.string(), localeMap: z.record(z.string(), z.string()).nullable(),
  dryRun: z.boolean(), overwrite: z.boolean(), status: z.enum(WORDPRESS_IMPORT_STATUSES),
  progress: z.object({ done: count, total: count }), startedAt: z.string(), updatedAt: z.string(), finishedAt: z.string().nullable(), error: z.string().nullable(),
  report: viewSchema.nullable(),
});

const running = {
  id: 1, fileName: 'meusite.WordPress.2026-11-27.xml', sizeBytes: 48213, locale: 'br', localeMap: null, dryRun: false, overwrite: false,
  status: 'running', progress: { done: 0, total: 12 }, startedAt: sample.T1, updatedAt: sample.T1, finishedAt: null, error: null, report: null,
};
/** A finished import's report; api/openapi/fixture.ts seeds it as import 1. */
export const SAMPLE_IMPORT_REPORT = {
  file: 'meusite.WordPress.2026-11-27.xml', site: { title: 'Meu site', url: 'https://meusite.com.br', wxrVersion: '1.2' }, dryRun: false, overwrite: false,
  counts: { itemsByType: { post: 11, page: 1, attachment: 4 }, created: 12, updated: 0, unchanged: 0, keptLocalEdits: 0, skipped: 0, categoriesCreated: 3, productsCreated: 2, productsWithDetails: 1, picturesImported: 4, picturesMissing: 0, redirects: 27, commentsIgnored: 5 },
  items: [{ wpId: '10', guid: 'https://meusite.com.br/?p=10', type: 'post', title: 'Melhores fones', locale: 'br', outcome: 'created', id: 1, path: '/br/melhores-fones' }],
  redirects: [{ from: '/2023/05/melhores-fones', to: '/br/melhores-fones' }, { from: '/?p=10', to: '/br/melhores-fones' }],
  productsNeedingDetails: [{ locale: 'br', asin: 'B0C1234567', id: 3 }],
  warnings: [{ wpId: '10', title: 'Melhores fones', message: 'shortcode [contact-form-7] kept as text' }],
};
const finished = { ...running, status: 'succeeded', progress: { done: 12, total: 12 }, finishedAt: sample.T1, report: { ...SAMPLE_IMPORT_REPORT, totals: { items: 12, redirects: 27, warnings: 1, productsNeedingDetails: 1 } } };

export const importOperations: OperationDoc[] = [
  op({
    method: 'POST', path: '/api/admin/imports', tag,
    summary: 'Upload a WordPress export (WXR) and import it in the background',
    description:
      'The body is the export file itself (application/xml or text/xml), streamed to a temporary file up to WORDPRESS_IMPORT_MAX_BYTES (default 512 MB); the choices go in the query string. ' +
      'The whole file is read once before anything is written: a file that is not XML, not a WordPress export or truncated answers 422 and nothing is imported. ' +
      'Accepted: 202 with the run; poll GET /api/admin/imports/{id} for progress and the report. One import at a time (409). Administrators only.',
    query: wordpressImportQuerySchema, body: z.string().describe('The WXR file (Tools › Export of WordPress)'), bodyContentType: 'application/xml',
    responses: {
      202: json('The run, started; Location names it', runSchema),
      ...errors(400, 401, 409, 413, 415),
      422: { description: 'The file is not XML (not_xml), not a WordPress export (not_wxr), truncated (truncated) or empty (empty); `issues[0].message` has the parser\'s detail', schema: errorSchema },
      503: { description: 'Not available on this server (serverless mode: use npm run import:wordpress)', schema: errorSchema },
    },
    examples: [
      { name: 'started', status: 202, value: running },
      { name: 'truncated', status: 422, value: { error: 'truncated', message: '"export.xml" está incompleto (cortado antes do fim): exporte de novo no WordPress e envie o arquivo inteiro. Nada foi importado.', issues: [{ path: 'file', message: 'export.xml is truncated: it ends inside <item> (line 40)' }] } },
      errorExample('not xml', 422, 'not_xml', '"export.xml" não é um arquivo XML: envie o arquivo de Ferramentas › Exportar do WordPress. Nada foi importado.'),
      errorExample('too large', 413, 'payload_too_large', 'O arquivo é grande demais: o limite é de 536870912 bytes (512 MB).'),
      errorExample('bad locale map', 400, 'bad_request', 'localeMap: "en=uk" is not language=locale with a locale of br, it, mx, es, us'),
      unauthorizedExample('/api/admin/imports'),
    ],
  }),
  op({
    method: 'GET', path: '/api/admin/imports', tag, summary: 'The imports, newest first (paged; without reports)', query: plainListQuerySchema,
    responses: { 200: json('One page', pagedSchema(runSchema)), ...errors(400, 401) },
    examples: [
      { name: 'one', status: 200, value: { items: [{ ...finished, report: null }], total: 1, limit: 50, offset: 0 }, call: { path: '/api/admin/imports' } },
      unauthorizedExample('/api/admin/imports'),
    ],
  }),
  op({
    method: 'GET', path: '/api/admin/imports/:id', tag, summary: 'One import: its progress, then its report (each list cut at 200, `totals` gives the full lengths)', params,
    responses: { 200: json('The run', runSchema), ...errors(400, 401, 404) },
    examples: [
      { name: 'running', status: 200, value: { ...running, progress: { done: 5, total: 12 } } },
      { name: 'finished', status: 200, value: finished, call: { path: '/api/admin/imports/1' } },
      { name: 'failed', status: 200, value: { ...running, status: 'failed', finishedAt: sample.T1, error: 'database is locked' } },
      errorExample('unknown', 404, 'not_found', 'Importação não encontrada.', { path: '/api/admin/imports/999999' }),
      unauthorizedExample('/api/admin/imports/1'),
    ],
  }),
  op({
    method: 'GET', path: '/api/admin/imports/:id/report', tag, summary: 'The whole report of a finished import, as a JSON download', params,
    responses: { 200: json('The report (what the CLI\'s --report writes)', reportSchema), ...errors(400, 401, 404, 409) },
    examples: [
      { name: 'report', status: 200, value: SAMPLE_IMPORT_REPORT, call: { path: '/api/admin/imports/1/report' } },
      errorExample('not finished', 409, 'not_ready', 'Esta importação não tem relatório: ainda está em andamento ou falhou.'),
      errorExample('unknown', 404, 'not_found', 'Importação não encontrada.', { path: '/api/admin/imports/999999/report' }),
      unauthorizedExample('/api/admin/imports/1/report'),
    ],
  }),
];
