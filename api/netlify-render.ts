/**
 * The background function that publishes content changes in Netlify mode (issue 23):
 * netlify/functions/publish-pages-background.mts. It checks the signed request
 * (./netlify-render-trigger.ts), renders the affected pages with the renderer bundle the Netlify
 * build made (the full build's code: byte-identical pages), stores them in the Blobs store `pages`
 * and purges their cache tags through Netlify's API (SITE_ID and NETLIFY_PURGE_API_TOKEN, which
 * Netlify gives every function; NETLIFY_API_URL points the purge elsewhere in tests).
 */
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { lazyRuntime, openRuntime, type NetlifyRuntimeOptions } from './netlify';
import { createBlobsPageStore, lazyPageStore, PAGES_BLOB_STORE, type PageStore } from './netlify-page-store';
import { readRenderRequest, renderSigningKey } from './netlify-render-trigger';
import { createPagePublisher } from './publish/netlify-page-publisher';
import { indexNowFromEnv } from './publish/indexnow/from-env';
import { createNetlifyPurge, NETLIFY_API_URL, type PurgeByTags } from './publish/netlify-purge';
import { loadSiteRenderer, type SiteRenderer } from './publish/renderer/site-renderer';

/** Where ./publish/renderer/bundle.ts keeps the renderer bundles. */
const RENDERER_BUNDLES = 'node_modules/.cache/site-renderer';
/**
 * The deploy's renderer bundle, copied there after the build (content-scripts/netlify-fallbacks.ts)
 * and shipped with the function (netlify.toml included_files): a folder of the project, so its bare
 * imports resolve from the function's node_modules like the project's own.
 */
export const DEPLOY_RENDERER_DIR = 'netlify/renderer';

/** The newest complete renderer bundle the build made under `root`. */
export function latestRendererBundle(root = process.cwd()): string {
  const parent = join(root, RENDERER_BUNDLES);
  const complete = existsSync(parent) ? readdirSync(parent).map((name) => join(parent, name)).filter((dir) => existsSync(join(dir, '.complete'))) : [];
  if (!complete.length) throw new Error(`no renderer bundle in ${parent}: the Netlify build makes it (npm run build)`);
  return complete.sort((a, b) => statSync(join(b, '.complete')).mtimeMs - statSync(join(a, '.complete')).mtimeMs)[0]!;
}

/** Copies the build's renderer bundle to DEPLOY_RENDERER_DIR; returns the copy. */
export function copyRendererForDeploy(root = process.cwd()): string {
  const target = join(root, DEPLOY_RENDERER_DIR);
  rmSync(target, { recursive: true, force: true });
  cpSync(latestRendererBundle(root), target, { recursive: true, dereference: true });
  return target;
}

export interface RenderHandlerOptions extends NetlifyRuntimeOptions {
  store?: PageStore;
  renderer?: () => Promise<SiteRenderer>;
  /** Waits between IndexNow attempts (default ./publish/indexnow/submissions.ts's). */
  indexNowRetryDelaysMs?: number[];
}

/** The purge of this site's CDN, or a logged no-op where Netlify gave no site id or token (netlify serve offline). */
export function purgeFromEnv(source: Record<string, string | undefined>, fetchImpl?: typeof fetch, log: (line: string) => void = console.log): PurgeByTags {
  const siteId = source.SITE_ID;
  const token = source.NETLIFY_PURGE_API_TOKEN || source.NETLIFY_AUTH_TOKEN;
  if (!siteId || !token) {
    return async (tags) => {
      log(`no purge of ${tags.length} tag(s): SITE_ID or NETLIFY_PURGE_API_TOKEN is not set (not running on Netlify)`);
      return 0;
    };
  }
  return createNetlifyPurge({ siteId, token, apiUrl: source.NETLIFY_API_URL || NETLIFY_API_URL, fetch: fetchImpl });
}

/** The handler of publish-pages-background: `(request) => response` (Netlify answers the caller 202 itself). */
export function createNetlifyRenderHandler(options: RenderHandlerOptions = {}) {
  const runtime = lazyRuntime(options);
  let renderer: Promise<SiteRenderer> | undefined;
  const loadRenderer = options.renderer ?? (() => {
    renderer ??= loadSiteRenderer(join(process.cwd(), DEPLOY_RENDERER_DIR));
    renderer.catch(() => (renderer = undefined));
    return renderer;
  });
  const store = options.store ?? lazyPageStore(() => createBlobsPageStore(getStore({ name: PAGES_BLOB_STORE, consistency: 'strong' })));
  const fn = async (req: Request): Promise<Response> => {
    const open = openRuntime(runtime);
    if (open instanceof Response) return open;
    const read = await readRenderRequest(req, renderSigningKey(open.env.DATABASE_URL), options.now?.());
    if ('status' in read) {
      runtime.log(`publish-pages-background: refused (${read.message})`);
      return Response.json({ error: 'bad_request', message: read.message }, { status: read.status });
    }
    const source = options.env ?? process.env;
    // One request per publish: a background function is its own process, and it may end as soon as it answers.
    const indexNow = indexNowFromEnv(open.env, open.db, { fetch: options.fetch, log: (line) => runtime.log(line), retryDelaysMs: options.indexNowRetryDelaysMs });
    const publish = createPagePublisher({ db: open.db, renderer: loadRenderer, store, purge: purgeFromEnv(source, options.fetch, runtime.log), indexNow, now: options.now, log: (line) => runtime.log(line) });
    try {
      const result = await publish(read.changes);
      // A background function runs up to 15 minutes: the retries fit, and nobody waits for them.
      await indexNow?.flush();
      return Response.json(result);
    } catch (err) {
      runtime.log(`publish-pages-background: ${err instanceof Error ? err.message : String(err)}`);
      return Response.json({ error: 'failed', message: String(err) }, { status: 500 });
    }
  };
  return Object.assign(fn, { close: () => runtime.close() });
}
