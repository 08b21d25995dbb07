/**
 * Unique slugs per locale and table. Titles repeat at scale (10,000 posts per locale draw from a
 * finite vocabulary), so a repeated slug gets a number suffix; a Set plus a per-base counter keeps
 * that linear instead of re-scanning taken slugs.
 */
import { slugify, MAX_SLUG_LENGTH } from '../../../shared/format/slug';

export class SlugRegistry {
  private readonly taken = new Set<string>();
  private readonly nextSuffix = new Map<string, number>();
  private readonly reserved: ReadonlySet<string>;

  /** @param reserved words no slug may equal (route words of the locale, see `reservedWords`). */
  constructor(reserved: Iterable<string>, private readonly fallback = 'item') {
    this.reserved = new Set(reserved);
  }

  /**
   * A slug for `text` not handed out before and not reserved: the slug of the text itself, or
   * that slug with '-2', '-3', … (shortened at a word boundary to stay within 120 characters).
   */
  claim(text: string): string {
    const base = slugify(text) || this.fallback;
    if (this.isFree(base)) return this.take(base);
    let n = this.nextSuffix.get(base) ?? 2;
    let candidate: string;
    for (;; n++) {
      const suffix = `-${n}`;
      const stem = slugify(base, MAX_SLUG_LENGTH - suffix.length) || this.fallback;
      candidate = `${stem}${suffix}`;
      if (this.isFree(candidate)) break;
    }
    this.nextSuffix.set(base, n + 1);
    return this.take(candidate);
  }

  private isFree(slug: string): boolean {
    return !this.taken.has(slug) && !this.reserved.has(slug);
  }

  private take(slug: string): string {
    this.taken.add(slug);
    return slug;
  }
}
