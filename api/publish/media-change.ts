/**
 * An image's files changed without its address changing (issue 26 item 7): its variants were all
 * written after the upload answered, or its share card was cut around a new focal point. The pages
 * showing it point at the files that existed when they were rendered, so each post, review, product
 * and author using its folder (`media_uses`) is handed to the publisher as an unchanged update,
 * which re-renders the item's pages and the list pages holding it (./renderer/affected-pages.ts).
 */
import type { Db } from '../../shared/db/connect';
import { toAdminPost } from '../../shared/db/queries/admin/posts';
import { toAdminProduct } from '../../shared/db/queries/admin/products';
import { toAdminReview } from '../../shared/db/queries/admin/reviews';
import { mediaFolder } from '../../shared/media/contract';
import { authorChange, localizedChange } from './content-change';
import type { ContentChange, Publisher } from './publisher';

/** Items read per batch. */
const BATCH = 500;

/** The publisher's changes for every item showing the image of `folder`'s key, in batches. */
export async function* mediaUseChanges(db: Db, folder: string): AsyncGenerator<ContentChange> {
  const k = db.kysely;
  for (const kind of ['post', 'review', 'product', 'author'] as const) {
    for (let after = 0; ;) {
      const ids = (await k.selectFrom('media_uses').select('item_id').where('folder', '=', folder).where('kind', '=', kind).where('item_id', '>', after).orderBy('item_id').limit(BATCH).execute()).map((r) => r.item_id);
      if (!ids.length) break;
      if (kind === 'post') for (const row of await k.selectFrom('posts').selectAll().where('id', 'in', ids).execute()) yield localizedChange('post')('update', toAdminPost(row), toAdminPost(row));
      if (kind === 'review') for (const row of await k.selectFrom('reviews').selectAll().where('id', 'in', ids).execute()) yield localizedChange('review')('update', toAdminReview(row), toAdminReview(row));
      if (kind === 'product') for (const row of await k.selectFrom('products').selectAll().where('id', 'in', ids).execute()) yield localizedChange('product')('update', toAdminProduct(row), toAdminProduct(row));
      if (kind === 'author') {
        for (const row of await k.selectFrom('authors').select(['id', 'slug', 'display_name', 'photo_url']).where('id', 'in', ids).execute()) {
          const author = { id: row.id, slug: row.slug, displayName: row.display_name, photoUrl: row.photo_url };
          // The photo shows in the bylines too: those pages are re-rendered like after a new photo.
          yield { ...authorChange('update', author, author), bylineChanged: true };
        }
      }
      if (ids.length < BATCH) break;
      after = ids[ids.length - 1]!;
    }
  }
}

/** Asks the publisher to re-render every page showing the image; a failed request is logged, not thrown. */
export async function publishMediaUses(db: Db, publisher: Publisher | undefined, key: { hash: string; width: number; height: number }, log: (message: string, err?: unknown) => void): Promise<void> {
  if (!publisher) return;
  for await (const change of mediaUseChanges(db, mediaFolder(key))) {
    try {
      await publisher.request(change);
    } catch (err) {
      log(`publish request failed for ${change.entity} ${change.id}`, err);
    }
  }
}
