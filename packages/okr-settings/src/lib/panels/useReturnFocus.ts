import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Dialogs opened from a row's button have no Radix trigger: remember what had focus when one
 * opens and give focus back to it when it closes (or to `fallback` when that row is gone).
 */
export function useReturnFocus(fallback?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef(fallback);
  useLayoutEffect(() => {
    fallbackRef.current = fallback;
  });
  const remember = useCallback(() => {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    opener.current = active instanceof HTMLElement ? active : null;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    const target = opener.current?.isConnected ? opener.current : fallbackRef.current?.();
    opener.current = null;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }, []);
  return { remember, onCloseAutoFocus };
}
