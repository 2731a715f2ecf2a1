import type { MouseEvent } from 'react';
import { useOkrNavigate } from '@okr/core';

/**
 * The click handler of a real link (`href` kept: open in a new tab works) that moves through the
 * host's router on a plain left click.
 */
export function useLinkClick(to: string) {
  const navigate = useOkrNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
}
