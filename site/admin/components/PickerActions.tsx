/** The footer of the Markdown toolbar's pickers: "Cancelar", and "Inserir" once the line is ready. */
export function PickerActions({ ready, onInsert, onClose }: { ready: boolean; onInsert(): void; onClose(): void }) {
  return (
    <div className="dialog-actions">
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        Cancelar
      </button>
      <button
        type="button"
        className="btn"
        disabled={!ready}
        onClick={() => {
          onInsert();
          onClose();
        }}
      >
        Inserir
      </button>
    </div>
  );
}
