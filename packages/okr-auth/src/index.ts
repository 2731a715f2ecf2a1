// Sign-in and registration
export { AuthPage } from './auth-page/AuthPage';
export type { AuthPageProps, AuthMode } from './auth-page/AuthPage';
export { LoginForm } from './auth-page/LoginForm';
export type { LoginFormProps, LoginFormValues } from './auth-page/LoginForm';
export { RegisterForm } from './auth-page/RegisterForm';
export type { RegisterFormProps, RegisterFormValues } from './auth-page/RegisterForm';
export { splitFullName } from '@okr/contract';
export { useLogin, useRegister } from './auth-page/api';

// Onboarding
export { OnboardingPage } from './onboarding/OnboardingPage';
export type { OnboardingPageProps } from './onboarding/OnboardingPage';
export { useCompleteOnboarding } from './onboarding/api';

// Guards
export { RequireAuth } from './guards/RequireAuth';
export type { RequireAuthProps } from './guards/RequireAuth';
export { RequireSuperAdmin } from './guards/RequireSuperAdmin';
export type { RequireSuperAdminProps } from './guards/RequireSuperAdmin';
export { AppGuard } from './guards/AppGuard';
export type { AppGuardProps } from './guards/AppGuard';
export { RequireRole } from './guards/RequireRole';
export type { RequireRoleProps } from './guards/RequireRole';
export { AccessDenied } from './guards/AccessDenied';
export type { AccessDeniedProps } from './guards/AccessDenied';
export { isSuperAdmin, hasRole, homePathFor } from './lib/rolePredicates';

// Organization switcher
export { OrganizationSwitcher } from './organization-switcher/OrganizationSwitcher';
export type { OrganizationSwitcherProps } from './organization-switcher/OrganizationSwitcher';
export { OrganizationSwitcherView } from './organization-switcher/OrganizationSwitcherView';
export type {
  OrganizationSwitcherViewProps,
  OrganizationSwitcherStatus,
} from './organization-switcher/OrganizationSwitcherView';
export { useSwitchOrganization, userOrganizationsQuery } from './organization-switcher/api';

// Session
export { useSession, useCurrentUser, useCurrentOrganization, useIsAuthenticated } from './session/useSession';
export type { SessionView } from './session/useSession';
export { useLogout } from './session/useLogout';
export { useRefreshSession } from './session/useRefreshSession';
export { useSyncCurrentUser } from './session/useSyncCurrentUser';
export { meQuery } from './lib/meQuery';
export { authCatalogs } from './lib/authCatalogs';
export type { AuthMessageKey } from './lib/authCatalogs';
