import { describe, expect, it } from 'vitest';
import { createToastStore } from './toast-store';

describe('toast store (SPEC §4, §9)', () => {
  it('keeps only the newest toast visible (limit 1)', () => {
    const store = createToastStore({ setTimer: () => undefined });
    store.show({ title: 'first' });
    store.show({ title: 'second', variant: 'error' });
    expect(store.getSnapshot()).toEqual([{ id: 2, title: 'second', description: undefined, variant: 'error', open: true }]);
  });

  it('closes a dismissed toast and removes it only after the 1,000,000 ms delay', () => {
    const timers: { fn: () => void; ms: number }[] = [];
    const store = createToastStore({ setTimer: (fn, ms) => timers.push({ fn, ms }) });
    const id = store.show({ title: 'Salvo' });
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    expect(timers.map((t) => t.ms)).toEqual([1_000_000]);
    timers[0]!.fn();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const store = createToastStore({ setTimer: () => undefined });
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    const id = store.show({ title: 'a' });
    store.dismiss(id);
    store.dismiss(id); // already closed: no change, no notification
    stop();
    store.show({ title: 'b' });
    expect(calls).toBe(2);
  });
});
