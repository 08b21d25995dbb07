/** The loading indicator of SPEC §2 ('Carregando...'), announced to screen readers. */
export function Spinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
