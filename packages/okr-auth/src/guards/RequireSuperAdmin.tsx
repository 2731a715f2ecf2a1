import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { isSuperAdmin } from '../lib/rolePredicates';
import { GuardError } from './GuardError';
import { GuardPending } from './GuardPending';
import { useGuardSession } from './useGuardSession';

export interface RequireSuperAdminProps {
  children?: ReactNode;
}

/** Spec §2, /admin: signed out → `/`; signed in but not a super administrator → `/app`. */
export function RequireSuperAdmin({ children }: RequireSuperAdminProps) {
  const session = useGuardSession();
  if (session.status === 'signed-out') return <Navigate to="/" replace />;
  if (session.status === 'loading') return <GuardPending />;
  if (session.status === 'error') return <GuardError onRetry={session.retry} />;
  if (!isSuperAdmin(session.user)) return <Navigate to="/app" replace />;
  return <>{children ?? <Outlet />}</>;
}
