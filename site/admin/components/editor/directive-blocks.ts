/**
 * Directive lines of a body (`::product`, `::products`, `::bestsellers`, `::new-releases`) shown as
 * blocks in the CodeMirror editor (issue 26 item 1): the line gets a framed look and a header above
 * it naming what it renders, with an "Editar" button that reopens the matching picker. Decorations
 * only: the text stays exactly as written, so the stored Markdown never changes by being shown.
 *
 * A StateField, not a view plugin, because block widgets must come from the state; it also lets
 * the round-trip test build the decorations with no DOM.
 */
import { Facet, StateField, type EditorState, type Extension } from '@codemirror/state';
import { Decoration, EditorView, WidgetType, type DecorationSet } from '@codemirror/view';
import { directiveOfLine, type DirectiveLine } from '../../../../shared/markdown/directives';

/** Called with the start of a directive's line when its "Editar" button is pressed. */
export const directiveEditHandler = Facet.define<(lineFrom: number) => void, ((lineFrom: number) => void) | null>({
  combine: (handlers) => handlers[0] ?? null,
});

/** What a directive block's header says, in Portuguese. */
export function directiveLabel(directive: DirectiveLine): string {
  if (directive.kind === 'product') return `Caixa de produto · ${directive.asin || 'sem ASIN válido'}`;
  if (directive.kind === 'products') {
    const name = directive.list.style === 'list' ? 'Lista ranqueada' : 'Tabela comparativa';
    return `${name} · ${directive.list.asins.length} produto${directive.list.asins.length === 1 ? '' : 's'}`;
  }
  const { kind, query, count } = directive.list;
  const what = kind === 'bestsellers' ? `Mais vendidos · “${query}”` : `Lançamentos · categoria ${query}`;
  return `${what} · ${count} ite${count === 1 ? 'm' : 'ns'}`;
}

class DirectiveHead extends WidgetType {
  constructor(readonly label: string) {
    super();
  }

  override eq(other: DirectiveHead): boolean {
    return other.label === this.label;
  }

  toDOM(view: EditorView): HTMLElement {
    const head = document.createElement('div');
    head.className = 'bx-block-head';
    const name = document.createElement('span');
    name.className = 'bx-block-name';
    name.textContent = this.label;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'bx-block-edit';
    button.textContent = 'Editar';
    button.setAttribute('aria-label', `Editar ${this.label}`);
    button.addEventListener('click', (event) => {
      event.preventDefault();
      const at = view.posAtDOM(head);
      view.state.facet(directiveEditHandler)?.(view.state.doc.lineAt(at).from);
    });
    head.append(name, button);
    return head;
  }

  /** The button's clicks are the widget's own, not a caret placement. */
  override ignoreEvent(): boolean {
    return true;
  }
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const blockLine = Decoration.line({ class: 'bx-block-line' });

/** The directive of every line outside fenced code, with the line's start. */
export function directiveLines(state: EditorState): { from: number; directive: DirectiveLine }[] {
  const found: { from: number; directive: DirectiveLine }[] = [];
  let fence: string | null = null;
  for (let n = 1; n <= state.doc.lines; n++) {
    const line = state.doc.line(n);
    const open = FENCE.exec(line.text);
    if (fence) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length) fence = null;
      continue;
    }
    if (open) {
      fence = open[1]!;
      continue;
    }
    const directive = directiveOfLine(line.text);
    if (directive) found.push({ from: line.from, directive });
  }
  return found;
}

function build(state: EditorState): DecorationSet {
  const ranges = directiveLines(state).flatMap(({ from, directive }) => [
    Decoration.widget({ widget: new DirectiveHead(directiveLabel(directive)), block: true, side: -1 }).range(from),
    blockLine.range(from),
  ]);
  // Sorted by CodeMirror: a block widget and a line decoration at one position have their own order.
  return Decoration.set(ranges, true);
}

/** The decorations of the body's directive blocks, rebuilt when the text changes. */
export const directiveBlocks: Extension = StateField.define<DecorationSet>({
  create: build,
  update: (value, tr) => (tr.docChanged ? build(tr.state) : value),
  provide: (field) => EditorView.decorations.from(field),
});
