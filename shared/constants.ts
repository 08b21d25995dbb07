/**
 * Business constants of SPEC §9, in one place for the site, the islands and the admin app.
 */

/** Browser storage keys (SPEC §9: preferred locale, admin flag, theme). */
export const STORAGE_KEYS = {
  /** Preferred locale, in local storage and in a cookie of the same name. */
  locale: 'preferred-locale',
  /** Cosmetic admin flag (SPEC §4); the server enforces the real session. */
  adminFlag: 'admin-authenticated',
  /** 'light' | 'dark' */
  theme: 'theme',
} as const;

export const TIMINGS = {
  heroRotationMs: 4000,
  heroFadeMs: 500,
  localeLoadTimeoutMs: 15_000,
  adminAuthSpinnerMs: 300,
  notFoundCountdownS: 5,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
} as const;

export const LIMITS = {
  backToTopThresholdPx: 300,
  heroHeightPx: 410,
  heroHeightSmallPx: 368,
  mainMaxWidthPx: 1200,
  homeGridInitial: 6,
  homeGridIncrement: 6,
  popularCategoriesMax: 10,
  headerSearchMaxChars: 50,
  headerSearchMaxResults: 10,
  /** Items of a locale's RSS feed (the newest posts). */
  feedSize: 50,
  /** Related posts under a post (site/lib/pages/post.ts). */
  relatedPosts: 3,
  toastSwipeThresholdPx: 50,
  toastLimit: 1,
} as const;

/** Pastel palette for post cards (SPEC §9: ten colours). */
export const PASTEL_PALETTE = [
  '#FDE2E4', '#E2ECE9', '#DDEBF7', '#FFF1CC', '#E8DFF5',
  '#FCE1C8', '#D8F3DC', '#FAD2E1', '#D6E4F0', '#F0EFEB',
] as const;

/** Robots policy of indexable pages: index, follow and large image previews (SPEC §9). */
export const ROBOTS_INDEX = 'index, follow, max-image-preview:large';
/** Robots policy of pages kept out of indexes (admin, test pages, redirects), in meta tags and X-Robots-Tag. */
export const ROBOTS_NOINDEX = 'noindex, nofollow';
/**
 * Robots policy of the coming-soon placeholders (issue 17): one identical page per structural path
 * of a locale that is not active yet, kept out of indexes while its links (the chooser, the
 * hreflang set) are still followed.
 */
export const ROBOTS_PLACEHOLDER = 'noindex, follow';
/**
 * Robots policy of a post, review or category an editor switched to noindex (issue 16): out of
 * indexes, its links still followed (the posts a noindex category lists stay discoverable).
 */
export const ROBOTS_EDITOR_NOINDEX = 'noindex,follow';
