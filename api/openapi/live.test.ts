/**
 * Every example of the API description that carries a `call` is reproduced on a seeded database
 * (./fixture.ts), on both dialects: the live answer has the example's status and validates against
 * the schema the document publishes for it. Admin calls carry a session unless the example is the
 * 401 (each admin operation has one, so every admin route's error shape is checked live).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../shared/db/testing';
import { adminHeaders, fastTestHasher, loginCookie, TEST_ADMIN_PASSWORD } from '../auth/testing';
import { createApp } from '../app';
import { seedOpenApiFixture } from './fixture';
import { OPERATIONS } from './operations';
import type { ExampleDoc, OperationDoc } from './registry';
import { compileResponseSchema } from './testing';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const ORIGIN = 'http://localhost';

const calls: [string, OperationDoc, ExampleDoc][] = OPERATIONS.flatMap((op) =>
  op.examples.filter((e) => e.call).map((e): [string, OperationDoc, ExampleDoc] => [`${op.method} ${e.call!.path} → ${e.status} (${e.name})`, op, e]),
);

let admin: Awaited<ReturnType<typeof seedOpenApiFixture>>;

describeEachDatabase(
  'API description examples, live',
  (getDb) => {
    let app: ReturnType<typeof createApp>;
    let cookie: string;

    beforeAll(async () => {
      app = createApp({ db: getDb(), now: () => NOW, passwords: fastTestHasher() });
      cookie = await loginCookie(app, admin.username, TEST_ADMIN_PASSWORD);
      // One save each of post 1, product 1 and review 1: revisions 1–2, 3–4 and 5–6 (the examples name them).
      for (const name of ['posts', 'products', 'reviews']) {
        const headers = adminHeaders(cookie, { Origin: ORIGIN });
        const item = (await (await app.request(`${ORIGIN}/api/admin/${name}/1`, { headers })).json()) as Record<string, unknown>;
        const res = await app.request(`${ORIGIN}/api/admin/${name}/1`, { method: 'PUT', headers, body: JSON.stringify({ ...item, title: `${String(item.title)} (2026)` }) });
        expect(res.status, await res.clone().text()).toBe(200);
      }
    });

    it('has calls to reproduce: every public GET, every admin GET, and a 401 of every admin operation', () => {
      const reproduced = new Set(calls.filter(([, , e]) => e.status < 300).map(([, op]) => `${op.method} ${op.path}`));
      const gets = OPERATIONS.filter((o) => o.method === 'GET' && !o.path.startsWith('/api/preview/'));
      expect(gets.map((o) => `${o.method} ${o.path}`).filter((k) => !reproduced.has(k))).toEqual([]);
      const without401 = OPERATIONS.filter((o) => o.admin && !o.examples.some((e) => e.status === 401 && e.call?.session === false));
      expect(without401.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    });

    it('serves the document publicly with a short cache', async () => {
      const res = await app.request(`${ORIGIN}/api/openapi.json`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
      expect(((await res.json()) as { openapi: string }).openapi).toBe('3.1.0');
    });

    describe.each(calls)('%s', (_, op, example) => {
      it('answers as documented', async () => {
        const call = example.call!;
        const session = call.session ?? op.admin;
        const headers: Record<string, string> = { Origin: ORIGIN, 'Content-Type': 'application/json', ...(session ? { Cookie: cookie } : {}) };
        const res = await app.request(`${ORIGIN}${call.path}`, {
          method: op.method,
          headers,
          ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : op.method === 'GET' || op.method === 'DELETE' ? {} : { body: '{}' }),
        });
        const documented = op.responses[example.status]!;
        if (documented.contentType && !documented.contentType.includes('json')) {
          // A page or a picture: the status and the type are what the description promises.
          expect(res.status).toBe(example.status);
          expect(res.headers.get('content-type')).toContain(documented.contentType);
          return;
        }
        const text = await res.text();
        expect(res.status, text).toBe(example.status);
        const schema = documented.schema;
        if (!schema) {
          expect(text).toBe('');
          return;
        }
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        const check = compileResponseSchema(schema);
        expect(check(JSON.parse(text)), `${check.describeErrors()}\n${text.slice(0, 2000)}`).toBe(true);
      });
    });
  },
  async (db) => {
    admin = await seedOpenApiFixture(db);
  },
);
