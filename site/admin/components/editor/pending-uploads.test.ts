import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { addPendingUpload, pendingUploadPos, pendingUploads, removePendingUpload } from './pending-uploads';

describe('a picture uploading into the body', () => {
  it('keeps its place as the editor types before it, adds no text, and is gone once placed', () => {
    let state = EditorState.create({ doc: 'Antes. Depois.', extensions: pendingUploads });
    state = state.update({ effects: addPendingUpload.of({ id: 1, pos: 7, name: 'foto.png' }) }).state;
    expect(state.doc.toString()).toBe('Antes. Depois.');
    state = state.update({ changes: { from: 0, insert: 'Mais texto. ' } }).state;
    expect(pendingUploadPos(state, 1)).toBe(7 + 'Mais texto. '.length);
    expect(pendingUploadPos(state, 2)).toBeNull();
    state = state.update({ effects: removePendingUpload.of(1) }).state;
    expect(pendingUploadPos(state, 1)).toBeNull();
  });
});
