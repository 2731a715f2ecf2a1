import { useEffect, useRef } from 'react';

/**
 * A table wider than its box scrolls inside Radix's scroll area: while it does, the area takes the
 * keyboard focus so it can be scrolled without a mouse (our tables have nothing else to focus).
 * Otherwise it is no Tab stop. The same rule as the admin tables.
 */
export function useKeyboardScroll<T extends HTMLElement>() {
  const root = useRef<T>(null);
  useEffect(() => {
    const viewport = root.current?.querySelector<HTMLElement>('[data-radix-scroll-area-viewport]');
    if (!viewport) return;
    const update = () => {
      if (viewport.scrollWidth > viewport.clientWidth) viewport.tabIndex = 0;
      else viewport.removeAttribute('tabindex');
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(viewport);
    if (viewport.firstElementChild) observer.observe(viewport.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return root;
}
