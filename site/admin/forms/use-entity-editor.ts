/**
 * The save cycle shared by every editor (posts, products, reviews, categories, locale configs):
 * start from the loaded row, validate with the shared schema before sending, map the server's
 * field issues back, and on a 409 merge three ways (lib/merge.ts): the version the editor started
 * from, the server's row now and the form. The editor's values stay in the form until they choose;
 * "Manter minhas alterações" then takes every field only the other person changed from the server,
 * so no path sends back a stale value of a field someone else changed.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { useUnsavedChanges } from '../components/NavGuard';
import { useToast } from '../components/Toaster';
import type { FieldSpec } from '../lib/diff';
import { createDraftStore, type Draft } from '../lib/drafts';
import { resolveMerge, threeWayMerge, type FieldChoice, type MergeResult } from '../lib/merge';
import { describeError, issuesByField, issuesOf } from '../lib/errors';
import { conflictCurrent } from '../api/resource';
import { useFormState, type FormState } from './use-form-state';
import { validate } from './validate';

export interface EntityEditorOptions<Row, V> {
  /** Values of a new, empty item (create) or before the row arrives. */
  initial: V;
  /** The row from the server once loaded and fresh; undefined for create. */
  loaded?: Row;
  toForm(row: Row): V;
  diffSpec: FieldSpec<V>[];
  /** What "Copiar meu texto" puts on the clipboard. */
  copyText(values: V): string;
  /** Toast title after a successful save. */
  savedMessage: string;
  /** Maps an issue path of the API/schema to the form's field name, when they differ. */
  errorKey?(path: string): string;
  /** Where unsaved values are kept for this item ('post:12', 'post:new'); no drafts without it. */
  draftKey?: string;
}

function remapKeys(errors: Record<string, string>, errorKey?: (path: string) => string): Record<string, string> {
  if (!errorKey) return errors;
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) out[errorKey(path)] ??= message;
  return out;
}

export interface SubmitOptions<S extends z.ZodType, Row> {
  schema: S;
  payload: unknown;
  send(data: z.output<S>): Promise<Row | null>;
}

export interface EntityEditor<Row, V> {
  form: FormState<V>;
  /** The version the next save sends (the loaded one, or the server's after "keep mine"). */
  version: number | undefined;
  /**
   * What the next save sends as `baseVersion` (revisioned items): the version the merge's base came
   * from, older than `version` only for the first save after "Manter minhas alterações", so the
   * server can check that the merge undoes nothing someone else saved.
   */
  baseVersion: number | undefined;
  /**
   * The row the form's edits are relative to (loaded, saved, or adopted after a conflict): what a
   * payload compares against for fields it derives (a product's price time).
   */
  baseRow: Row | undefined;
  conflict: EditorConflictState<Row, V> | undefined;
  saving: boolean;
  /** Unsaved values from an earlier visit of this tab, offered until restored or discarded. */
  draft: { savedAt: string; restore(): void; discard(): void } | undefined;
  /** Validates, sends and handles the answer; resolves to the saved row or undefined. */
  submit<S extends z.ZodType>(options: SubmitOptions<S, Row>): Promise<Row | undefined>;
  reloadFromServer(): void;
  keepMine(): void;
  copyMine(): Promise<void>;
}

/** A 409 being resolved: the server's row, the merge, and the choices for fields both changed. */
export interface EditorConflictState<Row, V> {
  current: Row;
  merge: MergeResult<V>;
  choices: Readonly<Record<string, FieldChoice | undefined>>;
  choose(key: string, choice: FieldChoice): void;
  /** True once every field both changed has a choice ("Manter minhas alterações" can apply). */
  complete: boolean;
}

