/**
 * Every route the app registers is described, and every description names a route that exists.
 * Read from the app itself (`app.routes`), so a route added later without a description fails here.
 * `ALL` entries are middleware and the 405 answers; HEAD comes with GET.
 */
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { connect } from '../../shared/db/connect';
import { createApp } from '../app';
import { endpointsOf } from '../testing/routes';
import { openApiPath } from './document';
import { OPERATIONS } from './operations';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const normalise = (method: string, path: string) => `${method} ${openApiPath(path)}`;

/** `METHOD /path/{param}` of each route `app` registers and of each description, and the gaps. */
function compare(app: Hono<any>) {
  const registered = new Set(endpointsOf(app).filter((e) => METHODS.has(e.method)).map((e) => normalise(e.method, e.path)));
  const described = new Set(OPERATIONS.map((o) => normalise(o.method, o.path)));
  return {
    registered,
    undescribed: [...registered].filter((k) => !described.has(k)),
    stale: [...described].filter((k) => !registered.has(k)),
  };
}

describe('API description coverage', () => {
  it('describes exactly the routes createApp registers', async () => {
    const db = await connect('sqlite::memory:');
    try {
      const { registered, undescribed, stale } = compare(createApp({ db }));
      expect(undescribed, 'routes without a description: add them under api/openapi/paths/ (see api/openapi/registry.ts)').toEqual([]);
      expect(stale, 'descriptions of routes that do not exist').toEqual([]);
      // The check itself sees the app: a sanity floor so an empty route table cannot pass.
      expect(registered.size).toBeGreaterThan(80);
    } finally {
      await db.close();
    }
  });

  it('names a route added without a description', async () => {
    const db = await connect('sqlite::memory:');
    try {
      const app = createApp({ db });
      app.post('/api/admin/products/:key/findings', (c) => c.json({}));
      expect(compare(app).undescribed).toEqual(['POST /api/admin/products/{key}/findings']);
    } finally {
      await db.close();
    }
  });

  it('describes each operation once, with at least one example answer', () => {
    const keys = OPERATIONS.map((o) => normalise(o.method, o.path));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    const withoutExamples = OPERATIONS.filter((o) => o.examples.length === 0).map((o) => normalise(o.method, o.path));
    expect(withoutExamples).toEqual([]);
    for (const o of OPERATIONS) {
      for (const e of o.examples) expect(o.responses[e.status], `${o.method} ${o.path}: example '${e.name}' has undocumented status ${e.status}`).toBeDefined();
    }
  });
});
