/**
 * State of the admin's notifications (SPEC §4, §9): a toast is added open, closed when dismissed
 * (by its timer, a swipe or the close button) and removed from memory 1,000,000 ms later; only one
 * is visible at a time, the newest. Framework-free so the rules are unit-tested without a DOM.
 */
import { LIMITS, TIMINGS } from '../../../shared/constants';

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastStore {
  /** Shows a toast (the previous one leaves: limit 1) and returns its id. */
  show(input: ToastInput): number;
  /** Closes a toast; it is forgotten after the removal delay. */
  dismiss(id: number): void;
  getSnapshot(): readonly ToastItem[];
  subscribe(listener: () => void): () => void;
}

export interface ToastStoreOptions {
  limit?: number;
  removeDelayMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

/** Creates one store; the app makes one at start and hands it down through context. */
export function createToastStore({
  limit = LIMITS.toastLimit,
  removeDelayMs = TIMINGS.toastRemoveDelayMs,
  setTimer = (fn, ms) => setTimeout(fn, ms),
}: ToastStoreOptions = {}): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const update = (next: readonly ToastItem[]) => {
    toasts = next;
    emit();
  };

  return {
    show({ title, description, variant = 'info' }) {
      const id = nextId++;
      update([{ id, title, description, variant, open: true }, ...toasts].slice(0, limit));
      return id;
    },
    dismiss(id) {
      if (!toasts.some((t) => t.id === id && t.open)) return;
      update(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
      setTimer(() => update(toasts.filter((t) => t.id !== id)), removeDelayMs);
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
