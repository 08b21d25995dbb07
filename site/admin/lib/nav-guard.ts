/**
 * Unsaved-changes guard: forms report whether they are dirty, and every way of leaving asks first —
 * in-app links and redirects (wouter's `aroundNav`), the browser's back/forward (popstate) and
 * closing or reloading the tab (beforeunload). Plain object from a factory so it can be unit-tested
 * without React or a browser.
 */

export const UNSAVED_CHANGES_MESSAGE = 'Há alterações não salvas. Sair desta página e descartá-las?';

export interface NavGuard {
  /** Marks the source `id` (one per form) dirty or clean. */
  setDirty(id: string, dirty: boolean): void;
  /** True while any source is dirty. */
  isDirty(): boolean;
  /**
   * True when leaving is fine: nothing is dirty, a bypass was granted, or the editor confirmed
   * (then every source is considered clean, so the next question is not asked twice).
   */
  confirmLeave(): boolean;
  /** Lets the next navigation through without asking (after a save, a deliberate redirect). */
  allowNext(): void;
}

/** A guard that asks with `confirm` (window.confirm in the browser). */
export function createNavGuard(confirm: (message: string) => boolean): NavGuard {
  const dirty = new Set<string>();
  let bypass = false;
  return {
    setDirty(id, value) {
      if (value) dirty.add(id);
      else dirty.delete(id);
    },
    isDirty: () => dirty.size > 0,
    confirmLeave() {
      if (bypass) {
        bypass = false;
        return true;
      }
      if (dirty.size === 0) return true;
      if (!confirm(UNSAVED_CHANGES_MESSAGE)) return false;
      dirty.clear();
      return true;
    },
    allowNext() {
      bypass = true;
    },
  };
}

/**
 * Wires the guard to the browser for back/forward and tab close. The popstate listener runs in
 * the capture phase, before wouter's own listener, so a refused "back" can be undone before the
 * router ever sees it. Returns the function that removes the listeners.
 */
export function installBrowserGuard(guard: NavGuard, win: Window = window): () => void {
  let currentUrl = win.location.href;
  let replaying = false;

  const onPopState = (event: PopStateEvent) => {
    if (replaying) return;
    if (guard.confirmLeave()) {
      currentUrl = win.location.href;
      return;
    }
    event.stopImmediatePropagation();
    // The URL already changed; put the page's URL back so address bar and screen agree.
    replaying = true;
    win.history.pushState(win.history.state, '', currentUrl);
    replaying = false;
  };
  const remember = () => {
    currentUrl = win.location.href;
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!guard.isDirty()) return;
    event.preventDefault();
    // Chromium still wants returnValue set to show its own prompt.
    event.returnValue = UNSAVED_CHANGES_MESSAGE;
  };

  win.addEventListener('popstate', onPopState, { capture: true });
  // wouter dispatches these after its patched history calls; keep our "current URL" in step.
  win.addEventListener('pushState', remember);
  win.addEventListener('replaceState', remember);
  win.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    win.removeEventListener('popstate', onPopState, { capture: true });
    win.removeEventListener('pushState', remember);
    win.removeEventListener('replaceState', remember);
    win.removeEventListener('beforeunload', onBeforeUnload);
  };
}
