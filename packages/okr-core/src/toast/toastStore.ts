import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  message: string;
  tone: ToastTone;
}

export interface ToastState {
  toasts: Toast[];
  show: (message: string, tone?: ToastTone) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

/** Spec §9: at most 20 toasts at once. */
export const MAX_TOASTS = 20;

export type ToastStoreApi = StoreApi<ToastState>;

export function createToastStore(): ToastStoreApi {
  let counter = 0;
  return createStore<ToastState>()((set) => ({
    toasts: [],
    show: (message, tone = 'info') => {
      counter += 1;
      const id = `toast-${counter}`;
      // The oldest toasts make room for the newest.
      set((state) => ({ toasts: [...state.toasts, { id, message, tone }].slice(-MAX_TOASTS) }));
      return id;
    },
    dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
    clear: () => set({ toasts: [] }),
  }));
}
