/**
 * The editors' primary action (issue 26 item 5): the submit button and the unsaved-changes note.
 * On a phone this bar sticks to the bottom of the screen while the form is in view (admin.css
 * `.save-bar`), so "Salvar" never sits at the end of a 5,000 px page.
 */
export function SaveBar({ saving, dirty, label }: { saving: boolean; dirty: boolean; label: string }) {
  return (
    <div className="save-bar">
      <button type="submit" className="btn btn-primary btn-block" disabled={saving}>
        {saving ? 'Salvando...' : label}
      </button>
      {dirty ? <p className="muted" role="status">Alterações não salvas</p> : null}
    </div>
  );
}
