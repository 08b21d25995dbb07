/**
 * Radix toasts with the SPEC §9 numbers: one visible, 5000 ms, swipe right past 50 px to dismiss,
 * F8 focuses the region. `useToast()` gives any screen `toast({title, description, variant})`.
 */
import * as Toast from '@radix-ui/react-toast';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { LIMITS, TIMINGS } from '../../../shared/constants';
import type { ToastInput, ToastStore } from '../lib/toast-store';

const ToastContext = createContext<ToastStore | null>(null);

/** `toast(input)` of the nearest provider. */
export function useToast(): (input: ToastInput) => number {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used inside <Toaster>');
  return store.show;
}

export function Toaster({ store, children }: { store: ToastStore; children: ReactNode }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <ToastContext.Provider value={store}>
      <Toast.Provider
        duration={TIMINGS.toastDurationMs}
        swipeDirection="right"
        swipeThreshold={LIMITS.toastSwipeThresholdPx}
        label="Notificação"
      >
        {children}
        {toasts.map((t) => (
          <Toast.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) store.dismiss(t.id);
            }}
            className={`toast toast-${t.variant}`}
            type={t.variant === 'error' ? 'foreground' : 'background'}
          >
            <Toast.Title className="toast-title">{t.title}</Toast.Title>
            {t.description ? <Toast.Description className="toast-description">{t.description}</Toast.Description> : null}
            <Toast.Close className="toast-close" aria-label="Fechar">
              ×
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className="toast-viewport" hotkey={['F8']} label="Notificações ({hotkey})" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
