import type { PermissionAction, PermissionDomain } from '@okr/contract';
import type { ReactNode } from 'react';
import { useCan } from './useCan';

export interface CanProps {
  domain: PermissionDomain;
  action: PermissionAction;
  children: ReactNode;
  /** What to show instead (a disabled button with its reason, say); nothing by default. */
  fallback?: ReactNode;
}

/** Renders `children` only when the caller holds `domain`'s `action` flag in the current organization. */
export function Can({ domain, action, children, fallback = null }: CanProps) {
  return <>{useCan()(domain, action) ? children : fallback}</>;
}
