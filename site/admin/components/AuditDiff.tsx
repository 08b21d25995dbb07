/** Before/after of one audit entry, only the fields that changed (all fields for create/delete). */
import { changedKeys, displayValue } from '../lib/diff';
import { fieldLabel } from '../lib/field-messages';

export function AuditDiff({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const keys = changedKeys(before, after);
  if (keys.length === 0) return <p className="muted">Nenhum campo mudou.</p>;
  return (
    <table className="diff-table">
      <thead>
        <tr>
          <th scope="col">Campo</th>
          <th scope="col">Antes</th>
          <th scope="col">Depois</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key}>
            <th scope="row" title={key}>
              {fieldLabel(key)}
            </th>
            <td className="diff-before">
              <pre>{before ? displayValue(before[key]) : '—'}</pre>
            </td>
            <td className="diff-after">
              <pre>{after ? displayValue(after[key]) : '—'}</pre>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
