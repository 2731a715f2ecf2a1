// The unit project's setup file registers jest-dom matchers; this brings their types to tsc.
/// <reference types="@testing-library/jest-dom/vitest" />
