/** One field of a revision against the current version: deletions struck through, additions underlined. */
import { compactDiff, hasChanges, textDiff } from '../lib/text-diff';

export interface TextDiffProps {
  label: string;
  /** The text in the revision. */
  before: string;
  /** The text now. */
  after: string;
}

export function TextDiff({ label, before, after }: TextDiffProps) {
  const parts = textDiff(before, after);
  const changed = hasChanges(parts);
  return (
    <div className="text-diff" data-field={label} data-changed={changed}>
      <h4>{label}</h4>
      {changed ? (
        <p className="text-diff-body">
          {compactDiff(parts).map((part, i) =>
            part.kind === 'removed' ? (
              <del key={i}>{part.text}</del>
            ) : part.kind === 'added' ? (
              <ins key={i}>{part.text}</ins>
            ) : part.kind === 'skipped' ? (
              <span key={i} className="text-diff-skipped">
                {` […${part.text} caracteres iguais…] `}
              </span>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </p>
      ) : (
        <p className="muted">Sem alterações.</p>
      )}
    </div>
  );
}
