/**
 * Seeds the demo corpus. Refuses a database that already has content unless asked to reset it:
 * nothing is ever overwritten silently.
 */
import type { Db } from '../../shared/db/connect';
import { generateCorpus } from './corpus';
import { isContentEmpty, resetContent, writeCorpus, type SeedCounts } from './write';

export interface SeedOptions {
  /** Posts per active locale; products and reviews scale with it. Default: the demo size. */
  postsPerLocale?: number;
  /** Replace existing content instead of refusing. */
  reset?: boolean;
  /** Dates in the corpus are relative to this moment. */
  now?: Date;
}

export class SeedRefusedError extends Error {}

/** Generates and writes the corpus; resolves with the counts and the time it took. */
export async function seedDemo(db: Db, { postsPerLocale, reset = false, now = new Date() }: SeedOptions = {}): Promise<SeedCounts & { ms: number }> {
  const started = performance.now();
  if (!(await isContentEmpty(db))) {
    if (!reset) {
      throw new SeedRefusedError(
        'The database already has content; nothing was changed. Run again with --reset to delete all posts, products, reviews, categories, locale configs and settings and seed anew.',
      );
    }
    await resetContent(db);
  }
  const counts = await writeCorpus(db, generateCorpus({ postsPerLocale, now }), now);
  return { ...counts, ms: Math.round(performance.now() - started) };
}
