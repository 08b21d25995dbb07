/**
 * Seeds the demo corpus. Refuses a database that already has content unless asked to reset it:
 * nothing is ever overwritten silently.
 */
import type { Db } from '../../shared/db/connect';
import type { MediaStore } from '../../shared/media/store';
import { seedAuthors } from './authors';
import { generateCorpus } from './corpus';
import { illustrationFor, seedIllustrations } from './illustrations/pool';
import { isContentEmpty, resetContent, writeCorpus, type SeedCounts } from './write';

export interface SeedOptions {
  /** Posts per active locale; products and reviews scale with it. Default: the demo size. */
  postsPerLocale?: number;
  /** Replace existing content instead of refusing. */
  reset?: boolean;
  /** Dates in the corpus are relative to this moment. */
  now?: Date;
  /**
   * The media library's file store: the seed draws its own pictures into it (issue 14) and the
   * posts show them. Without one, posts keep their first product's picture.
   */
  media?: MediaStore;
  /** Pictures drawn per category (default VARIANTS_PER_CATEGORY); tests ask for fewer. */
  illustrationsPerCategory?: number;
}

export class SeedRefusedError extends Error {}

/** Generates and writes the corpus; resolves with the counts and the time it took. */
export async function seedDemo(db: Db, { postsPerLocale, reset = false, now = new Date(), media, illustrationsPerCategory }: SeedOptions = {}): Promise<SeedCounts & { ms: number }> {
  const started = performance.now();
  if (!(await isContentEmpty(db))) {
    if (!reset) {
      throw new SeedRefusedError(
        'The database already has content; nothing was changed. Run again with --reset to delete all posts, products, reviews, categories, locale configs and settings and seed anew.',
      );
    }
    await resetContent(db);
  }
  const corpus = generateCorpus({ postsPerLocale, now });
  if (media) {
    // A bounded pool (a few per category), shared by the posts: the cost does not grow with --scale.
    const pool = await seedIllustrations(db, media, illustrationsPerCategory);
    for (const post of corpus.posts) post.image_url = illustrationFor(pool, post);
  }
  const counts = await writeCorpus(db, corpus, now);
  // Four authors sign the posts and reviews (issue 25 item 6), with drawn photos when media is given.
  await seedAuthors(db, now, media);
  return { ...counts, ms: Math.round(performance.now() - started) };
}
