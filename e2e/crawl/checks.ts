/**
 * The crawl's checks over a set of parsed pages. Each returns a list of problems, one readable line
 * each ("/br/sobre: …"), so a failing test prints exactly what to fix.
 */
import { attr, byTag, type ParsedPage } from '../../shared/parsed-page';

/** Attributes that hold a URL (srcset is split separately). */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'], link: ['href'], script: ['src'], img: ['src'], iframe: ['src'], source: ['src'], video: ['src', 'poster'],
  audio: ['src'], form: ['action'], use: ['href', 'xlink:href'],
};
/** Link relations checked by the canonical/hreflang check instead (absolute URLs by design). */
const SEO_RELS = new Set(['canonical', 'alternate']);

/** A URL of this site as a path (query and fragment dropped), or undefined for other sites and schemes. */
export function sitePath(value: string, siteUrl: string, base = '/'): string | undefined {
  const trimmed = value.trim();
  if (!trimmed || trimmed.startsWith('#') || /^(mailto|tel|javascript|data|blob):/i.test(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, new URL(base, siteUrl));
  } catch {
    return trimmed; // unparsable: reported as broken by the caller
  }
  return url.origin === new URL(siteUrl).origin ? url.pathname : undefined;
}

/** Every internal URL a page refers to, with where it was found. */
export function internalLinks(page: ParsedPage, siteUrl: string): { path: string; where: string }[] {
  const found: { path: string; where: string }[] = [];
  for (const el of page.elements) {
    const names = [...(URL_ATTRIBUTES[el.tagName] ?? [])];
    if (el.tagName === 'link' && (attr(el, 'rel') ?? '').split(/\s+/).some((r) => SEO_RELS.has(r))) continue;
    for (const name of names) {
      const value = attr(el, name);
      if (value === undefined) continue;
      const path = sitePath(value, siteUrl, page.path);
      if (path) found.push({ path, where: `<${el.tagName} ${name}="${value}">` });
    }
    for (const name of ['srcset', 'imagesrcset']) {
      const value = attr(el, name);
      if (!value) continue;
      for (const candidate of value.split(',').map((c) => c.trim().split(/\s+/)[0]!).filter(Boolean)) {
        const path = sitePath(candidate, siteUrl, page.path);
        if (path) found.push({ path, where: `<${el.tagName} ${name}> ${candidate}` });
      }
    }
    // Social cards point at the share image by absolute URL.
    if (el.tagName === 'meta' && /^(og:image|og:url|twitter:image)$/.test(attr(el, 'property') ?? attr(el, 'name') ?? '')) {
      const path = sitePath(attr(el, 'content') ?? '', siteUrl);
      if (path) found.push({ path, where: `<meta ${attr(el, 'property') ?? attr(el, 'name')}>` });
    }
    // Astro islands load their component and renderer by URL.
    if (el.tagName === 'astro-island') {
      for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
        const value = attr(el, name);
        const path = value ? sitePath(value, siteUrl, page.path) : undefined;
        if (path) found.push({ path, where: `<astro-island ${name}>` });
      }
    }
  }
  return found;
}

/** Links whose target `exists` says is missing; each broken target is reported once per page. */
export function brokenLinks(pages: ParsedPage[], siteUrl: string, exists: (path: string) => boolean): string[] {
  const problems: string[] = [];
  const verdicts = new Map<string, boolean>();
  for (const page of pages) {
    const seen = new Set<string>();
    for (const { path, where } of internalLinks(page, siteUrl)) {
      if (seen.has(path)) continue;
      seen.add(path);
      if (!verdicts.has(path)) verdicts.set(path, exists(path));
      if (!verdicts.get(path)) problems.push(`${page.path}: broken link ${path} (${where})`);
    }
  }
  return problems;
}

