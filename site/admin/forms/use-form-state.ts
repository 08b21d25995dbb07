/**
 * Minimal form state for the editors: values, the baseline they were loaded from (for "dirty"),
 * field errors keyed by path, and `reset` for a fresh server row. Values are plain serialisable
 * objects, so dirtiness is a structural comparison.
 */
import { useCallback, useMemo, useState } from 'react';

export interface FormState<V> {
  values: V;
  /** True when `values` differ from the last baseline. */
  dirty: boolean;
  errors: Record<string, string>;
  set<K extends keyof V>(key: K, value: V[K]): void;
  /** Replaces values and baseline (after a load or a save). */
  reset(values: V): void;
  /** Replaces values only, keeping the baseline (the editor's text restored after a conflict). */
  replaceValues(values: V): void;
  setErrors(errors: Record<string, string>): void;
}

export function useFormState<V>(initial: V): FormState<V> {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrorsState] = useState<Record<string, string>>({});

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    // The editor is fixing this field: its old complaint no longer applies.
    setErrorsState((prev) => {
      if (!(key as string in prev)) return prev;
      const next = { ...prev };
      delete next[key as string];
      return next;
    });
  }, []);
  const reset = useCallback((next: V) => {
    setValues(next);
    setBaseline(next);
    setErrorsState({});
  }, []);
  const replaceValues = useCallback((next: V) => setValues(next), []);
  const setErrors = useCallback((next: Record<string, string>) => setErrorsState(next), []);
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(baseline), [values, baseline]);

  return { values, dirty, errors, set, reset, replaceValues, setErrors };
}
