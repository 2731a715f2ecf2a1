import { useEffect, useRef } from 'react';

/**
 * Brings the element a link pointed at into view and focus, once, as soon as the page shows it
 * (`shown`); a screen reader then reads it first. The element needs `tabIndex={-1}` unless it is
 * focusable already.
 */
export function useFocusElementOnce(elementId: string | null | undefined, shown: boolean): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!elementId || !shown || done.current === elementId) return;
    const element = document.getElementById(elementId);
    if (!element) return;
    done.current = elementId;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [elementId, shown]);
}
