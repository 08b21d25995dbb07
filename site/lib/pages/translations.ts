/**
 * The published translations of a post or review (its hreflang alternates): looked up in the
 * build's index of every translation during a full build, read through the key's index for a
 * save's few pages (./whole-site.ts).
 */
import type { Db } from '../../../shared/db/connect';
import { translationIndex, translationsOf, type TranslationEntry } from '../../../shared/db/queries/site-pages';
import { perBuild } from './memo';
import { wholeSiteRender } from './whole-site';

export async function translationsFor(db: Db, table: 'posts' | 'reviews', key: string | null, now: Date): Promise<TranslationEntry[]> {
  if (!key) return [];
  if (!wholeSiteRender()) return translationsOf(db, table, key, now);
  const index = await perBuild(db, now, `translations:${table}`, () => translationIndex(db, table, now));
  return index.get(key) ?? [];
}
