import { useMemo } from 'react';
import { useToastStore } from './ToastContext';
import type { ToastTone } from './toastStore';

export interface ToastApi {
  show: (message: string, tone?: ToastTone) => string;
  success: (message: string) => string;
  error: (message: string) => string;
  dismiss: (id: string) => void;
}

export function useToast(): ToastApi {
  const store = useToastStore();
  return useMemo(() => {
    const { show, dismiss } = store.getState();
    return {
      show,
      success: (message) => show(message, 'success'),
      error: (message) => show(message, 'error'),
      dismiss,
    };
  }, [store]);
}
