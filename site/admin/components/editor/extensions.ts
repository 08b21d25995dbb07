/**
 * The CodeMirror setup of the body editor: Markdown highlighting, history, the formatting
 * shortcuts, line wrapping, directive blocks and pending uploads. No extension here rewrites text on
 * its own (no auto-format on load, no trailing-whitespace trim): what is loaded is what is saved.
 * Tab is left to the page (moving to the next field), as CodeMirror advises for forms.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdown } from '@codemirror/lang-markdown';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, keymap, placeholder } from '@codemirror/view';
import { formatKeymap } from './commands';
import { directiveBlocks } from './directive-blocks';
import { pendingUploads } from './pending-uploads';

/** Everything but the per-editor wiring (handlers, attributes), shared by the editor and its tests. */
export function bodyExtensions(): Extension[] {
  return [
    // Lines split at \n only: a body written with \r\n line ends reads back with them, byte for byte.
    EditorState.lineSeparator.of('\n'),
    history(),
    drawSelection(),
    keymap.of([...formatKeymap, ...defaultKeymap, ...historyKeymap]),
    markdown(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    EditorView.lineWrapping,
    placeholder('Escreva o texto em Markdown…'),
    directiveBlocks,
    pendingUploads,
  ];
}
