/**
 * The Markdown toolbar's text edits: wrap the selection (bold, italic, code, link) or prefix the
 * selected lines (headings, lists, quote), and the blocks it inserts (table, image, directives).
 * Pure, so the caret arithmetic is unit-tested; the editor applies them as one minimal change.
 */

export type MarkdownAction = 'bold' | 'italic' | 'code' | 'link' | 'heading' | 'heading3' | 'list' | 'ordered' | 'quote';

export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

const WRAPS: Record<'bold' | 'italic' | 'code', [string, string, string]> = {
  bold: ['**', '**', 'texto em negrito'],
  italic: ['_', '_', 'texto em itálico'],
  code: ['`', '`', 'código'],
};

const PREFIXES: Record<'heading' | 'heading3' | 'list' | 'quote', string> = {
  heading: '## ',
  heading3: '### ',
  list: '- ',
  quote: '> ',
};

/** Applies `action` to `text` with the selection [start, end); the result keeps a useful selection. */
export function applyMarkdown(text: string, start: number, end: number, action: MarkdownAction): TextEdit {
  const selected = text.slice(start, end);
  if (action === 'link') {
    const label = selected || 'texto do link';
    const inserted = `[${label}](https://)`;
    const urlStart = start + label.length + 3;
    return { text: text.slice(0, start) + inserted + text.slice(end), selectionStart: urlStart, selectionEnd: urlStart + 8 };
  }
  if (action === 'bold' || action === 'italic' || action === 'code') {
    const [open, close, placeholder] = WRAPS[action];
    const inner = selected || placeholder;
    return {
      text: text.slice(0, start) + open + inner + close + text.slice(end),
      selectionStart: start + open.length,
      selectionEnd: start + open.length + inner.length,
    };
  }
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const block = text.slice(lineStart, end);
  // A numbered list counts its lines; the other prefixes are the same on every line.
  const prefixOf = (index: number) => (action === 'ordered' ? `${index + 1}. ` : PREFIXES[action]);
  const prefix = prefixOf(0);
  const prefixed = block
    .split('\n')
    .map((line, index) => prefixOf(index) + line)
    .join('\n');
  const added = prefixed.length - block.length;
  return {
    text: text.slice(0, lineStart) + prefixed + text.slice(end),
    selectionStart: start + prefix.length,
    selectionEnd: end + added,
  };
}

/**
 * Inserts `block` (a directive line such as `::products{…}`) as a block of its own at the caret:
 * at the end of the caret's line, with a blank line before and after unless there is one already,
 * so it never lands inside a paragraph's text. The caret ends after the block.
 */
export function insertBlock(text: string, caret: number, block: string): TextEdit {
  const lineEnd = text.indexOf('\n', caret);
  const at = lineEnd < 0 ? text.length : lineEnd;
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${block}${trail}`;
  const caretAfter = before.length + lead.length + block.length;
  return { text: before + inserted + after, selectionStart: caretAfter, selectionEnd: caretAfter };
}

/** The table the toolbar inserts: a header row and one row, to type over (GFM pipe table). */
export const TABLE_TEMPLATE = '| Coluna 1 | Coluna 2 |\n| --- | --- |\n| Texto | Texto |';

/**
 * Markdown image syntax for a library picture: `![alt](url)`. Brackets and backslashes in the alt
 * text are escaped and line breaks folded, so any description stays one image and reads back as written.
 */
export function imageMarkdown(alt: string, url: string): string {
  const text = alt.replace(/\s+/g, ' ').trim().replace(/[\\[\]]/g, (c) => `\\${c}`);
  const href = url.replace(/[\s()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `![${text}](${href})`;
}

/** The one change that turns `before` into `after`: common start and end kept, the middle replaced. */
export function minimalChange(before: string, after: string): { from: number; to: number; insert: string } {
  let start = 0;
  const shortest = Math.min(before.length, after.length);
  while (start < shortest && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < shortest - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}