export function useEntityEditor<Row extends { version: number }, V>(options: EntityEditorOptions<Row, V>): EntityEditor<Row, V> {
  const { initial, loaded, toForm, diffSpec, copyText, savedMessage, errorKey, draftKey } = options;
  const form = useFormState<V>(initial);
  const drafts = useMemo(() => createDraftStore(), []);
  // Read before the first render so the "clear when clean" effect below cannot erase it first.
  const [offeredDraft, setOfferedDraft] = useState<Draft<V> | undefined>(() => {
    if (!draftKey) return undefined;
    const draft = drafts.load<V>(draftKey);
    const start = loaded ? toForm(loaded) : initial;
    return draft && JSON.stringify(draft.values) !== JSON.stringify(start) ? draft : undefined;
  });
  const toast = useToast();
  const [version, setVersion] = useState<number | undefined>(loaded?.version);
  // The base of the three-way merge: the form as the version being edited held it. Undefined
  // only for a restored draft of an older kind that did not keep its base (then every difference
  // is asked about).
  const [base, setBase] = useState<{ row: Row | undefined; values: V | undefined }>(() => ({ row: loaded, values: loaded ? toForm(loaded) : undefined }));
  const [baseVersion, setBaseVersion] = useState<number | undefined>(loaded?.version);
  const [conflict, setConflict] = useState<Row | undefined>();
  const [choices, setChoices] = useState<Record<string, FieldChoice | undefined>>({});
  const [saving, setSaving] = useState(false);
  const initialised = useRef<Row | undefined>(undefined);
  const latest = useRef({ toForm, copyText, errorKey });
  latest.current = { toForm, copyText, errorKey };

  // First arrival of the row fills the form; later cache updates (our own save) are handled in submit.
  useEffect(() => {
    if (!loaded || initialised.current) return;
    initialised.current = loaded;
    const values = latest.current.toForm(loaded);
    form.reset(values);
    setVersion(loaded.version);
    setBaseVersion(loaded.version);
    setBase({ row: loaded, values });
  }, [loaded, form]);

  useUnsavedChanges(form.dirty);

  // Keep the typed values in the tab while they are unsaved; forget them once saved or undone.
  const dirty = form.dirty;
  const values = form.values;
  const pendingDraft = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    if (!draftKey || offeredDraft) return;
    if (!dirty) {
      pendingDraft.current = undefined;
      drafts.clear(draftKey);
      return;
    }
    const write = () => {
      pendingDraft.current = undefined;
      drafts.save(draftKey, values, version, undefined, base.values);
    };
    pendingDraft.current = write;
    const timer = setTimeout(write, 300);
    return () => clearTimeout(timer);
  }, [draftKey, offeredDraft, dirty, values, version, base, drafts]);
  // Leaving the screen (a 401 redirect included) must not drop the last keystrokes' draft.
  useEffect(() => () => pendingDraft.current?.(), []);

  const submit = useCallback(
    async <S extends z.ZodType>({ schema, payload, send }: SubmitOptions<S, Row>): Promise<Row | undefined> => {
      const checked = validate(schema, payload);
      if (!checked.ok) {
        form.setErrors(remapKeys(checked.errors, latest.current.errorKey));
        toast({ variant: 'error', title: 'Verifique os campos', description: Object.values(checked.errors)[0] ?? '' });
        return undefined;
      }
      setSaving(true);
      try {
        const row = await send(checked.data);
        if (row) {
          initialised.current = row;
          const saved = latest.current.toForm(row);
          form.reset(saved);
          setVersion(row.version);
          setBaseVersion(row.version);
          setBase({ row, values: saved });
        }
        setConflict(undefined);
        toast({ variant: 'success', title: savedMessage });
        return row ?? undefined;
      } catch (error) {
        const current = conflictCurrent<Row>(error);
        if (current) {
          setConflict(current);
          setChoices({});
          toast({ variant: 'error', ...describeError(error) });
          return undefined;
        }
        const issues = issuesOf(error);
        if (issues.length) form.setErrors(remapKeys(issuesByField(issues), latest.current.errorKey));
        toast({ variant: 'error', ...describeError(error, 'Não foi possível salvar') });
        return undefined;
      } finally {
        setSaving(false);
      }
    },
    [form, toast, savedMessage],
  );

  const reloadFromServer = useCallback(() => {
    if (!conflict) return;
    if (!window.confirm('Descartar as suas alterações e carregar a versão atual do servidor?')) return;
    initialised.current = conflict;
    const values = latest.current.toForm(conflict);
    form.reset(values);
    setVersion(conflict.version);
    setBaseVersion(conflict.version);
    setBase({ row: conflict, values });
    setConflict(undefined);
  }, [conflict, form]);

  const merge = useMemo(
    () => (conflict ? threeWayMerge(base.values, toForm(conflict), form.values, diffSpec) : undefined),
    [conflict, base.values, form.values, toForm, diffSpec],
  );

  // The server's row becomes the base, the merged values the form: the next save carries the
  // server's version with the other person's changes in it, and only this editor's on top.
  const keepMine = useCallback(() => {
    if (!conflict || !merge) return;
    const theirs = latest.current.toForm(conflict);
    const resolved = resolveMerge(merge, theirs, choices);
    if (!resolved) {
      toast({ variant: 'error', title: 'Escolha uma versão', description: 'Escolha qual versão manter em cada campo alterado pelas duas pessoas.' });
      return;
    }
    initialised.current = conflict;
    form.reset(theirs);
    form.replaceValues(resolved);
    // The merge's base is the version this form was on until now: the server re-checks the merge.
    setBaseVersion(version);
    setVersion(conflict.version);
    setBase({ row: conflict, values: theirs });
    setConflict(undefined);
    const taken = merge.fields.filter((f) => f.origin === 'theirs').length;
    toast({
      title: 'Versões combinadas',
      description: taken
        ? `${taken === 1 ? '1 campo alterado' : `${taken} campos alterados`} pela outra pessoa veio do servidor; salve para gravar as suas alterações.`
        : 'Salve para gravar as suas alterações sobre a versão atual do servidor.',
    });
  }, [conflict, merge, choices, version, form, toast]);

  const copyMine = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(latest.current.copyText(form.values));
      toast({ variant: 'success', title: 'Texto copiado', description: 'O seu texto está na área de transferência.' });
    } catch {
      toast({ variant: 'error', title: 'Não foi possível copiar', description: 'O navegador recusou o acesso à área de transferência; o texto continua no formulário.' });
    }
  }, [form.values, toast]);

  const draft = offeredDraft
    ? {
        savedAt: offeredDraft.savedAt,
        restore: () => {
          form.replaceValues(offeredDraft.values);
          // Saving an old draft then meets the normal 409 check (and its merge against the
          // draft's own base) instead of overwriting silently.
          if (offeredDraft.version !== undefined && offeredDraft.version !== version) {
            setVersion(offeredDraft.version);
            setBaseVersion(offeredDraft.version);
            setBase({ row: undefined, values: offeredDraft.base });
          }
          setOfferedDraft(undefined);
        },
        discard: () => {
          if (draftKey) drafts.clear(draftKey);
          setOfferedDraft(undefined);
        },
      }
    : undefined;

  return {
    form,
    version,
    baseVersion,
    baseRow: base.row,
    draft,
    conflict:
      conflict && merge
        ? {
            current: conflict,
            merge,
            choices,
            choose: (key, choice) => setChoices((prev) => ({ ...prev, [key]: choice })),
            complete: merge.conflicts.every((key) => choices[key]),
          }
        : undefined,
    saving,
    submit,
    reloadFromServer,
    keepMine,
    copyMine,
  };
}
