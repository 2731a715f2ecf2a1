import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 5 s, as in the stories (.storybook/preview.tsx): 1 s was too
// short for a mock round trip and a render on a loaded 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

// Radix (Select, Dialog, Tooltip, scroll areas) relies on ResizeObserver, pointer capture and
// scrollIntoView, which jsdom lacks. Files under `@vitest-environment node` have no DOM to patch.
if (typeof Element !== 'undefined') {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
