/**
 * The publisher turns accepted admin changes into republished pages (DESIGN §1). This file holds
 * the contract the admin API calls and a recording implementation; the publishing issue replaces
 * the implementation (in-process rebuild or a Netlify build hook) without touching the callers.
 */

/**
 * What kind of row changed. The publisher maps each to the pages that show it. A `retailer-list`
 * (issue 27 item 3) is a self-refreshing list whose items changed: the posts showing it.
 */
export type ContentEntity = 'post' | 'product' | 'review' | 'category' | 'setting' | 'locale-config' | 'retailer-list' | 'author';

export type ChangeAction = 'create' | 'update' | 'delete';

/**
 * One accepted change, described well enough to find the affected pages without reading the
 * database again: a renamed slug must drop the old page and write the new one.
 */
export interface ContentChange {
  entity: ContentEntity;
  action: ChangeAction;
  /** Row id; the key for settings (`site_name`) and the locale code for locale configs. */
  id: number | string;
  /**
   * Locales whose pages may show the row. Both the old and the new locale when it moved;
   * every locale for site-wide rows (categories, the site name).
   */
  locales: string[];
  /** Slug before the change (null on create or for rows without a slug). */
  slugBefore: string | null;
  /** Slug after the change (null on delete or for rows without a slug). */
  slugAfter: string | null;
  /** Categories the row was and is in (their pages list it); posts, reviews and products. */
  categoryIds?: number[];
  /** Translation keys the row had and has: its translations list it as an hreflang alternate. */
  translationKeys?: string[];
  /**
   * Where a post, review or product sat in the public lists before and after the change (null:
   * it did not exist), so a save republishes only the list pages that hold it.
   */
  placement?: { before: Placement | null; after: Placement | null };
  /**
   * An author profile change (issue 25 item 4): whether what its items' bylines show (name, slug,
   * photo) changed, so their pages are re-rendered too, not only the author's own pages.
   */
  bylineChanged?: boolean;
  /**
   * Made by a job, not an editor (a price refresh): published after the editors' changes waiting
   * at the time, so that a save never queues behind a run's hundreds of product pages.
   */
  background?: boolean;
}

/** What orders a row in the public lists and decides whether they show it. */
export interface Placement {
  status?: string;
  publishedAt?: string | null;
  categoryId?: number | null;
  /** A review's product (its category is the review's). */
  productId?: number;
  /** A product's launch date (launch pages). */
  launchDate?: string | null;
  slug?: string;
  translationKey?: string | null;
  /** Editor's noindex switch (issue 16): the row is left out of sitemaps, hreflang sets and the feed. */
  noindex?: boolean;
  /** A post's or review's author profiles (issue 25 item 4): their author pages list it. */
  authorIds?: number[];
}

/** The build_runs id of the build that publishes a change; undefined when none is recorded here. */
export type PublishTicket = number | undefined | void;

/** Receives every accepted change after its transaction committed. */
export interface Publisher {
  /**
   * Asks for the pages affected by `change` to be republished. Must not throw for a publishing
   * failure: the change is already saved, and a failed rebuild is reported through build history.
   * Resolves to the id of the build_runs row that will make the change live when this publisher
   * records one (the editor follows it: GET /api/admin/builds/{id}), else to nothing.
   */
  request(change: ContentChange): PublishTicket | Promise<PublishTicket>;
  /**
   * Asks for a full rebuild of the site (nightly regeneration, an admin's "build now", a code
   * change). `trigger` says who asked ('nightly', 'admin:alice', 'start'); it is kept in build
   * history. Same no-throw rule as `request`.
   */
  rebuild(trigger: string): void | Promise<void>;
}

/** A publisher that remembers what it was asked; `requests` is exposed for tests. */
export interface RecordingPublisher extends Publisher {
  readonly requests: ContentChange[];
  /** Triggers of the full rebuilds asked for, in order. */
  readonly rebuilds: string[];
}

/**
 * The stand-in until the publishing issue lands: records each request in memory and logs one
 * line, so an operator sees that a save would have triggered a rebuild.
 */
export function createRecordingPublisher(log: (line: string) => void = (line) => console.log(line)): RecordingPublisher {
  const requests: ContentChange[] = [];
  const rebuilds: string[] = [];
  return {
    requests,
    rebuilds,
    rebuild(trigger) {
      rebuilds.push(trigger);
      log(`full rebuild requested: ${trigger}`);
    },
    request(change) {
      requests.push(change);
      const slug = change.slugBefore !== change.slugAfter ? ` slug ${change.slugBefore ?? '-'} -> ${change.slugAfter ?? '-'}` : change.slugAfter ? ` slug ${change.slugAfter}` : '';
      log(`publish requested: ${change.action} ${change.entity} ${change.id} [${change.locales.join(',')}]${slug}`);
    },
  };
}
