/**
 * Pages published without a deploy (issue 23, Netlify mode): a save renders the pages it affects
 * and keeps them in the Netlify Blobs store `pages`, keyed by their file in the site
 * (`br/foo/index.html`, `sitemap-br.xml`). Each blob records when the data it shows was read
 * (`renderedAt`); the pages function (./netlify-pages.ts) serves it only while it is at least as
 * new as the deploy's build, so a new deploy's pages win over older blobs without deleting them.
 * A page the save removed (a post unpublished or renamed) is kept as a marker answering 404, or the
 * 301/410 the redirect table recorded for its path (issue 16), as the deploy's `_redirects` would.
 */
import type { Store } from '@netlify/blobs';

export const PAGES_BLOB_STORE = 'pages';

export interface LivePage {
  /** The page's bytes (empty unless 200). */
  body: Uint8Array;
  /** ISO time the page's data was read. */
  renderedAt: string;
  /** 200 for a page; 301 (see location), 404 or 410 for a path that no longer has one. */
  status: 200 | 301 | 404 | 410;
  location?: string;
}

export interface PageStore {
  put(file: string, page: LivePage): Promise<void>;
  get(file: string): Promise<LivePage | null>;
  /** Deletes the blobs rendered before `before` (a deploy built after them covers them); returns how many. */
  prune(before: string): Promise<number>;
}

/** A PageStore over a Netlify Blobs store (`getStore({ name: PAGES_BLOB_STORE, consistency: 'strong' })`). */
export function createBlobsPageStore(blobs: Store): PageStore {
  return {
    async put(file, { body, renderedAt, status, location }) {
      const copy = new Uint8Array(body.byteLength);
      copy.set(body);
      await blobs.set(file, copy.buffer, { metadata: { renderedAt, status, ...(location ? { location } : {}) } });
    },
    async get(file) {
      const found = await blobs.getWithMetadata(file, { type: 'arrayBuffer' });
      const { renderedAt, status, location } = (found?.metadata ?? {}) as Record<string, unknown>;
      if (!found || typeof renderedAt !== 'string' || ![200, 301, 404, 410].includes(status as number)) return null;
      return { body: new Uint8Array(found.data), renderedAt, status: status as LivePage['status'], ...(typeof location === 'string' ? { location } : {}) };
    },
    async prune(before) {
      let deleted = 0;
      for await (const page of blobs.list({ paginate: true })) {
        for (const blob of page.blobs) {
          const meta = await blobs.getMetadata(blob.key);
          if (meta && typeof meta.metadata.renderedAt === 'string' && meta.metadata.renderedAt < before) {
            await blobs.delete(blob.key);
            deleted += 1;
          }
        }
      }
      return deleted;
    },
  };
}

/** A store opened on first use: `getStore` needs the functions runtime's Blobs context. */
export function lazyPageStore(open: () => PageStore): PageStore {
  let store: PageStore | undefined;
  const get = () => (store ??= open());
  return {
    put: (file, page) => get().put(file, page),
    get: (file) => get().get(file),
    prune: (before) => get().prune(before),
  };
}
