import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 5 s, as in the stories (.storybook/preview.tsx): 1 s was too
// short for a mock round trip and a render on a loaded 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
