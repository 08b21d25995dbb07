/**
 * The start every render worker thread shares (./render-worker.ts for full builds,
 * ./page-render-worker.ts for renders off the server's event loop): one page at a time, its own
 * database connection and the renderer bundle.
 */
import { connect, type Db } from '../../../shared/db/connect';
import { renderOneAtATime } from '../../../shared/render-context';
import { loadSiteRenderer, type SiteRenderer } from './site-renderer';

export interface RenderThreadInput {
  bundleDir: string;
  databaseUrl: string;
}

/** Sets this worker thread up to render: call once at its top. */
export async function startRenderThread(input: RenderThreadInput): Promise<{ db: Db; renderer: SiteRenderer }> {
  // Each page to its end before the next: the callers' queues await every render.
  renderOneAtATime();
  const db = connect(input.databaseUrl);
  return { db, renderer: await loadSiteRenderer(input.bundleDir) };
}
