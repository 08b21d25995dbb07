/**
 * Two saved revisions of one item side by side (issue 26 item 6): per compared field, the word diff
 * of the revisions panel from the older to the newer one. Pure view: the panel loads both.
 */
import type { Revision } from '../api/revisions';
import { formatDateTime } from '../lib/datetime';
import { displayValue } from '../lib/diff';
import { TextDiff } from './TextDiff';

/** A field compared in the diff (title, excerpt, body…), with its Portuguese label. */
export interface RevisionField {
  key: string;
  label: string;
}

/** A field's value as diffable text. */
export const revisionText = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : displayValue(value));

/** Who saved a revision, in Portuguese. */
export const revisionAuthor = (r: Pick<Revision, 'username' | 'userId'>) => r.username ?? (r.userId === null ? 'desconhecido' : `usuário ${r.userId}`);

export interface RevisionComparisonProps {
  /** The two revisions, in any order: the older one is shown as "before". */
  pair: readonly [Revision, Revision];
  fields: readonly RevisionField[];
}

export function RevisionComparison({ pair, fields }: RevisionComparisonProps) {
  const [older, newer] = pair[0].itemVersion <= pair[1].itemVersion ? pair : [pair[1], pair[0]];
  return (
    <>
      <h3>
        Versão {older.itemVersion} ({revisionAuthor(older)}, {formatDateTime(older.createdAt)}) × versão {newer.itemVersion} ({revisionAuthor(newer)}, {formatDateTime(newer.createdAt)})
      </h3>
      <p className="muted">
        <del>Riscado</del>: só na versão {older.itemVersion}. <ins>Sublinhado</ins>: só na versão {newer.itemVersion}.
      </p>
      {fields.map((f) => (
        <TextDiff key={f.key} label={f.label} before={revisionText(older.fields[f.key])} after={revisionText(newer.fields[f.key])} />
      ))}
    </>
  );
}
