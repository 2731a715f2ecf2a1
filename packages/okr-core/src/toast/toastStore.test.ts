import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, createToastStore } from './toastStore';

describe('toastStore', () => {
  it('keeps at most 20 toasts, dropping the oldest', () => {
    const store = createToastStore();
    for (let i = 1; i <= 25; i += 1) store.getState().show(`Toast ${i}`);
    const { toasts } = store.getState();
    expect(MAX_TOASTS).toBe(20);
    expect(toasts).toHaveLength(20);
    expect(toasts[0]?.message).toBe('Toast 6');
    expect(toasts[19]?.message).toBe('Toast 25');
  });

  it('dismisses one toast by id', () => {
    const store = createToastStore();
    const id = store.getState().show('Saved', 'success');
    store.getState().show('Other');
    store.getState().dismiss(id);
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['Other']);
  });
});
