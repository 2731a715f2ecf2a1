import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isSuperAdmin } from '../lib/rolePredicates';
import { safeAppPath } from '../lib/safeAppPath';
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
 * The onboarding, told in `?next=` where the user was going (the link they opened), so that it
 * takes them there when done. An address rather than router state: it survives a reload, a new
 * tab and a full page load, and `OnboardingPage` needs no router to read it.
 */
function onboardingHref(onboardingPath: string, requested: string, appPath: string): string {
  if (isPath(requested, appPath)) return onboardingPath;
  return `${onboardingPath}?${new URLSearchParams({ next: requested }).toString()}`;
}

/**
 * Spec §2, /app: signed out → `/`; a super administrator → `/admin`; unfinished onboarding →
 * the onboarding from every other /app path, with that path as its `next`; finished onboarding
 * never sees the onboarding again (it goes on to that `next`, when it is an app path).
 */
export function AppGuard({ onboardingPath = '/app/onboarding', appPath = '/app', children }: AppGuardProps) {
  const session = useGuardSession();
  const { pathname, search, hash } = useLocation();
  const next = new URLSearchParams(search).get('next');
  if (session.status === 'signed-out') return <Navigate to="/" replace />;
  if (session.status === 'loading') return <GuardPending />;
  if (session.status === 'error') return <GuardError onRetry={session.retry} />;
  if (isSuperAdmin(session.user)) return <Navigate to="/admin" replace />;
  const onOnboarding = isPath(pathname, onboardingPath);
  if (!session.user.isOnboardingComplete && !onOnboarding) {
    return <Navigate to={onboardingHref(onboardingPath, `${pathname}${search}${hash}`, appPath)} replace />;
  }
  if (session.user.isOnboardingComplete && onOnboarding) return <Navigate to={safeAppPath(next, appPath)} replace />;
  return <>{children ?? <Outlet />}</>;
}
