import { useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';

export interface WindowedRange {
  start: number;
  end: number;
}

/**
 * The rows of a fixed-height list that are in view of `scrollRef`, plus `overscan` on each side.
 * Small on purpose: a general virtualizer (measured rows, horizontal lists) cost more bytes than
 * this whole panel (bench/size.mjs), and every member row has the same height.
 */
export function useWindowedRange(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 4,
  initialViewport = 640,
): WindowedRange {
  const compute = useCallback(
    (scrollTop: number, viewport: number): WindowedRange => ({
      start: Math.max(0, Math.floor(scrollTop / rowHeight) - overscan),
      end: Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + overscan),
    }),
    [count, rowHeight, overscan],
  );
  const [range, setRange] = useState(() => compute(0, initialViewport));

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = compute(element.scrollTop, element.clientHeight || initialViewport);
      setRange((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // Measured on the next frame, not now: reading layout inside the commit would force it there.
    schedule();
    element.addEventListener('scroll', schedule, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', schedule);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [scrollRef, compute, initialViewport]);

  return range;
}
