/**
 * Self-refreshing lists of post bodies (issue 27 item 3), in the syntax AAWP users know from
 * `[amazon bestseller="…"]` (the WordPress importer writes the first form):
 *
 * ```md
 * ::bestsellers{keywords="fone bluetooth" count="10"}
 * ::new-releases{browse-node="16243803011" count="5"}
 * ```
 *
 * each a line of its own. The price job fills each list from the retailer's SearchItems for the
 * post's region (api/jobs/retailer-lists.ts) and stores its current items; the page renders them as
 * a ranked list (./product-list.ts). A line is one list per (kind, query, count) and locale: two
 * posts with the same line share it. `count` is 1–10 (one SearchItems page), 10 when absent.
 */

/** The two list kinds, as their directive names. */
export const RETAILER_LIST_KINDS = ['bestsellers', 'new-releases'] as const;
export type RetailerListKind = (typeof RETAILER_LIST_KINDS)[number];

/** The attribute that names what a list of each kind is of. */
export const RETAILER_LIST_QUERY_ATTRIBUTE: Record<RetailerListKind, 'keywords' | 'browse-node'> = {
  bestsellers: 'keywords',
  'new-releases': 'browse-node',
};

/** Most items a list shows: one SearchItems page (ItemCount is 1–10). */
export const RETAILER_LIST_MAX = 10;
/** Longest keywords accepted (a search box's phrase, not a paragraph). */
export const RETAILER_LIST_KEYWORDS_MAX = 200;

/** The tag the parse stage emits for a list line; the rehype stage swaps it for the items. */
export const RETAILER_LIST_TAG = 'retailer-list-embed';

/** One list line as written, and what it asks for. */
export interface RetailerListDirective {
  kind: RetailerListKind;
  /** The keywords (bestsellers) or browse node id (new releases), trimmed; '' when missing. */
  query: string;
  /** Items asked for; RETAILER_LIST_MAX when the attribute is absent or unreadable. */
  count: number;
  /** The attributes as written, name → value, for the save's check. */
  attributes: Record<string, string>;
  /** The attribute text could not be read as `name="value"` pairs. */
  unreadable: string;
  /** The line as written, trimmed (named in refusals). */
  line: string;
}

/** A list line; group 1 the kind, group 2 its attribute text. */
const LIST_LINE = /^::(bestsellers|new-releases)(?:\[[^\]\n]*\])?(?:\{([^}\n]*)\})?[ \t]*$/;
const ATTRIBUTE = /\s*([a-zA-Z][\w-]*)\s*=\s*"([^"]*)"\s*/y;
const BROWSE_NODE = /^\d{1,20}$/;

/** The list directive of one line (already trimmed), or null when it is none. */
export function retailerListOf(line: string): RetailerListDirective | null {
  const match = LIST_LINE.exec(line);
  if (!match) return null;
  const kind = match[1] as RetailerListKind;
  const text = match[2] ?? '';
  const attributes: Record<string, string> = {};
  ATTRIBUTE.lastIndex = 0;
  let at = 0;
  for (let m = ATTRIBUTE.exec(text); m; m = ATTRIBUTE.exec(text)) {
    attributes[m[1]!] = m[2]!;
    at = ATTRIBUTE.lastIndex;
  }
  const unreadable = text.slice(at).trim();
  const query = (attributes[RETAILER_LIST_QUERY_ATTRIBUTE[kind]] ?? '').trim().replace(/\s+/g, ' ');
  const written = attributes.count?.trim();
  const count = written && /^\d+$/.test(written) && Number(written) >= 1 && Number(written) <= RETAILER_LIST_MAX ? Number(written) : RETAILER_LIST_MAX;
  return { kind, query, count, attributes, unreadable, line };
}

/** The list lines of a body, in order (fenced code included, as `::products` does). */
export function extractRetailerLists(markdown: string): RetailerListDirective[] {
  const found: RetailerListDirective[] = [];
  for (const line of (markdown ?? '').split('\n')) {
    const list = retailerListOf(line.trim());
    if (list) found.push(list);
  }
  return found;
}

/**
 * What is wrong with a list line, in words an editor acts on; [] when nothing is: the query
 * attribute missing or malformed, `count` not a whole number 1–10, an attribute the kind does not
 * take, or text that is no `name="value"` pair.
 */
export function retailerListProblems(list: RetailerListDirective): string[] {
  const problems: string[] = [];
  const label = list.line;
  const queryName = RETAILER_LIST_QUERY_ATTRIBUTE[list.kind];
  if (list.unreadable) problems.push(`${label}: cannot read "${list.unreadable}"; attributes are written name="value"`);
  const unknown = Object.keys(list.attributes).filter((name) => name !== queryName && name !== 'count');
  if (unknown.length) problems.push(`${label}: unknown attribute ${unknown.map((n) => `"${n}"`).join(', ')}; ::${list.kind} takes ${queryName} and count`);
  if (!list.query) problems.push(`${label}: missing ${queryName}="…" (${list.kind === 'bestsellers' ? 'the search words, e.g. keywords="fone bluetooth"' : 'the retailer category number, e.g. browse-node="16243803011"'})`);
  else if (list.kind === 'bestsellers' && list.query.length > RETAILER_LIST_KEYWORDS_MAX) problems.push(`${label}: keywords are longer than ${RETAILER_LIST_KEYWORDS_MAX} characters`);
  else if (list.kind === 'new-releases' && !BROWSE_NODE.test(list.query)) problems.push(`${label}: browse-node "${list.query}" is not a category number (digits only)`);
  const count = list.attributes.count;
  if (count !== undefined && !(/^\s*\d+\s*$/.test(count) && Number(count) >= 1 && Number(count) <= RETAILER_LIST_MAX)) {
    problems.push(`${label}: count "${count}" is not a whole number from 1 to ${RETAILER_LIST_MAX}`);
  }
  return problems;
}

/** The key of the list a line shows: the same line in two posts of a locale is one list. */
export function retailerListKey(list: Pick<RetailerListDirective, 'kind' | 'query' | 'count'>): string {
  return `${list.kind}|${list.count}|${list.query}`;
}

/** The line of a list (the admin's toolbar and the WordPress importer write it). */
export function retailerListLine(kind: RetailerListKind, query: string, count: number): string {
  const value = query.replace(/["{}\n]/g, ' ').replace(/\s+/g, ' ').trim();
  return `::${kind}{${RETAILER_LIST_QUERY_ATTRIBUTE[kind]}="${value}" count="${count}"}`;
}
