/**
 * What a Markdown body may cost (issue 24 item 2): a body within the character limit could still
 * hold 8,000 footnotes, whose rendering took 26 s (the footnote stage is quadratic), or deep
 * nesting and huge tables. These counts are checked when a body is saved or previewed (a 400
 * naming the problem) by one linear pass over its lines, never by rendering it.
 *
 * The counts are deliberately a little generous (a `|` line after a table's delimiter row counts as
 * a row even in odd layouts): they bound the cost, they do not judge the writing.
 */

export const MARKDOWN_LIMITS = {
  /** Footnote definitions (`[^n]: …`). A long guide has a few dozen. */
  footnotes: 100,
  /** Footnote references (`[^n]` in the text). */
  footnoteReferences: 300,
  /** Containers inside containers: quotes (`>`) and lists within lists. */
  depth: 10,
  /** GFM tables. */
  tables: 50,
  /** Rows of all tables together. */
  tableRows: 2000,
  /** Cells of one table row. */
  tableColumns: 30,
} as const;

const FOOTNOTE_DEFINITION = /^ {0,3}\[\^[^\]\s]+\]:/;
const FOOTNOTE_REFERENCE = /\[\^[^\]\s]+\](?!:)/g;
/** A table's delimiter row: `| --- | :-: |` (at least one pipe). */
const DELIMITER_ROW = /^ {0,3}\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
/** One container marker at the start of what is left of a line: a quote or a list item. */
const CONTAINER = /^( {0,3}>\s?| {0,3}(?:[-+*]|\d{1,9}[.)])[ \t]+)/;

/** A line whose start could be a container marker or an indentation. */
const MAY_NEST = /^[ \t>\-+*\d]/;

/** The nesting depth a line opens: its quote and list markers plus list indentation (2 spaces a level). */
function lineDepth(line: string): number {
  let depth = 0;
  let rest = line;
  const indent = /^[ \t]*/.exec(rest)![0].replace(/\t/g, '    ').length;
  depth += Math.floor(indent / 2);
  rest = rest.trimStart();
  for (let m = CONTAINER.exec(rest); m; m = CONTAINER.exec(rest)) {
    depth++;
    rest = rest.slice(m[0].length);
  }
  return depth;
}

const pipes = (line: string) => line.replace(/\\\|/g, '').split('|').length - 1;

/**
 * What in `markdown` goes beyond MARKDOWN_LIMITS, as sentences naming `field` and the count; empty
 * when the body is within them. Linear in the body's length.
 *
 * @example
 * markdownCostProblems('x[^1]\n\n[^1]: a', 'content') // []
 */
export function markdownCostProblems(markdown: string, field: string): string[] {
  let footnotes = 0;
  let references = 0;
  let depth = 0;
  let tables = 0;
  let rows = 0;
  let columns = 0;
  let inTable = false;
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      inTable = false;
      continue;
    }
    // The regular expressions run only on lines that can match them: most lines are prose.
    if (line.includes('[^')) {
      if (FOOTNOTE_DEFINITION.test(line)) footnotes++;
      references += line.match(FOOTNOTE_REFERENCE)?.length ?? 0;
    }
    const blank = !line.trim();
    if (!blank && MAY_NEST.test(line)) depth = Math.max(depth, lineDepth(line));
    if (blank) inTable = false;
    else if (!inTable && line.includes('|') && DELIMITER_ROW.test(line)) {
      inTable = true;
      tables++;
      rows++; // the header row above it
      columns = Math.max(columns, pipes(line) + 1);
    } else if (inTable && line.includes('|')) {
      rows++;
      columns = Math.max(columns, pipes(line) + 1);
    } else inTable = false;
  }
  const L = MARKDOWN_LIMITS;
  const problems: string[] = [];
  if (footnotes > L.footnotes) problems.push(`${field} has ${footnotes} footnotes: at most ${L.footnotes}`);
  if (references > L.footnoteReferences) problems.push(`${field} has ${references} footnote references: at most ${L.footnoteReferences}`);
  if (depth > L.depth) problems.push(`${field} nests quotes and lists ${depth} levels deep: at most ${L.depth}`);
  if (tables > L.tables) problems.push(`${field} has ${tables} tables: at most ${L.tables}`);
  if (rows > L.tableRows) problems.push(`${field} has ${rows} table rows: at most ${L.tableRows}`);
  // A row with N pipes between cells has up to N + 1 cells (outer pipes are optional).
  if (columns - 1 > L.tableColumns) problems.push(`${field} has a table row of ${columns - 1} cells: at most ${L.tableColumns}`);
  return problems;
}
