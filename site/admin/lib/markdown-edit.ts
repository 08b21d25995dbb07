/**
 * The Markdown toolbar's text edits: wrap the selection (bold, italic, code, link) or prefix the
 * selected lines (heading, list, quote). Pure, so the caret arithmetic is unit-tested.
 */

export type MarkdownAction = 'bold' | 'italic' | 'code' | 'link' | 'heading' | 'list' | 'quote';

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

const PREFIXES: Record<'heading' | 'list' | 'quote', string> = {
  heading: '## ',
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
  const prefix = PREFIXES[action];
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const block = text.slice(lineStart, end);
  const prefixed = block
    .split('\n')
    .map((line) => prefix + line)
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
