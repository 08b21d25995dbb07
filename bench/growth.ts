/**
 * The "growth with the corpus" table of bench/RESULTS.md: one row per corpus size measured by the
 * scale section (the demo, 10,000 and 100,000 posts), so how each figure grows with the corpus is
 * visible side by side. A run replaces the rows of the sizes it measured and keeps the others.
 */

export const GROWTH_HEAD = [
  '| corpus | pages | full build | pages/s | peak memory | edit-to-live median | edit-to-live p95 | pages per save | largest HTML page | fullest sitemap file | search p50 / p95 | measured |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
].join('\n');

/** The posts of a row's corpus cell ("100,002 posts" → 100002), for ordering. */
function postsOf(row: string): number {
  const match = /^\| ([\d,]+) posts/.exec(row);
  return match ? Number(match[1]!.replace(/,/g, '')) : 0;
}

const corpusOf = (row: string) => row.split(' | ')[0];

/** The table's rows in `markdown` (none when it has no such table). */
export function parseGrowthRows(markdown: string): string[] {
  const start = markdown.indexOf(GROWTH_HEAD);
  if (start < 0) return [];
  const rows: string[] = [];
  for (const line of markdown.slice(start + GROWTH_HEAD.length).split('\n').slice(1)) {
    if (!line.startsWith('| ')) break;
    rows.push(line);
  }
  return rows;
}

/** `fresh` rows, and the `previous` rows of other corpora, smallest corpus first. */
export function mergeGrowthRows(previous: readonly string[], fresh: readonly string[]): string[] {
  const measured = new Set(fresh.map(corpusOf));
  return [...previous.filter((r) => !measured.has(corpusOf(r))), ...fresh].sort((a, b) => postsOf(a) - postsOf(b));
}
