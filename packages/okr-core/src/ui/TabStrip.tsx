import { Tabs } from '@radix-ui/themes';
import { useLayoutEffect, useRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { useScrollEdges } from './useScrollEdges';
import { cx } from './cx';

export type TabStripProps = ComponentPropsWithoutRef<typeof Tabs.List>;

const tabList = (frame: HTMLElement) => frame.querySelector<HTMLElement>('[role="tablist"]');

/** Scrolls `list` sideways, by the least needed, until `tab` is wholly inside it. */
function reveal(list: HTMLElement, tab: HTMLElement | null) {
  if (!tab) return;
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  // Room for the fade at the edges, so the tab never sits half under it.
  const margin = Math.min(32, listBox.width / 6);
  if (tabBox.left < listBox.left + margin) list.scrollLeft -= listBox.left + margin - tabBox.left;
  else if (tabBox.right > listBox.right - margin) list.scrollLeft += tabBox.right - (listBox.right - margin);
}

/**
 * Radix Themes' `Tabs.List` for any width: on a narrow screen it scrolls sideways, keeps the
 * selected (and the focused) tab in view, and fades its edges where more tabs wait. Keyboard and
 * screen-reader behaviour are the list's own: arrow keys, Home/End, `tablist`/`tab` roles.
 */
export function TabStrip({ className, ...props }: TabStripProps) {
  const frame = useRef<HTMLDivElement>(null);
  useScrollEdges(frame, tabList);
  useLayoutEffect(() => {
    const list = frame.current ? tabList(frame.current) : null;
    if (!list) return undefined;
    const revealSelected = () => reveal(list, list.querySelector<HTMLElement>('[role="tab"][data-state="active"]'));
    revealSelected();
    let frameRequest = 0;
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            cancelAnimationFrame(frameRequest);
            frameRequest = requestAnimationFrame(revealSelected);
          });
    // The selection changes inside Radix (a click, an arrow key): follow it wherever it comes from.
    // Tabs that appear later (one shown once permissions load) push the selected one along: follow that too.
    const selection = new MutationObserver((changes) => {
      for (const change of changes) change.addedNodes.forEach((node) => node instanceof Element && resize?.observe(node));
      revealSelected();
    });
    selection.observe(list, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    const onFocus = (event: FocusEvent) => reveal(list, event.target instanceof HTMLElement ? event.target : null);
    list.addEventListener('focusin', onFocus);
    // A tab's width settles late (a web font, a translated label): each one is watched too.
    resize?.observe(list);
    list.querySelectorAll('[role="tab"]').forEach((tab) => resize?.observe(tab));
    void document.fonts?.ready.then(revealSelected);
    return () => {
      cancelAnimationFrame(frameRequest);
      selection.disconnect();
      resize?.disconnect();
      list.removeEventListener('focusin', onFocus);
    };
  }, []);
  return (
    <div ref={frame} className="okr-tab-strip">
      <Tabs.List {...props} className={cx('okr-tab-strip-list', className)} />
    </div>
  );
}
