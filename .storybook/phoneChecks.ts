import type { Preview } from '@storybook/react-vite';

type AfterEach = Extract<NonNullable<Preview['afterEach']>, (...args: never[]) => unknown>;

/** Storybook's `phone` viewport: the 390 × 844 screen the phone journey (e2e/journeys/phone.e2e.ts) uses too. */
export const phoneViewport = {
  phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' as const },
};

/**
 * After a story shown at phone width (`globals: { viewport: { value: 'phone' } }`): fails when the
 * page scrolls sideways or when a selected tab sits outside its tab list.
 */
export const fitsThePhone: AfterEach = async ({ globals }) => {
  const viewport = globals.viewport as { value?: string } | undefined;
  if (viewport?.value !== 'phone') return;
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    throw new Error(`The story scrolls sideways at phone width: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
  }
  for (const tab of Array.from(document.querySelectorAll<HTMLElement>('[role="tab"][aria-selected="true"]'))) {
    const box = tab.getBoundingClientRect();
    const list = tab.closest('[role="tablist"]')?.getBoundingClientRect();
    if (list && (box.left < list.left - 1 || box.right > list.right + 1)) {
      throw new Error(`The selected tab "${tab.textContent ?? ''}" is out of view at phone width`);
    }
  }
};
