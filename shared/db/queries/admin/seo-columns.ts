/**
 * The per-page SEO fields (issue 16) between payloads, rows and the admin shape, in one place for
 * the post and review stores. Empty means "the spec's default": stored null (or 0 for noindex).
 */

interface SeoInput {
  seoTitle?: string | null;
  seoDescription?: string | null;
  noindex?: boolean;
}

interface SeoRow {
  seo_title: string | null;
  seo_description: string | null;
  noindex: number;
}

/** Columns a post or review save writes. */
export function seoColumns(input: SeoInput): { seo_title: string | null; seo_description: string | null; noindex: number } {
  return { seo_title: input.seoTitle || null, seo_description: input.seoDescription || null, noindex: input.noindex ? 1 : 0 };
}

/** The admin shape's fields. */
export function seoState(row: SeoRow): { seoTitle: string | null; seoDescription: string | null; noindex: boolean } {
  return { seoTitle: row.seo_title, seoDescription: row.seo_description, noindex: Number(row.noindex) === 1 };
}

/** Row columns the admin lists select besides their own. */
export const SEO_LIST_COLUMNS = ['seo_title', 'seo_description', 'noindex'] as const;
