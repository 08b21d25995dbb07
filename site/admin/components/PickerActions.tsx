/**
 * The footer of the Markdown toolbar's pickers: "Cancelar", and "Inserir" once the line is ready
 * (or `label`, e.g. "Atualizar bloco" for a picker reopened from a block).
 */
export function PickerActions({ ready, onInsert, onClose, label = 'Inserir' }: { ready: boolean; onInsert(): void; onClose(): void; label?: string }) {
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
        {label}
      </button>
    </div>
  );
}
