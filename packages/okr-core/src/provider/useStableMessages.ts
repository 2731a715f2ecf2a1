import { useState } from 'react';

function sameMessages(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/**
 * The same object for as long as the content is the same, so a host passing an inline
 * `messages={{ ... }}` does not rebuild the API client and the i18n context on every render.
 */
export function useStableMessages(messages: Record<string, string>): Record<string, string> {
  const [stable, setStable] = useState(messages);
  if (stable !== messages && !sameMessages(stable, messages)) {
    // Adjusting state while rendering (react.dev "storing information from previous renders").
    setStable(messages);
    return messages;
  }
  return stable;
}
