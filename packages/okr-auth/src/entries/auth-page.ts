// Entry point `@okr/auth/auth-page`.
export { AuthPage } from '../auth-page/AuthPage';
export type { AuthPageProps, AuthMode } from '../auth-page/AuthPage';
export type { PasskeyCeremony } from '../auth-page/api';
export { LoginForm } from '../auth-page/LoginForm';
export type { LoginFormProps, LoginFormValues } from '../auth-page/LoginForm';
export { RegisterForm } from '../auth-page/RegisterForm';
export type { RegisterFormProps, RegisterFormValues } from '../auth-page/RegisterForm';
export { splitFullName } from '@okr/contract';
export { SsoCompletePage } from '../sso-complete/SsoCompletePage';
export type { SsoCompletePageProps } from '../sso-complete/SsoCompletePage';
