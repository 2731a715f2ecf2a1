import { lazyPage } from './lib/lazyPage';

// One dynamic import per area of the route tree: the public pages, sign-in, /app and /admin.
const appPages = () => import('./app/appPages');

export const PublicRoute = lazyPage(() => import('./public/PublicRoute').then((m) => m.PublicRoute));
export const NotFound = lazyPage(() => import('./public/NotFound').then((m) => m.NotFound));
export const AuthPage = lazyPage(() => import('@okr/auth/auth-page').then((m) => m.AuthPage));
export const AppLayout = lazyPage(() => appPages().then((m) => m.AppLayout));
export const Dashboard = lazyPage(() => appPages().then((m) => m.Dashboard));
export const OnboardingPage = lazyPage(() => appPages().then((m) => m.OnboardingPage));
export const AdminHome = lazyPage(() => import('./admin/AdminHome').then((m) => m.AdminHome));
