import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSessionStore } from '@okr/core';

export interface RequireAuthProps {
  /** Where a signed-out visitor goes; the spec says `/`. */
  redirectTo?: string;
  /** Rendered when allowed; defaults to the nested route's `<Outlet />`. */
  children?: ReactNode;
}

/** Renders its content for a signed-in user only. */
export function RequireAuth({ redirectTo = '/', children }: RequireAuthProps) {
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  if (!isAuthenticated) return <Navigate to={redirectTo} replace />;
  return <>{children ?? <Outlet />}</>;
}
