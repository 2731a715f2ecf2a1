import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { RoleType } from '@okr/contract';
import { useToast, useTranslation } from '@okr/core';
import { guardCatalogs } from '../lib/catalogs/guardCatalogs';
import { hasRole } from '../lib/rolePredicates';
import { GuardError } from './GuardError';
import { GuardPending } from './GuardPending';
import { useGuardSession } from './useGuardSession';

export interface RequireRoleProps {
  roles: readonly RoleType[];
  /** Where a user without the role goes; the spec says `/app`. */
  redirectTo?: string;
  children?: ReactNode;
}

/** Spec §2, settings: without one of `roles`, show the denied message and go back to the app. */
export function RequireRole({ roles, redirectTo = '/app', children }: RequireRoleProps) {
  const session = useGuardSession();
  const toast = useToast();
  const t = useTranslation(guardCatalogs);
  const allowed = session.status === 'ready' && hasRole(session.user, roles);
  const denied = session.status === 'ready' && !allowed;
  const message = t('auth.guard.forbidden', { roles: roles.join(', ') });
  // One toast per denial, even when StrictMode runs the effect twice.
  const announced = useRef(false);

  useEffect(() => {
    if (!denied || announced.current) return;
    announced.current = true;
    toast.error(message);
  }, [denied, message, toast]);

  if (session.status === 'signed-out') return <Navigate to="/" replace />;
  if (session.status === 'loading') return <GuardPending />;
  if (session.status === 'error') return <GuardError onRetry={session.retry} />;
  if (denied) return <Navigate to={redirectTo} replace />;
  return <>{children ?? <Outlet />}</>;
}
