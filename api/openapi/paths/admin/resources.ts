/**
 * Descriptions of the admin resources mounted by api/routes/admin/resources.ts (posts.ts,
 * products.ts, reviews.ts, categories.ts, settings.ts, locale-configs.ts, contact-messages.ts,
 * audit-log.ts, preview.ts, authors.ts) and their revisions (revision-routes.ts). A resource declared with
 * resourceRouter gets its operations from `resource(...)` below, as the router gets its routes.
 */
import { z } from 'zod';
import {
  adminContactMessageSchema, adminSettingSchema, auditEntrySchema, auditListQuerySchema, categoryListQuerySchema, contactListQuerySchema,
  contactMessageUpdateSchema, pagedSchema, plainListQuerySchema, postListQuerySchema, postPreviewSchema, productListQuerySchema,
  reviewListQuerySchema,
} from '../../../../shared/schemas/admin';
import { adminAuthorSchema, authorInputSchema, authorListQuerySchema, authorUpdateSchema } from '../../../../shared/schemas/author';
import { adminCategorySchema, categoryInputSchema, categoryUpdateSchema } from '../../../../shared/schemas/category';
import { idSchema, localeCodeSchema } from '../../../../shared/schemas/common';
import { adminLocaleConfigSchema, localeConfigInputSchema, localeConfigUpdateSchema } from '../../../../shared/schemas/locale-config';
import { adminPostSchema, postInputSchema, postUpdateSchema } from '../../../../shared/schemas/post';
import { adminProductSchema, productInputSchema, productUpdateSchema } from '../../../../shared/schemas/product';
import { adminReviewSchema, reviewInputSchema, reviewUpdateSchema } from '../../../../shared/schemas/review';
import { revisionListQuerySchema, revisionRestoreSchema, revisionSchema, revisionSummarySchema } from '../../../../shared/schemas/revision';
import { settingInputSchema, settingKeySchema, settingUpdateSchema } from '../../../../shared/schemas/setting';
import { errorExample, errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';
import { sample } from '../../samples';

interface ResourceDoc {
  /** e.g. 'posts' (the path under /api/admin). */
  name: string;
  /** What one item is called in summaries. */
  noun: string;
  key: z.ZodType;
  /** A key of the seeded fixture, and one that names nothing. */
  sampleKey: string;
  missingKey: string;
  listQuery: z.ZodObject;
  listItem: z.ZodType;
  item: z.ZodType;
  sampleListItem: unknown;
  sampleItem: unknown;
  create?: z.ZodType;
  update?: z.ZodType;
  deletable?: boolean;
  revisions?: boolean;
  /** Writes the live test makes on the fixture, in this order (create, update, stale update, restore). */
  live?: {
    create?: unknown;
    update?: { key: string; body: unknown };
    stale?: { key: string; body: unknown };
    restore?: { key: string; revision: number; body: unknown };
  };
}

/** The operations resourceRouter (api/routes/admin/resource-router.ts) registers for one resource. */
function resource(r: ResourceDoc): OperationDoc[] {
  const base = `/api/admin/${r.name}`;
  const one = `${base}/:key`;
  const tag = r.name;
  const params = z.object({ key: r.key });
  const missing = errorExample('unknown', 404, 'not_found', `No ${r.noun} with ${r.name === 'settings' ? 'key' : r.name === 'locale-configs' ? 'locale' : 'id'} '${r.missingKey}'`, { path: `${base}/${r.missingKey}` });
  const ops: OperationDoc[] = [
    op({
      method: 'GET', path: base, tag, summary: `List ${r.name} (paged)`, query: r.listQuery,
      responses: { 200: json('One page', pagedSchema(r.listItem)), ...errors(400, 401) },
      examples: [
        { name: 'first page', status: 200, value: { items: [r.sampleListItem], total: 1, limit: 50, offset: 0 }, call: { path: base } },
        errorExample('bad limit', 400, 'bad_request', 'limit must be an integer from 1 to 200', { path: `${base}?limit=0` }),
        unauthorizedExample(base),
      ],
    }),
    op({
      method: 'GET', path: one, tag, summary: `One ${r.noun}`, params,
      responses: { 200: json(`The ${r.noun}`, r.item), ...errors(400, 401, 404) },
      examples: [{ name: 'found', status: 200, value: r.sampleItem, call: { path: `${base}/${r.sampleKey}` } }, missing, unauthorizedExample(`${base}/${r.sampleKey}`)],
    }),
  ];
  if (r.create) {
    ops.push(op({
      method: 'POST', path: base, tag, summary: `Create a ${r.noun}`, body: r.create,
      description: 'The `Publish-Build` header names the build that puts the new item live, as on PUT.',
      responses: { 201: json(`The new ${r.noun} (version 1); Location names it`, r.item), ...errors(400, 401, 403, 409, 415) },
      examples: [
        { name: 'created', status: 201, value: r.sampleItem, ...(r.live?.create ? { call: { path: base, body: r.live.create } } : {}) },
        errorExample('empty body', 400, 'bad_request', 'invalid body'),
        unauthorizedExample(base),
      ],
    }));
  }
  if (r.update) {
    ops.push(op({
      method: 'PUT', path: one, tag, summary: `Replace a ${r.noun}`, params, body: r.update,
      description: 'Send every field and the `version` you loaded; a stale version gets 409 with `current`. '
        + 'When the self-hosted publisher records the build that puts the change live, the `Publish-Build` header names it: follow it at GET /api/admin/builds/{id} (its `waitingFor` names the full build it waits for, if any).',
      responses: { 200: json(`The ${r.noun} as saved`, r.item), ...errors(400, 401, 403, 404, 409, 415) },
      examples: [
        { name: 'saved', status: 200, value: r.sampleItem, ...(r.live?.update ? { call: { path: `${base}/${r.live.update.key}`, body: r.live.update.body } } : {}) },
        errorExample('stale', 409, 'conflict', `The ${r.noun} was changed by someone else`, r.live?.stale ? { path: `${base}/${r.live.stale.key}`, body: r.live.stale.body } : undefined),
        unauthorizedExample(`${base}/${r.sampleKey}`),
      ],
    }));
  }
  if (r.deletable) {
    ops.push(op({
      method: 'DELETE', path: one, tag, summary: `Delete a ${r.noun}`, params,
      responses: { 204: { description: 'Deleted' }, ...errors(400, 401, 403, 404, 409) },
      examples: [{ name: 'deleted', status: 204 }, errorExample('in use', 409, 'in_use', `The ${r.noun} is still in use`), unauthorizedExample(`${base}/${r.sampleKey}`)],
    }));
  }
  if (r.revisions) {
    const revParams = z.object({ key: idSchema, revision: idSchema });
    ops.push(
      op({
        method: 'GET', path: `${one}/revisions`, tag, summary: `Revisions of a ${r.noun}, newest first`, params, query: revisionListQuerySchema,
        responses: { 200: json('One page', pagedSchema(revisionSummarySchema)), ...errors(400, 401, 404) },
        examples: [
          { name: 'list', status: 200, value: { items: [{ ...sample.revisionSummary, kind: r.noun }], total: 1, limit: 50, offset: 0 }, call: { path: `${base}/${r.sampleKey}/revisions` } },
          unauthorizedExample(`${base}/${r.sampleKey}/revisions`),
        ],
      }),
      op({
        method: 'GET', path: `${one}/revisions/:revision`, tag, summary: `One revision of a ${r.noun}, with the fields it saved`, params: revParams,
        responses: { 200: json('The revision', revisionSchema), ...errors(400, 401, 404) },
        examples: [
          { name: 'found', status: 200, value: { ...sample.revision, kind: r.noun, fields: r.sampleItem }, call: { path: `${base}/${r.sampleKey}/revisions/${r.name === 'posts' ? 1 : r.name === 'products' ? 3 : 5}` } },
          errorExample('bad id', 400, 'bad_request', 'invalid revision id', { path: `${base}/${r.sampleKey}/revisions/abc` }),
          unauthorizedExample(`${base}/${r.sampleKey}/revisions/1`),
        ],
      }),
      op({
        method: 'POST', path: `${one}/revisions/:revision/restore`, tag, summary: `Restore a revision (a normal save: 409 when stale)`, params: revParams, body: revisionRestoreSchema,
        responses: { 200: json(`The ${r.noun} as saved`, r.item), ...errors(400, 401, 403, 404, 409, 415) },
        examples: [
          { name: 'restored', status: 200, value: r.sampleItem, ...(r.live?.restore ? { call: { path: `${base}/${r.live.restore.key}/revisions/${r.live.restore.revision}/restore`, body: r.live.restore.body } } : {}) },
          unauthorizedExample(`${base}/${r.sampleKey}/revisions/1/restore`),
        ],
      }),
    );
  }
  return ops;
}

const previewAnswer = z.object({ title: z.string(), html: z.string(), missingAsins: z.array(z.string()) });

export const adminResourceOperations: OperationDoc[] = [
  ...resource({
    name: 'posts', noun: 'post', key: idSchema, sampleKey: '1', missingKey: '999999', listQuery: postListQuerySchema,
    listItem: adminPostSchema.omit({ content: true, authorIds: true }), item: adminPostSchema, sampleListItem: sample.adminPostSummary, sampleItem: sample.adminPost,
    create: postInputSchema, update: postUpdateSchema, deletable: true, revisions: true,
    live: {
      create: { locale: 'br', slug: 'novo-post', title: 'Novo post', content: 'Texto.' },
      // Post 1 is at version 2 once the live test has saved it: version 1 is stale.
      stale: { key: '1', body: { ...sample.adminPost, version: 1 } },
      restore: { key: '1', revision: 1, body: { version: 2 } },
    },
  }),
  ...resource({
    name: 'products', noun: 'product', key: idSchema, sampleKey: '1', missingKey: '999999', listQuery: productListQuerySchema,
    listItem: adminProductSchema, item: adminProductSchema, sampleListItem: sample.adminProduct, sampleItem: sample.adminProduct,
    create: productInputSchema, update: productUpdateSchema, deletable: true, revisions: true,
  }),
  ...resource({
    name: 'reviews', noun: 'review', key: idSchema, sampleKey: '1', missingKey: '999999', listQuery: reviewListQuerySchema,
    listItem: adminReviewSchema.omit({ body: true, authorIds: true }), item: adminReviewSchema, sampleListItem: sample.adminReviewSummary, sampleItem: sample.adminReview,
    create: reviewInputSchema, update: reviewUpdateSchema, deletable: true, revisions: true,
  }),
  ...resource({
    name: 'categories', noun: 'category', key: idSchema, sampleKey: '1', missingKey: '999999', listQuery: categoryListQuerySchema,
    listItem: adminCategorySchema, item: adminCategorySchema, sampleListItem: sample.adminCategory, sampleItem: sample.adminCategory,
    create: categoryInputSchema, update: categoryUpdateSchema, deletable: true,
    live: { create: { slug: 'cozinha', names: { br: 'Cozinha' } } },
  }),
  ...resource({
    name: 'authors', noun: 'author', key: idSchema, sampleKey: '1', missingKey: '999999', listQuery: authorListQuerySchema,
    listItem: adminAuthorSchema, item: adminAuthorSchema, sampleListItem: sample.adminAuthor, sampleItem: sample.adminAuthor,
    create: authorInputSchema, update: authorUpdateSchema, deletable: true,
    live: { create: { slug: 'bruno-lima', displayName: 'Bruno Lima', bio: { br: 'Escreve sobre cozinha.' } } },
  }),
  ...resource({
    name: 'settings', noun: 'setting', key: settingKeySchema, sampleKey: 'site_name', missingKey: 'no_such_key', listQuery: plainListQuerySchema,
    listItem: adminSettingSchema, item: adminSettingSchema, sampleListItem: sample.setting, sampleItem: sample.setting,
    create: settingInputSchema, update: settingUpdateSchema, deletable: true,
  }),
  ...resource({
    name: 'locale-configs', noun: 'locale config', key: localeCodeSchema, sampleKey: 'br', missingKey: 'fr', listQuery: plainListQuerySchema,
    listItem: adminLocaleConfigSchema, item: adminLocaleConfigSchema, sampleListItem: sample.adminLocaleConfig, sampleItem: sample.adminLocaleConfig,
    create: localeConfigInputSchema, update: localeConfigUpdateSchema, deletable: true,
  }),
  ...resource({
    name: 'contact-messages', noun: 'contact message', key: idSchema, sampleKey: '1', missingKey: '999999', listQuery: contactListQuerySchema,
    listItem: adminContactMessageSchema, item: adminContactMessageSchema, sampleListItem: sample.contactMessage, sampleItem: sample.contactMessage,
    update: contactMessageUpdateSchema, deletable: true,
    live: { update: { key: '1', body: { read: true } } },
  }),
  op({
    method: 'GET', path: '/api/admin/audit-log', tag: 'audit-log', summary: 'The audit log, newest first (paged)', query: auditListQuerySchema,
    responses: { 200: json('One page', pagedSchema(auditEntrySchema)), ...errors(400, 401) },
    examples: [{ name: 'first page', status: 200, value: { items: [sample.auditEntry], total: 1, limit: 50, offset: 0 }, call: { path: '/api/admin/audit-log' } }, unauthorizedExample('/api/admin/audit-log')],
  }),
  op({
    method: 'GET', path: '/api/admin/audit-log/:id', tag: 'audit-log', summary: 'One audit entry', params: z.object({ id: idSchema }),
    responses: { 200: json('The entry', auditEntrySchema), ...errors(400, 401, 404) },
    examples: [
      { name: 'found', status: 200, value: sample.auditEntry, call: { path: '/api/admin/audit-log/1' } },
      errorExample('bad id', 400, 'bad_request', 'invalid id', { path: '/api/admin/audit-log/abc' }),
      unauthorizedExample('/api/admin/audit-log/1'),
    ],
  }),
  op({
    method: 'POST', path: '/api/admin/preview/post', tag: 'posts', summary: 'Render an unsaved post body as the public page would (saves nothing)', body: postPreviewSchema,
    responses: { 200: json('The title with placeholders filled and the sanitized HTML', previewAnswer), ...errors(400, 401, 403, 415) },
    examples: [
      { name: 'rendered', status: 200, value: { title: 'Olá', html: '<h1>Olá</h1>\n', missingAsins: [] }, call: { path: '/api/admin/preview/post', body: { locale: 'br', title: 'Olá', content: '# Olá' } } },
      unauthorizedExample('/api/admin/preview/post'),
    ],
  }),
];
