// Sign-in and registration
export { AuthPage } from './auth-page/AuthPage';
export type { AuthPageProps, AuthMode } from './auth-page/AuthPage';
export type { PasskeyCeremony } from './auth-page/api';
export { LoginForm } from './auth-page/LoginForm';
export type { LoginFormProps, LoginFormValues } from './auth-page/LoginForm';
export { RegisterForm } from './auth-page/RegisterForm';
export type { RegisterFormProps, RegisterFormValues } from './auth-page/RegisterForm';
export { splitFullName } from '@okr/contract';
export { useLogin, useRegister } from './auth-page/api';
export { SsoCompletePage } from './sso-complete/SsoCompletePage';
export type { SsoCompletePageProps } from './sso-complete/SsoCompletePage';
export { openSsoTestWindow } from './lib/sso/ssoTestWindow';

// Password reset (also the entry `@okr/auth/password-reset`)
export { ForgotPasswordPage } from './password-reset/ForgotPasswordPage';
export type { ForgotPasswordPageProps } from './password-reset/ForgotPasswordPage';
export { ResetPasswordPage } from './password-reset/ResetPasswordPage';
export type { ResetPasswordPageProps } from './password-reset/ResetPasswordPage';
export { ResetPasswordForm } from './password-reset/ResetPasswordForm';
export type { ResetPasswordFormProps } from './password-reset/ResetPasswordForm';
export { useForgotPassword, useResetPassword } from './password-reset/api';

// Onboarding
export { OnboardingPage } from './onboarding/OnboardingPage';
export type { OnboardingPageProps } from './onboarding/OnboardingPage';
export { useCompleteOnboarding } from './onboarding/api';

// Role predicates (the route guards are in `@okr/auth/guards`, the one entry that needs react-router)
export { isSuperAdmin, hasRole, homePathFor } from './lib/rolePredicates';

// Organization switcher
export { OrganizationSwitcher } from './organization-switcher/OrganizationSwitcher';
export type { OrganizationSwitcherProps } from './organization-switcher/OrganizationSwitcher';
export { OrganizationSwitcherView } from './organization-switcher/OrganizationSwitcherView';
export type {
  OrganizationSwitcherViewProps,
  OrganizationSwitcherStatus,
  OrganizationSwitcherSlots,
  OrganizationSwitcherTriggerProps,
} from './organization-switcher/OrganizationSwitcherView';
export { useSwitchOrganization, userOrganizationsQuery } from './organization-switcher/api';
export { useOrganizationSwitcher } from './organization-switcher/useOrganizationSwitcher';
export type { OrganizationSwitcherData, UseOrganizationSwitcherOptions } from './organization-switcher/useOrganizationSwitcher';

// Session
export { useSession, useCurrentUser, useCurrentOrganization, useIsAuthenticated } from './session/useSession';
export type { SessionView } from './session/useSession';
export { useLogout } from './lib/useLogout';
export { useRefreshSession } from './session/useRefreshSession';
export { useSyncCurrentUser } from './session/useSyncCurrentUser';
export { meQuery } from './lib/meQuery';
export { authCatalogs } from './lib/authCatalogs';
export type { AuthMessageKey } from './lib/authCatalogs';

// My account (also the entries `@okr/auth/user-profile`, `/user-security`, `/user-sessions`, `/email-verification`)
export { UserProfile } from './user-profile/UserProfile';
export type { UserProfileProps } from './user-profile/UserProfile';
export { UserProfileView } from './user-profile/UserProfileView';
export type { UserProfileViewProps } from './user-profile/UserProfileView';
export { useUserProfile } from './user-profile/useUserProfile';
export type { UserProfileData, UserProfileNames, UseUserProfileOptions } from './user-profile/useUserProfile';
export { UserSecurity } from './user-security/UserSecurity';
export type { UserSecurityProps } from './user-security/UserSecurity';
export { UserSecurityView } from './user-security/UserSecurityView';
export type { UserSecurityViewProps } from './user-security/UserSecurityView';
export { useUserSecurity } from './user-security/useUserSecurity';
export type { UserSecurityData } from './user-security/useUserSecurity';
export { SecondFactorsView } from './user-security/SecondFactorsView';
export type { SecondFactorsViewProps } from './user-security/SecondFactorsView';
export { useMfa } from './user-security/useMfa';
export type { MfaData, MfaPanelState } from './user-security/useMfa';
export { usePasskeys } from './user-security/usePasskeys';
export type { PasskeysData } from './user-security/usePasskeys';
export { UserSessions } from './user-sessions/UserSessions';
export { UserSessionsView } from './user-sessions/UserSessionsView';
export type { UserSessionsViewProps } from './user-sessions/UserSessionsView';
export { useUserSessions } from './user-sessions/useUserSessions';
export type { UserSessionsData } from './user-sessions/useUserSessions';
export { VerifyEmailPage, ConfirmEmailPage } from './email-verification/EmailLinkPage';
export type { EmailLinkPageProps } from './email-verification/EmailLinkPage';
export { UnverifiedEmailBanner } from './email-verification/UnverifiedEmailBanner';
export type { AccountAction, AccountPanelState } from './lib/accountAction';
