import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isSuperAdmin } from '../lib/rolePredicates';
import { GuardError } from './GuardError';
import { GuardPending } from './GuardPending';
import { useGuardSession } from './useGuardSession';

export interface AppGuardProps {
  /** Path of the onboarding screen inside the app. */
  onboardingPath?: string;
  /** Path of the app's index, where finished onboarding goes. */
  appPath?: string;
  children?: ReactNode;
}

function isPath(pathname: string, path: string): boolean {
  return pathname.replace(/\/+$/, '') === path;
}

/**
 * Spec §2, /app: signed out → `/`; a super administrator → `/admin`; unfinished onboarding →
 * the onboarding from every other /app path; finished onboarding never sees the onboarding again.
 */
export function AppGuard({ onboardingPath = '/app/onboarding', appPath = '/app', children }: AppGuardProps) {
  const session = useGuardSession();
  const { pathname } = useLocation();
  if (session.status === 'signed-out') return <Navigate to="/" replace />;
  if (session.status === 'loading') return <GuardPending />;
  if (session.status === 'error') return <GuardError onRetry={session.retry} />;
  if (isSuperAdmin(session.user)) return <Navigate to="/admin" replace />;
  const onOnboarding = isPath(pathname, onboardingPath);
  if (!session.user.isOnboardingComplete && !onOnboarding) return <Navigate to={onboardingPath} replace />;
  if (session.user.isOnboardingComplete && onOnboarding) return <Navigate to={appPath} replace />;
  return <>{children ?? <Outlet />}</>;
}