/** Text that betrays a template bug: unsubstituted title placeholders, stringified non-values. */
const PLACEHOLDER_PATTERNS: [RegExp, string][] = [
  [/\{\s*(month|year|mes|ano)\s*\}/i, 'an unsubstituted {month}/{year} placeholder'],
  [/\{\{|\}\}/, 'a template brace {{ or }}'],
  [/\bundefined\b/, '"undefined"'],
  [/\[object Object\]/, '"[object Object]"'],
  [/\bNaN\b/, '"NaN"'],
  [/\bnull\b/, '"null"'],
];
/** Attributes whose values are code or serialized data rather than text for people. */
const CODE_ATTRIBUTES = new Set(['props', 'opts', 'style', 'd', 'srcset', 'imagesrcset', 'integrity']);

function placeholderIn(value: string): string | undefined {
  return PLACEHOLDER_PATTERNS.find(([re]) => re.test(value))?.[1];
}

/** Visible text, attribute values and JSON-LD data free of placeholders and non-values. */
export function placeholders(pages: ParsedPage[]): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    for (const text of page.texts) {
      const what = placeholderIn(text);
      if (what) problems.push(`${page.path}: ${what} in text "${text.trim().slice(0, 80)}"`);
    }
    for (const el of page.elements) {
      for (const { name, value } of el.attrs) {
        if (CODE_ATTRIBUTES.has(name) || name.startsWith('on')) continue;
        const what = placeholderIn(value);
        if (what) problems.push(`${page.path}: ${what} in <${el.tagName} ${name}="${value.slice(0, 80)}">`);
      }
    }
    for (const script of page.scripts.filter((s) => s.type === 'application/ld+json')) {
      let data: unknown;
      try {
        data = JSON.parse(script.body);
      } catch {
        problems.push(`${page.path}: JSON-LD that is not valid JSON`);
        continue;
      }
      const walk = (value: unknown, at: string): void => {
        if (typeof value === 'string') {
          const what = placeholderIn(value);
          if (what) problems.push(`${page.path}: ${what} in JSON-LD ${at}`);
        } else if (value === null) problems.push(`${page.path}: null in JSON-LD ${at}`);
        else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}[${i}]`));
        else if (typeof value === 'object') for (const [k, v] of Object.entries(value as object)) walk(v, `${at}.${k}`);
      };
      walk(data, '$');
    }
  }
  return problems;
}

/** Every page has exactly one h1. */
export function h1Count(pages: ParsedPage[]): string[] {
  return pages.flatMap((page) => {
    const n = byTag(page, 'h1').length;
    return n === 1 ? [] : [`${page.path}: ${n} h1 elements (expected exactly 1)`];
  });
}

const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** An absolute URL without a trailing slash on its path (`https://x.com/br/` → `https://x.com/br`, the root stays `/`). */
function normalizeUrl(href: string): string {
  try {
    const url = new URL(href);
    return `${url.origin}${normalizePath(url.pathname)}`;
  } catch {
    return href;
  }
}

/**
 * Indexable pages sharing one meta description (issue 24: 18 launch days had one, a list's page 2
 * repeated page 1's): search engines show it as the page's summary, so each page needs its own.
 */
export function duplicateDescriptions(pages: ParsedPage[]): string[] {
  const byText = new Map<string, string[]>();
  for (const page of pages) {
    if (isNoindex(page)) continue;
    const text = byTag(page, 'meta').find((m) => attr(m, 'name')?.toLowerCase() === 'description')?.attrs.find((a) => a.name === 'content')?.value.trim();
    if (!text) continue;
    byText.set(text, [...(byText.get(text) ?? []), page.path]);
  }
  return [...byText].filter(([, paths]) => paths.length > 1).map(([text, paths]) => `${paths.join(', ')} share the description "${text}"`);
}

/** Whether a page asks not to be indexed (robots meta noindex). */
export function isNoindex(page: ParsedPage): boolean {
  return byTag(page, 'meta').some((m) => attr(m, 'name')?.toLowerCase() === 'robots' && /noindex/i.test(attr(m, 'content') ?? ''));
}

export interface HreflangOptions {
  /**
   * Pages that must carry alternates (the structural pages every locale has). Others may have
   * none: a post without a translation has no equivalent to point at (DESIGN §4).
   */
  requiresAlternates?: (path: string) => boolean;
}

/**
 * Canonical and hreflang, for indexable pages: one absolute canonical on SITE_URL equal to the
 * page's own URL; alternates that are absolute on SITE_URL, unique per language, include the page
 * itself and x-default, and point at existing pages that list exactly the same alternates (so
 * every alternate links back).
 */
export function canonicalAndHreflang(pages: ParsedPage[], siteUrl: string, { requiresAlternates = () => true }: HreflangOptions = {}): string[] {
  const origin = new URL(siteUrl).origin;
  const byPath = new Map(pages.map((p) => [normalizePath(p.path), p]));
  const problems: string[] = [];

  const alternatesOf = (page: ParsedPage) =>
    byTag(page, 'link')
      .filter((l) => (attr(l, 'rel') ?? '').split(/\s+/).includes('alternate') && attr(l, 'hreflang') !== undefined)
      .map((l) => ({ lang: attr(l, 'hreflang')!, href: attr(l, 'href') ?? '' }));
  const signature = (alts: { lang: string; href: string }[]) =>
    alts.filter((a) => a.lang !== 'x-default').map((a) => `${a.lang} ${a.href}`).sort().join('\n');

  for (const page of pages) {
    if (isNoindex(page)) continue;
    const own = normalizeUrl(`${origin}${page.path}`);
    const canonicals = byTag(page, 'link').filter((l) => (attr(l, 'rel') ?? '').split(/\s+/).includes('canonical'));
    if (canonicals.length !== 1) {
      problems.push(`${page.path}: ${canonicals.length} canonical links (expected 1)`);
    } else {
      const href = attr(canonicals[0]!, 'href') ?? '';
      if (!href.startsWith(`${origin}/`)) problems.push(`${page.path}: canonical ${href} is not absolute on ${origin}`);
      else if (normalizeUrl(href) !== own) problems.push(`${page.path}: canonical ${href} is not the page's own URL ${own}`);
    }

    const alternates = alternatesOf(page);
    if (alternates.length === 0) {
      if (requiresAlternates(page.path)) problems.push(`${page.path}: no hreflang alternates`);
      continue;
    }
    const langs = alternates.map((a) => a.lang);
    const duplicated = langs.filter((l, i) => langs.indexOf(l) !== i);
    if (duplicated.length) problems.push(`${page.path}: hreflang ${[...new Set(duplicated)].join(', ')} listed more than once`);
    if (!langs.includes('x-default')) problems.push(`${page.path}: no x-default alternate`);
    // The landing is in the homes' set as its x-default (the country chooser) only.
    if (!alternates.some((a) => normalizeUrl(a.href) === own)) {
      problems.push(`${page.path}: its hreflang alternates do not include the page itself`);
    }
    for (const alt of alternates) {
      if (!alt.href.startsWith(`${origin}/`)) {
        problems.push(`${page.path}: hreflang ${alt.lang} ${alt.href} is not absolute on ${origin}`);
        continue;
      }
      const target = byPath.get(normalizePath(new URL(alt.href).pathname));
      if (!target) {
        problems.push(`${page.path}: hreflang ${alt.lang} points at ${alt.href}, which is not a built page`);
        continue;
      }
      if (alt.lang === 'x-default' || target === page) continue;
      if (signature(alternatesOf(target)) !== signature(alternates)) {
        const links = alternatesOf(target).some((a) => a.lang !== 'x-default' && normalizeUrl(a.href) === own);
        problems.push(`${page.path}: hreflang ${alt.lang} ${target.path} ${links ? 'lists other alternates' : 'does not link back'}`);
      }
    }
  }
  return problems;
}
