/**
 * The CodeMirror setup of the body editor: Markdown highlighting, history, the formatting
 * shortcuts, line wrapping, directive blocks and pending uploads. No extension here rewrites text on
 * its own (no auto-format on load, no trailing-whitespace trim): what is loaded is what is saved.
 * Tab is left to the page (moving to the next field), as CodeMirror advises for forms.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdownKeymap, markdownLanguage } from '@codemirror/lang-markdown';
import { defaultHighlightStyle, LanguageSupport, syntaxHighlighting } from '@codemirror/language';
import { EditorState, Prec, type Extension } from '@codemirror/state';
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
    // The GFM Markdown language and its Enter/Backspace list handling, without `markdown()`'s HTML
    // tag support: that would bring the HTML, CSS and JavaScript languages into the chunk.
    new LanguageSupport(markdownLanguage),
    Prec.high(keymap.of(markdownKeymap)),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    EditorView.lineWrapping,
    placeholder('Escreva o texto em Markdown…'),
    directiveBlocks,
    pendingUploads,
  ];
}
