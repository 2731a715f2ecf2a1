import { lazyPage } from './lib/lazyPage';

// One dynamic import per area of the route tree: the public pages, sign-in, /app and /admin.
const appPages = () => import('./app/appPages');

export const PublicRoute = lazyPage(() => import('./public/PublicRoute').then((m) => m.PublicRoute));
export const NotFound = lazyPage(() => import('./public/NotFound').then((m) => m.NotFound));
export const AuthPage = lazyPage(() => import('@okr/auth/auth-page').then((m) => m.AuthPage));
export const SsoCompletePage = lazyPage(() => import('@okr/auth/auth-page').then((m) => m.SsoCompletePage));
const passwordResetPages = () => import('./public/passwordResetPages');
export const ForgotPasswordPage = lazyPage(() => passwordResetPages().then((m) => m.ForgotPasswordRoute));
export const ResetPasswordPage = lazyPage(() => passwordResetPages().then((m) => m.ResetPasswordRoute));
export const InvitationPage = lazyPage(() => import('./public/invitationPage').then((m) => m.InvitationRoute));
export const AppLayout = lazyPage(() => appPages().then((m) => m.AppLayout));
export const OnboardingPage = lazyPage(() => appPages().then((m) => m.OnboardingPage));
// Settings in a chunk of its own: only Admins open it.
export const SettingsPage = lazyPage(() => import('./app/SettingsRoute').then((m) => m.SettingsRoute));
const adminPages = () => import('./admin/adminPages');
export const AdminLayout = lazyPage(() => adminPages().then((m) => m.AdminLayout));
export const AdminOverviewPage = lazyPage(() => adminPages().then((m) => m.AdminOverviewPage));
export const AdminOrganizationsPage = lazyPage(() => adminPages().then((m) => m.AdminOrganizationsPage));
export const AdminOrganizationPage = lazyPage(() => adminPages().then((m) => m.AdminOrganizationPage));
export const AdminUsersPage = lazyPage(() => adminPages().then((m) => m.AdminUsersPage));
export const AdminUserPage = lazyPage(() => adminPages().then((m) => m.AdminUserPage));
export const AdminAuditPage = lazyPage(() => adminPages().then((m) => m.AdminAuditPage));
export const AdminMessagesPage = lazyPage(() => adminPages().then((m) => m.AdminMessagesPage));
export const AdminOutboxPage = lazyPage(() => adminPages().then((m) => m.AdminOutboxPage));
export const AdminOutboxEmailPage = lazyPage(() => adminPages().then((m) => m.AdminOutboxEmailPage));
// The reports in a chunk of their own: the charting library comes only with them.
export const ReportsPage = lazyPage(() => import('./app/ReportsRoute').then((m) => m.ReportsRoute));
export const AiPage = lazyPage(() => import('@okr/assistant/ai-page').then((m) => m.AiPage));

// The goals area (dashboard, objectives, initiatives, users) in one chunk of its own.
const goalsPages = () => import('@okr/goals/routes');
export const DashboardRoute = lazyPage(() => goalsPages().then((m) => m.DashboardRoute));
export const MyWeekRoute = lazyPage(() => goalsPages().then((m) => m.MyWeekRoute));
export const ObjectivesRoute = lazyPage(() => goalsPages().then((m) => m.ObjectivesRoute));
export const ObjectiveCreateRoute = lazyPage(() => goalsPages().then((m) => m.ObjectiveCreateRoute));
export const ObjectiveDetailRoute = lazyPage(() => goalsPages().then((m) => m.ObjectiveDetailRoute));
export const InitiativesRoute = lazyPage(() => goalsPages().then((m) => m.InitiativesRoute));
export const InitiativeCreateRoute = lazyPage(() => goalsPages().then((m) => m.InitiativeCreateRoute));
export const InitiativeViewRoute = lazyPage(() => goalsPages().then((m) => m.InitiativeViewRoute));
export const InitiativeEditRoute = lazyPage(() => goalsPages().then((m) => m.InitiativeEditRoute));
export const UsersRoute = lazyPage(() => goalsPages().then((m) => m.UsersRoute));
