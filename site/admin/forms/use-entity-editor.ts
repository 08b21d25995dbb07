/**
 * The save cycle shared by every editor (posts, products, reviews, categories, locale configs):
 * start from the loaded row, validate with the shared schema before sending, map the server's
 * field issues back, and on a 409 keep the editor's values while showing the server's row.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { useUnsavedChanges } from '../components/NavGuard';
import { useToast } from '../components/Toaster';
import { diffFields, type FieldDifference, type FieldSpec } from '../lib/diff';
import { createDraftStore, type Draft } from '../lib/drafts';
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
  conflict: { current: Row; differences: FieldDifference[] } | undefined;
  saving: boolean;
  /** Unsaved values from an earlier visit of this tab, offered until restored or discarded. */
  draft: { savedAt: string; restore(): void; discard(): void } | undefined;
  /** Validates, sends and handles the answer; resolves to the saved row or undefined. */
  submit<S extends z.ZodType>(options: SubmitOptions<S, Row>): Promise<Row | undefined>;
  reloadFromServer(): void;
  keepMine(): void;
  copyMine(): Promise<void>;
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
  const [conflict, setConflict] = useState<Row | undefined>();
  const [saving, setSaving] = useState(false);
  const initialised = useRef<Row | undefined>(undefined);
  const latest = useRef({ toForm, copyText, errorKey });
  latest.current = { toForm, copyText, errorKey };

  // First arrival of the row fills the form; later cache updates (our own save) are handled in submit.
  useEffect(() => {
    if (!loaded || initialised.current) return;
    initialised.current = loaded;
    form.reset(latest.current.toForm(loaded));
    setVersion(loaded.version);
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
      drafts.save(draftKey, values, version);
    };
    pendingDraft.current = write;
    const timer = setTimeout(write, 300);
    return () => clearTimeout(timer);
  }, [draftKey, offeredDraft, dirty, values, version, drafts]);
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
          form.reset(latest.current.toForm(row));
          setVersion(row.version);
        }
        setConflict(undefined);
        toast({ variant: 'success', title: savedMessage });
        return row ?? undefined;
      } catch (error) {
        const current = conflictCurrent<Row>(error);
        if (current) {
          setConflict(current);
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
    form.reset(latest.current.toForm(conflict));
    setVersion(conflict.version);
    setConflict(undefined);
  }, [conflict, form]);

  const keepMine = useCallback(() => {
    if (!conflict) return;
    setVersion(conflict.version);
    setConflict(undefined);
    toast({ title: 'Suas alterações foram mantidas', description: 'Salve para substituir a versão do servidor.' });
  }, [conflict, toast]);

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
          // Saving an old draft then meets the normal 409 check instead of overwriting silently.
          if (offeredDraft.version !== undefined) setVersion(offeredDraft.version);
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
    draft,
    conflict: conflict ? { current: conflict, differences: diffFields(form.values, toForm(conflict), diffSpec) } : undefined,
    saving,
    submit,
    reloadFromServer,
    keepMine,
    copyMine,
  };
}
