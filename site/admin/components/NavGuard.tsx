/**
 * React side of the unsaved-changes guard (lib/nav-guard.ts): one guard per app, wired to wouter
 * (`aroundNav`) and to the browser (back/forward, tab close). Forms call `useUnsavedChanges(dirty)`.
 */
import { createContext, useCallback, useContext, useEffect, useId, useMemo, type ReactNode } from 'react';
import { Router, useLocation, type AroundNavHandler } from 'wouter';
import { installBrowserGuard, type NavGuard } from '../lib/nav-guard';

const GuardContext = createContext<NavGuard | null>(null);

export function useNavGuard(): NavGuard {
  const guard = useContext(GuardContext);
  if (!guard) throw new Error('useNavGuard must be used inside <GuardedRouter>');
  return guard;
}

/**
 * Goes to `to` without the unsaved-changes prompt, replacing this history entry: for leaving a
 * screen whose item was just created or deleted, or after logout, when nothing typed can be lost.
 */
export function useLeaveTo(): (to: string) => void {
  const guard = useNavGuard();
  const [, navigate] = useLocation();
  return useCallback(
    (to: string) => {
      guard.allowNext();
      navigate(to, { replace: true });
    },
    [guard, navigate],
  );
}

/** Declares the calling form dirty (or clean); cleared when the form unmounts. */
export function useUnsavedChanges(dirty: boolean): void {
  const guard = useNavGuard();
  const id = useId();
  useEffect(() => {
    guard.setDirty(id, dirty);
  }, [guard, id, dirty]);
  useEffect(() => () => guard.setDirty(id, false), [guard, id]);
}

/** wouter's Router whose every navigation asks the guard first. */
export function GuardedRouter({ guard, children }: { guard: NavGuard; children: ReactNode }) {
  useEffect(() => installBrowserGuard(guard), [guard]);
  const aroundNav = useMemo<AroundNavHandler>(
    () => (navigate, to, options) => {
      if (guard.confirmLeave()) navigate(to, options);
    },
    [guard],
  );
  return (
    <GuardContext.Provider value={guard}>
      <Router aroundNav={aroundNav}>{children}</Router>
    </GuardContext.Provider>
  );
}
