/**
 * Builds the OpenAPI 3.1 document from the operation descriptions (./operations.ts). Schemas come
 * from zod 4's own `z.toJSONSchema` (JSON Schema 2020-12, the dialect OpenAPI 3.1 uses): requests
 * as the routes accept them (`io: 'input'`), answers as they are sent (`io: 'output'`).
 */
import { z } from 'zod';
import type { OperationDoc } from './registry';

export type JsonSchema = Record<string, unknown>;

/** `schema` as JSON Schema 2020-12, without the `$schema` key (OpenAPI 3.1 sets the dialect). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Transforms and preprocessors cannot be represented; their other side still is (io picks it).
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

/** `/api/admin/posts/:key` → `/api/admin/posts/{key}` (regex suffixes dropped). */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');
}

function parameters(op: OperationDoc): unknown[] {
  const out: unknown[] = [];
  const names = [...op.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const paramShape = op.params?.shape ?? {};
  for (const name of names) {
    const schema = paramShape[name] as z.ZodType | undefined;
    out.push({ name, in: 'path', required: true, schema: schema ? jsonSchemaOf(schema, 'input') : { type: 'string' } });
  }
  if (op.query) {
    const whole = jsonSchemaOf(op.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(whole.properties ?? {})) {
      const { description, ...rest } = schema;
      out.push({ name, in: 'query', required: (whole.required ?? []).includes(name), schema: rest, ...(description ? { description } : {}) });
    }
  }
  return out;
}

function operation(op: OperationDoc): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, doc] of Object.entries(op.responses)) {
    const examples = op.examples.filter((e) => String(e.status) === status && e.value !== undefined);
    const response: Record<string, unknown> = { description: doc.description };
    if (doc.schema) {
      response.content = {
        [doc.contentType ?? 'application/json']: {
          schema: jsonSchemaOf(doc.schema, 'output'),
          ...(examples.length ? { examples: Object.fromEntries(examples.map((e) => [e.name, { summary: e.call ? `${op.method} ${e.call.path}` : e.name, value: e.value }])) } : {}),
        },
      };
    }
    responses[status] = response;
  }
  const params = parameters(op);
  return {
    operationId: `${op.method.toLowerCase()}${openApiPath(op.path).replace(/^\/api/, '').replace(/[{}]/g, '').split(/[/-]/).map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join('')}`,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    ...(op.admin ? { security: [{ adminSession: [] }] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(op.body ? { requestBody: { required: true, content: { [op.bodyContentType ?? 'application/json']: { schema: jsonSchemaOf(op.body, 'input') } } } } : {}),
    responses,
  };
}

/** The whole document, ready to serve as JSON. */
export function buildOpenApiDocument(ops: readonly OperationDoc[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of ops) {
    const path = openApiPath(op.path);
    paths[path] ??= {};
    paths[path][op.method.toLowerCase()] = operation(op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Review site API',
      version: '1',
      description:
        'The public read API (cacheable, published content only) and the admin API (session cookie from POST /api/admin/login; ' +
        'writes need a JSON body and a same-origin request). Every failure is a JSON `{ error, message, issues? }`. ' +
        'GET routes also answer HEAD.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(ops.map((o) => o.tag))].map((name) => ({ name })),
    components: {
      securitySchemes: { adminSession: { type: 'apiKey', in: 'cookie', name: 'admin_session', description: 'Set by POST /api/admin/login (`__Host-admin_session` over HTTPS)' } },
    },
    paths,
  };
}
