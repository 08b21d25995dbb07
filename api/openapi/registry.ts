/**
 * The API description's building blocks (issue 16 item 5): one `OperationDoc` per registered route.
 *
 * HOW TO DESCRIBE A NEW ROUTE (one place):
 *   1. Open the file under api/openapi/paths/ that mirrors the route file (api/routes/admin/jobs.ts
 *      → api/openapi/paths/admin/jobs.ts; a new route file gets a new paths file, listed in
 *      api/openapi/operations.ts).
 *   2. Add an `op({...})` with the route's method and path exactly as Hono registers it
 *      (`/api/admin/jobs/:name`), the zod schemas the route validates with (`params`, `query`,
 *      `body`), its responses (a zod schema per status; `errors(...)` for the standard error body)
 *      and at least one example. Give an example a `call` when the seeded test database of
 *      api/openapi/live.test.ts can reproduce it: the test then checks the live answer too.
 *   3. `npx vitest run api/openapi` — coverage.test.ts names every route that is registered but not
 *      described (and every description without a route).
 */
import { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ResponseDoc {
  description: string;
  /** The body's shape; none for 204 and similar. */
  schema?: z.ZodType;
  /** Defaults to application/json when a schema is given. */
  contentType?: string;
}

/** A request the live test can make on its seeded database (api/openapi/fixture.ts). */
export interface ExampleCall {
  /** The concrete path, e.g. `/api/admin/posts/1?limit=2`. */
  path: string;
  body?: unknown;
  /** Send the admin session cookie (default: true for admin operations). */
  session?: boolean;
}

export interface ExampleDoc {
  /** Short name, unique within the operation. */
  name: string;
  status: number;
  /** The answer's body (omit for a body-less answer such as 204). */
  value?: unknown;
  call?: ExampleCall;
}

export interface OperationDoc {
  method: Method;
  /** The Hono pattern as registered: `/api/admin/posts/:key`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** Needs the admin session cookie (every /api/admin route but login and logout). */
  admin: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The request body's type when it is not JSON (the media upload's `multipart/form-data`). */
  bodyContentType?: string;
  responses: Record<number, ResponseDoc>;
  examples: ExampleDoc[];
}

/** The 403 of the role gate (issue 25): the account lacks the operation's permission (api/auth/permission-table.ts). */
const FORBIDDEN = (): ResponseDoc => ({
  description: 'Forbidden: a write from another origin, or a permission the account lacks (`permission` names it: content.publish, region:it, …)',
  schema: errorSchema,
});

/**
 * An operation; `admin` defaults to whether the path is under /api/admin. Every operation behind
 * the session gate may answer the role gate's 403, so it is documented for all of them.
 */
export function op(doc: Omit<OperationDoc, 'admin'> & { admin?: boolean }): OperationDoc {
  const full: OperationDoc = { admin: doc.path.startsWith('/api/admin/'), ...doc };
  if (full.admin && !full.responses[403]) full.responses = { ...full.responses, 403: FORBIDDEN() };
  return full;
}

/** Every failure of the API (api/http/errors.ts): `{ error, message, issues? }` and sometimes more. */
export const errorSchema = z
  .looseObject({
    error: z.string().describe('Machine-readable kind: bad_request, not_found, conflict, unauthorized, …'),
    message: z.string().describe('Human-readable; names the problem'),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional().describe('One entry per bad field'),
  })
  .describe('An API error');

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input: `issues` names each bad field',
  401: 'No session, or it expired',
  403: 'Forbidden: a write from another origin, or a permission the account lacks (`permission` names it)',
  404: 'Not found',
  405: 'Another method; `Allow` lists the right ones',
  409: 'Conflict: stale `version` (`current` holds the row now), a duplicate, or still in use',
  413: 'Body too large',
  415: 'Not a JSON body',
  429: 'Too many requests; see Retry-After',
};

/** The standard error answers for the given statuses. */
export function errors(...statuses: number[]): Record<number, ResponseDoc> {
  return Object.fromEntries(statuses.map((s) => [s, { description: ERROR_TEXT[s] ?? 'Error', schema: errorSchema }]));
}

/** A JSON answer. */
export const json = (description: string, schema: z.ZodType): ResponseDoc => ({ description, schema });

/** An error example. */
export const errorExample = (name: string, status: number, error: string, message: string, call?: ExampleCall): ExampleDoc => ({
  name, status, value: { error, message }, call,
});

/** The 401 every admin route answers without a session (reproduced live for every admin operation). */
export const unauthorizedExample = (path: string): ExampleDoc =>
  errorExample('no session', 401, 'unauthorized', 'Sessão ausente ou expirada. Faça login novamente.', { path, session: false });
