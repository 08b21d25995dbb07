/**
 * Test bed of the Netlify entries (api/netlify.test.ts, api/netlify-jobs.test.ts): a migrated
 * scratch PostgreSQL database from TEST_DATABASE_URL, a local HTTP server standing for the build
 * hook, and the environment a function would get. PostgreSQL only: the functions refuse SQLite.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { createScratchDatabase } from '../shared/db/scratch';

export const TEST_ORIGIN = 'https://reviews.example';
/** The function's connections carry this application_name, so a test can count them. */
export const FUNCTION_APP_NAME = 'rs_netlify_fn';

export interface NetlifyTestbed {
  /** The test's own connection to the scratch database. */
  db: Db;
  /** What a function would find in process.env. */
  env: Record<string, string>;
  /** trigger_title of every POST the build hook received, in order. */
  hookPosts: string[];
  close(): Promise<void>;
}

export async function openNetlifyTestbed(prefix: string): Promise<NetlifyTestbed> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set');
  const db = await createScratchDatabase(adminUrl, prefix);
  await migrate(db);
  // The scratch database's URL: its name put into the admin URL, so a password there carries over.
  const url = new URL(adminUrl);
  url.pathname = new URL(db.url).pathname;
  url.searchParams.set('application_name', FUNCTION_APP_NAME);

  const hookPosts: string[] = [];
  const hook: Server = createServer((req, res) => {
    hookPosts.push(new URL(req.url!, 'http://hook').searchParams.get('trigger_title') ?? '');
    res.writeHead(200).end();
  });
  await new Promise<void>((done) => hook.listen(0, '127.0.0.1', done));
  const env = {
    DATABASE_URL: url.toString(),
    SITE_URL: TEST_ORIGIN,
    NETLIFY_BUILD_HOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/test`,
  };
  return {
    db,
    env,
    hookPosts,
    async close() {
      await new Promise<void>((done) => hook.close(() => done()));
      await db.close();
    },
  };
}
