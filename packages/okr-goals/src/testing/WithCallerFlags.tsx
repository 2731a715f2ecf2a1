import type { ReactNode } from 'react';
import { useCallerFlags } from '../lib/useCallerFlags';

/**
 * Plays the host's guard around a dialog in a story or test: it loads the caller's effective
 * flags (`/auth/me`), so `useCan()` answers as in the product.
 */
export function WithCallerFlags({ children }: { children: ReactNode }) {
  useCallerFlags();
  return <>{children}</>;
}
