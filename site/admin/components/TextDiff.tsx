/** One field of a revision against the current version: deletions struck through, additions underlined. */
import { compactDiff, hasChanges, textDiff } from '../lib/text-diff';

/** The word diff from `before` to `after` as inline text (shared by the revisions and conflict panels). */
export function DiffText({ before, after, className = 'text-diff-body' }: { before: string; after: string; className?: string }) {
  return (
    <p className={className}>
      {compactDiff(textDiff(before, after)).map((part, i) =>
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
  );
}

export interface TextDiffProps {
  label: string;
  /** The text in the revision. */
  before: string;
  /** The text now. */
  after: string;
}

export function TextDiff({ label, before, after }: TextDiffProps) {
  const changed = hasChanges(textDiff(before, after));
  return (
    <div className="text-diff" data-field={label} data-changed={changed}>
      <h4>{label}</h4>
      {changed ? <DiffText before={before} after={after} /> : <p className="muted">Sem alterações.</p>}
    </div>
  );
}
