/**
 * The order of a locale's categories by what they hold, which the footer of every page and the
 * home show. A save that reorders them changes every page of the locale, which no incremental
 * publish covers: the publisher compares the order after each incremental build with the one the
 * live pages were rendered with and asks for a full build when it moved (rare on a large site,
 * where one post hardly moves counts in the thousands).
 */
import type { Db } from '../../shared/db/connect';
import { popularCategories } from '../../shared/db/queries/categories';
import { isLocale, LOCALES } from '../../shared/locales';

export interface PopularOrder {
  /** Records the current order of `locales` as the live pages' (after a full build). */
  remember(now: Date, locales?: readonly string[]): Promise<void>;
  /** The locales whose order is no longer the live pages'; the new order is remembered. */
  changed(now: Date, locales: readonly string[]): Promise<string[]>;
  /** The live pages' order per locale (category ids), for a save's render to show. */
  known(): Record<string, readonly number[]>;
}

/**
 * A turn of the event loop. SQLite answers synchronously, so consecutive queries never let a request
 * in: one locale's counts group a locale's posts (tens of ms at 100,000 posts), five in a row
 * would hold a server's loop past 100 ms at the end of every full build (issue 29).
 */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export function popularOrder(db: Db): PopularOrder {
  const known = new Map<string, number[]>();
  const orderOf = async (locale: string, now: Date) => {
    await yieldToRequests();
    return isLocale(locale) ? (await popularCategories(db, locale, 1000, now)).map((c) => c.id) : [];
  };
  return {
    async remember(now, locales = LOCALES) {
      for (const locale of locales) known.set(locale, await orderOf(locale, now));
    },
    async changed(now, locales) {
      const moved: string[] = [];
      for (const locale of new Set(locales)) {
        const order = await orderOf(locale, now);
        if (known.has(locale) && known.get(locale)!.join(',') !== order.join(',')) moved.push(locale);
        known.set(locale, order);
      }
      return moved;
    },
    known: () => Object.fromEntries(known),
  };
}
