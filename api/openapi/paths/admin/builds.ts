/** Descriptions of api/routes/admin/builds.ts: build history and "build now". */
import { z } from 'zod';
import { pagedSchema, pagingQuery } from '../../../../shared/schemas/admin';
import { idSchema } from '../../../../shared/schemas/common';
import { buildRunSchema } from '../../answers';
import { errorExample, errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';
import { sample } from '../../samples';

const tag = 'builds';
const build = {
  id: 1, kind: 'full', trigger: 'admin:editor1', status: 'succeeded', startedAt: sample.T1, finishedAt: sample.T1, durationMs: 4200, pages: 120,
  pagesDone: 120, pagesTotal: 120, pagesByLocale: { br: 60, it: 30, mx: 30 }, paths: null, error: null, purgeStatus: 'succeeded', purgeError: null,
  indexNowStatus: null, indexNowCount: null, indexNowUrls: null, indexNowAnswer: null, waitingFor: null,
};

export const buildOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/admin/builds', tag, summary: 'Build history, newest first (paged)',
    query: z.object({ kind: z.enum(['full', 'incremental']).optional(), ...pagingQuery }),
    responses: { 200: json('One page', pagedSchema(buildRunSchema)), ...errors(400, 401) },
    examples: [
      { name: 'one', status: 200, value: { items: [build], total: 1, limit: 50, offset: 0 }, call: { path: '/api/admin/builds' } },
      unauthorizedExample('/api/admin/builds'),
    ],
  }),
  op({
    method: 'POST', path: '/api/admin/builds', tag, summary: 'Build the whole site now (Netlify: the build hook)',
    responses: { 202: json('The queued build (null on Netlify, whose history is its own)', z.object({ build: buildRunSchema.nullable() })), ...errors(401, 403) },
    examples: [{ name: 'queued', status: 202, value: { build: { ...build, status: 'queued', finishedAt: null, durationMs: null, pages: null, pagesDone: 0, pagesTotal: null, pagesByLocale: null, purgeStatus: null } } }, unauthorizedExample('/api/admin/builds')],
  }),
  op({
    method: 'GET', path: '/api/admin/builds/:id', tag, summary: 'One build', params: z.object({ id: idSchema }),
    responses: { 200: json('The build with its log', buildRunSchema.extend({ log: z.string() })), ...errors(400, 401, 404) },
    examples: [
      { name: 'found', status: 200, value: { ...build, log: 'built 120 pages' }, call: { path: '/api/admin/builds/1' } },
      errorExample('unknown', 404, 'not_found', 'no build 999999', { path: '/api/admin/builds/999999' }),
      unauthorizedExample('/api/admin/builds/1'),
    ],
  }),
];
