import { lazyPage } from './lib/lazyPage';

// One dynamic import per area of the route tree: the public pages, sign-in, /app and /admin.
const appPages = () => import('./app/appPages');

export const PublicHome = lazyPage(() => import('./public/PublicHome').then((m) => m.PublicHome));
export const NotFound = lazyPage(() => import('./public/NotFound').then((m) => m.NotFound));
export const AuthPage = lazyPage(() => import('@okr/auth/auth-page').then((m) => m.AuthPage));
export const AppLayout = lazyPage(() => appPages().then((m) => m.AppLayout));
export const OnboardingPage = lazyPage(() => appPages().then((m) => m.OnboardingPage));
export const AdminHome = lazyPage(() => import('./admin/AdminHome').then((m) => m.AdminHome));

// The goals area (dashboard, objectives, initiatives, users) in one chunk of its own.
const goalsPages = () => import('@okr/goals/routes');
export const DashboardRoute = lazyPage(() => goalsPages().then((m) => m.DashboardRoute));
export const ObjectivesRoute = lazyPage(() => goalsPages().then((m) => m.ObjectivesRoute));
export const ObjectiveCreateRoute = lazyPage(() => goalsPages().then((m) => m.ObjectiveCreateRoute));
export const ObjectiveDetailRoute = lazyPage(() => goalsPages().then((m) => m.ObjectiveDetailRoute));
export const InitiativesRoute = lazyPage(() => goalsPages().then((m) => m.InitiativesRoute));
export const InitiativeCreateRoute = lazyPage(() => goalsPages().then((m) => m.InitiativeCreateRoute));
export const InitiativeViewRoute = lazyPage(() => goalsPages().then((m) => m.InitiativeViewRoute));
export const InitiativeEditRoute = lazyPage(() => goalsPages().then((m) => m.InitiativeEditRoute));
export const UsersRoute = lazyPage(() => goalsPages().then((m) => m.UsersRoute));
