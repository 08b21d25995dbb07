/**
 * The toolbar's and the shortcuts' edits on a CodeMirror view: each computes the new text with the
 * pure functions of lib/markdown-edit.ts and applies it as one minimal change (one undo step, the
 * rest of the document and its decorations untouched).
 */
import type { EditorView, KeyBinding } from '@codemirror/view';
import { applyMarkdown, insertBlock, minimalChange, TABLE_TEMPLATE, type MarkdownAction, type TextEdit } from '../../lib/markdown-edit';

/** Applies `edit` (the whole new text and its selection) to the view. */
export function applyEdit(view: EditorView, edit: TextEdit): void {
  const text = view.state.doc.toString();
  view.dispatch({
    changes: minimalChange(text, edit.text),
    selection: { anchor: edit.selectionStart, head: edit.selectionEnd },
    scrollIntoView: true,
    userEvent: 'input',
  });
  view.focus();
}

/** A formatting action on the current selection. */
export function runAction(view: EditorView, action: MarkdownAction): boolean {
  const { from, to } = view.state.selection.main;
  applyEdit(view, applyMarkdown(view.state.doc.toString(), from, to, action));
  return true;
}

/** Inserts a block (directive line, table, image) after the line of `at` (default: the caret). */
export function insertBlockAt(view: EditorView, block: string, at = view.state.selection.main.head): void {
  applyEdit(view, insertBlock(view.state.doc.toString(), Math.min(at, view.state.doc.length), block));
}

/** Replaces the line starting at `lineFrom` with `text`, keeping its indentation (a reopened directive). */
export function replaceLine(view: EditorView, lineFrom: number, text: string): void {
  const line = view.state.doc.lineAt(Math.min(lineFrom, view.state.doc.length));
  const indent = /^\s*/.exec(line.text)![0];
  view.dispatch({ changes: { from: line.from, to: line.to, insert: indent + text }, selection: { anchor: line.from + indent.length + text.length }, userEvent: 'input' });
  view.focus();
}

/** The formatting shortcuts; Mod is Ctrl, or Cmd on a Mac. Listed in the toolbar's tips. */
export const FORMAT_KEYS: { key: string; action: MarkdownAction | 'table' }[] = [
  { key: 'Mod-b', action: 'bold' },
  { key: 'Mod-i', action: 'italic' },
  { key: 'Mod-k', action: 'link' },
  { key: 'Mod-Alt-2', action: 'heading' },
  { key: 'Mod-Alt-3', action: 'heading3' },
  { key: 'Mod-Shift-8', action: 'list' },
  { key: 'Mod-Shift-7', action: 'ordered' },
  { key: 'Mod-Shift-9', action: 'quote' },
  { key: 'Mod-e', action: 'code' },
  { key: 'Mod-Alt-t', action: 'table' },
];

/** Runs a toolbar action, the table included. */
export function runTool(view: EditorView, action: MarkdownAction | 'table'): boolean {
  if (action === 'table') insertBlockAt(view, TABLE_TEMPLATE);
  else runAction(view, action);
  return true;
}

export const formatKeymap: KeyBinding[] = FORMAT_KEYS.map(({ key, action }) => ({ key, run: (view) => runTool(view, action), preventDefault: true }));

/**
 * `Mod-Alt-2` in words: "Ctrl/Cmd+Alt+2" for the tips, or with `mod` "Control" the
 * `aria-keyshortcuts` form ("Control+Alt+2").
 */
export function shortcutLabel(key: string, mod = 'Ctrl/Cmd'): string {
  return key
    .split('-')
    .map((part) => (part === 'Mod' ? mod : part.length === 1 ? part.toUpperCase() : part))
    .join('+');
}
