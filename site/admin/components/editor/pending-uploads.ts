/**
 * Pictures pasted or dropped into the body while they upload to the media library: each is a
 * marker at the place it will go ("Enviando foto.jpg…"), carried along as the editor keeps typing,
 * and replaced by its Markdown once the library has it. A decoration, never text: a save in the
 * meantime stores no half-written image.
 */
import { StateEffect, StateField, type EditorState, type Extension } from '@codemirror/state';
import { Decoration, EditorView, WidgetType, type DecorationSet } from '@codemirror/view';

export const addPendingUpload = StateEffect.define<{ id: number; pos: number; name: string }>({
  map: (value, mapping) => ({ ...value, pos: mapping.mapPos(value.pos) }),
});
export const removePendingUpload = StateEffect.define<number>();

class UploadMarker extends WidgetType {
  constructor(readonly name: string) {
    super();
  }

  override eq(other: UploadMarker): boolean {
    return other.name === this.name;
  }

  toDOM(): HTMLElement {
    const marker = document.createElement('span');
    marker.className = 'bx-upload-marker';
    marker.setAttribute('role', 'status');
    marker.textContent = `Enviando ${this.name}…`;
    return marker;
  }
}

const pendingField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    let next = value.map(tr.changes);
    for (const effect of tr.effects) {
      if (effect.is(addPendingUpload)) {
        const { id, pos, name } = effect.value;
        next = next.update({ add: [Decoration.widget({ widget: new UploadMarker(name), side: 1, uploadId: id }).range(pos)] });
      } else if (effect.is(removePendingUpload)) {
        next = next.update({ filter: (_from, _to, deco) => deco.spec.uploadId !== effect.value });
      }
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Where the upload `id` goes now, or null once it is gone. */
export function pendingUploadPos(state: EditorState, id: number): number | null {
  let found: number | null = null;
  state.field(pendingField, false)?.between(0, state.doc.length, (from, _to, deco) => {
    if (deco.spec.uploadId === id) {
      found = from;
      return false;
    }
    return undefined;
  });
  return found;
}

export const pendingUploads: Extension = pendingField;
