import { createContext, useContext } from 'react';
import type { ToastStoreApi } from './toastStore';

export const ToastContext = /* @__PURE__ */ createContext<ToastStoreApi | null>(null);

export function useToastStore(): ToastStoreApi {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used inside <OkrProvider>');
  return store;
}
