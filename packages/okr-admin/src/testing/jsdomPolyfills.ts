import { beforeAll } from 'vitest';

/** Radix Select and dialogs rely on pointer capture, scrolling and ResizeObserver, which jsdom lacks. */
export function installJsdomPolyfills(): void {
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
    Element.prototype.scrollIntoView ??= () => {};
  });
}
