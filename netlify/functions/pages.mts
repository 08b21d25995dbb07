/**
 * The public pages of the active content (issue 23; api/netlify-pages.ts): a page a save re-rendered
 * after this deploy's build comes from Netlify Blobs, any other from the deploy's own file; both
 * with a durable CDN cache and a cache tag that the publisher purges. Needs no database.
 *
 * Paths: every page below a locale, the feeds, the sitemaps and the test pages (what a save can
 * re-render). Excluded: `/{L}/admin…`, which netlify.toml redirects (functions come before redirect
 * rules; the deploy info repeats those rules for when the exclusion is not applied).
 */
import { getStore } from '@netlify/blobs';
import { createNetlifyPagesHandler } from '../../api/netlify-pages';
import { createBlobsPageStore, lazyPageStore, PAGES_BLOB_STORE } from '../../api/netlify-page-store';

export default createNetlifyPagesHandler({ store: lazyPageStore(() => createBlobsPageStore(getStore({ name: PAGES_BLOB_STORE, consistency: 'strong' }))) });

// `[^.]*`: page paths only, never a file name (`/br/foo/index.html`, `/br/rss.xml`), which the
// function's own fallback reads from the deploy; `excludedPath` says the same, but `netlify serve`
// ignores it for bundled functions, and the pattern holds everywhere. Feeds are listed by name.
export const config = {
  path: [
    '/br', '/br/:page([^.]*)', '/br/rss.xml', '/it', '/it/:page([^.]*)', '/it/rss.xml', '/mx', '/mx/:page([^.]*)', '/mx/rss.xml',
    '/es', '/es/:page([^.]*)', '/es/rss.xml', '/us', '/us/:page([^.]*)', '/us/rss.xml', '/sitemap-*', '/test', '/test-products',
  ],
  excludedPath: ['/*/admin', '/*/admin/*'],
  method: ['GET', 'HEAD'],
};
