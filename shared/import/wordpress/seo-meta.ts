/**
 * Search titles, descriptions and noindex from the two SEO plugins most WordPress sites use:
 * Yoast SEO (`_yoast_wpseo_title`, `_yoast_wpseo_metadesc`, `_yoast_wpseo_meta-robots-noindex`)
 * and Rank Math (`rank_math_title`, `rank_math_description`, `rank_math_robots`). Their titles
 * carry template variables (`%%title%% %%sep%% %%sitename%%`, `%title% %sep% %sitename%`): the
 * post's title is filled in; the separator and site name go, as our pages add the site name.
 */
import { SEO_LIMITS } from '../../schemas/seo';

export interface SeoFields {
  seoTitle: string | null;
  seoDescription: string | null;
  noindex: boolean;
}

function fill(template: string | undefined, title: string, limit: number): string | null {
  if (!template?.trim()) return null;
  const text = template
    .replace(/%%title%%|%title%/g, title)
    .replace(/%%[a-z_]+%%|%[a-z_]+%/g, ' ')
    .replace(/\s*[-–—|·•»:]\s*$/u, '')
    .replace(/^\s*[-–—|·•»:]\s*/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, limit).trim() : null;
}

/** The SEO fields of an item from its post meta. */
export function seoFromMeta(meta: Record<string, string>, title: string): SeoFields {
  const robots = meta.rank_math_robots ?? '';
  return {
    seoTitle: fill(meta._yoast_wpseo_title ?? meta.rank_math_title, title, SEO_LIMITS.title),
    seoDescription: fill(meta._yoast_wpseo_metadesc ?? meta.rank_math_description, title, SEO_LIMITS.description),
    noindex: meta['_yoast_wpseo_meta-robots-noindex'] === '1' || /"noindex"/.test(robots),
  };
}
