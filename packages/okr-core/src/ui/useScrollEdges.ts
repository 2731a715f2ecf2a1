import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Marks `frame` with `data-more-start` / `data-more-end` while the element `findScroller` picks
 * inside it can scroll further that way, so CSS can draw a sign that there is more. Stays in step
 * with scrolling and with any change of size (a narrower screen, a longer label, a loaded row).
 * `focusable`: the scroller joins the tab order while it scrolls (a table has no other way in).
 */
export function useScrollEdges(
  frame: RefObject<HTMLElement | null>,
  findScroller: (frame: HTMLElement) => HTMLElement | null,
  options: { focusable?: boolean } = {},
) {
  useLayoutEffect(() => {
    const element = frame.current;
    const scroller = element ? findScroller(element) : null;
    if (!element || !scroller) return undefined;
    const update = () => {
      const { scrollLeft, scrollWidth, clientWidth } = scroller;
      // scrollLeft is negative in right-to-left pages; one pixel of slack for fractional widths.
      const before = Math.abs(scrollLeft);
      const overflows = scrollWidth - clientWidth > 1;
      element.toggleAttribute('data-overflows', overflows);
      element.toggleAttribute('data-more-start', overflows && before > 1);
      element.toggleAttribute('data-more-end', overflows && before < scrollWidth - clientWidth - 1);
      // A box that scrolls must be reachable from the keyboard (its arrow keys scroll it).
      if (options.focusable && overflows && !scroller.hasAttribute('tabindex')) scroller.tabIndex = 0;
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    // In the next frame: marking the frame inside the observer's callback could resize what it observes.
    let frameRequest = 0;
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            cancelAnimationFrame(frameRequest);
            frameRequest = requestAnimationFrame(update);
          });
    resize?.observe(scroller);
    if (scroller.firstElementChild) resize?.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', update);
      resize?.disconnect();
      cancelAnimationFrame(frameRequest);
    };
  });
}
