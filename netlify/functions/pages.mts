/**
 * The public pages of the active content (issue 23; api/netlify-pages.ts): a page a save re-rendered
 * after this deploy's build comes from Netlify Blobs, any other from the deploy's own file; both
 * with a durable CDN cache and a cache tag that the publisher purges. Needs no database.
 *
 * Paths: everything below a locale, the sitemaps and the test pages (what a save can re-render).
 * Excluded: the files themselves (`/br/foo/index.html`, the function's own fallback reads), the
 * `/_netlify/` copies, and `/{L}/admin…`, which netlify.toml redirects (functions come before
 * redirect rules).
 */
import { getStore } from '@netlify/blobs';
import { createNetlifyPagesHandler } from '../../api/netlify-pages';
import { createBlobsPageStore, lazyPageStore, PAGES_BLOB_STORE } from '../../api/netlify-page-store';

export default createNetlifyPagesHandler({ store: lazyPageStore(() => createBlobsPageStore(getStore({ name: PAGES_BLOB_STORE, consistency: 'strong' }))) });

export const config = {
  path: ['/br', '/br/*', '/it', '/it/*', '/mx', '/mx/*', '/es', '/es/*', '/us', '/us/*', '/sitemap-*', '/test', '/test-products'],
  excludedPath: ['/*.html', '/*/admin', '/*/admin/*', '/_netlify/*'],
  method: ['GET', 'HEAD'],
};
