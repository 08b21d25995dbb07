/** Descriptions of api/routes/admin/jobs.ts: the background jobs and their runs. */
import { z } from 'zod';
import { pagedSchema, plainListQuerySchema } from '../../../../shared/schemas/admin';
import { jobUpdateSchema } from '../../../../shared/schemas/jobs';
import { jobItemSchema, jobRunSchema } from '../../answers';
import { errorExample, errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';
import { sample } from '../../samples';

const tag = 'jobs';
const params = z.object({ name: z.string().describe('Job name, e.g. publish-scheduled') });
const job = {
  name: 'publish-scheduled', label: 'Publicar agendados', description: 'Publica posts e avaliações agendados.', schedule: '* * * * *',
  enabled: true, nextRunAt: sample.T1, lastRuns: [],
};
const run = { id: 1, job: 'publish-scheduled', slot: `manual:${sample.T1}`, status: 'running', startedAt: sample.T1, finishedAt: null, durationMs: null, summary: null, error: null };
const unknown = errorExample('unknown job', 404, 'not_found', "No job named 'nada'", { path: '/api/admin/jobs/nada' });

export const jobOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/admin/jobs', tag, summary: 'Every job with its schedule, switch and newest runs',
    responses: { 200: json('The jobs', z.object({ items: z.array(jobItemSchema) })), ...errors(401) },
    examples: [{ name: 'jobs', status: 200, value: { items: [job] }, call: { path: '/api/admin/jobs' } }, unauthorizedExample('/api/admin/jobs')],
  }),
  op({
    method: 'GET', path: '/api/admin/jobs/:name', tag, summary: 'One job', params,
    responses: { 200: json('The job', jobItemSchema), ...errors(401, 404) },
    examples: [{ name: 'job', status: 200, value: job, call: { path: '/api/admin/jobs/publish-scheduled' } }, unknown, unauthorizedExample('/api/admin/jobs/publish-scheduled')],
  }),
  op({
    method: 'PUT', path: '/api/admin/jobs/:name', tag, summary: 'Switch a job on or off', params, body: jobUpdateSchema,
    responses: { 200: json('The job', jobItemSchema), ...errors(400, 401, 403, 404, 415) },
    examples: [
      { name: 'switched off', status: 200, value: { ...job, enabled: false, nextRunAt: null }, call: { path: '/api/admin/jobs/publish-scheduled', body: { enabled: false } } },
      errorExample('unknown field', 400, 'bad_request', 'Unrecognized key: "when"', { path: '/api/admin/jobs/publish-scheduled', body: { enabled: true, when: 'now' } }),
      unauthorizedExample('/api/admin/jobs/publish-scheduled'),
    ],
  }),
  op({
    method: 'POST', path: '/api/admin/jobs/:name/run', tag, summary: 'Run a job now, in the background', params,
    responses: { 202: json('The started run; poll the runs list', z.object({ run: jobRunSchema })), ...errors(401, 403, 404, 409) },
    examples: [{ name: 'started', status: 202, value: { run } }, unauthorizedExample('/api/admin/jobs/publish-scheduled/run')],
  }),
  op({
    method: 'GET', path: '/api/admin/jobs/:name/runs', tag, summary: 'Runs of a job, newest first (paged)', params, query: plainListQuerySchema,
    responses: { 200: json('One page', pagedSchema(jobRunSchema)), ...errors(400, 401, 404) },
    examples: [
      { name: 'runs', status: 200, value: { items: [{ ...run, status: 'succeeded', finishedAt: sample.T1, durationMs: 12, summary: '0 published' }], total: 1, limit: 50, offset: 0 }, call: { path: '/api/admin/jobs/publish-scheduled/runs' } },
      unauthorizedExample('/api/admin/jobs/publish-scheduled/runs'),
    ],
  }),
];
