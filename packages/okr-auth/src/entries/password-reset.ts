// Entry point `@okr/auth/password-reset`: the signed-out pages of a forgotten password.
export { ForgotPasswordPage } from '../password-reset/ForgotPasswordPage';
export type { ForgotPasswordPageProps } from '../password-reset/ForgotPasswordPage';
export { ResetPasswordPage } from '../password-reset/ResetPasswordPage';
export type { ResetPasswordPageProps } from '../password-reset/ResetPasswordPage';
export { ResetPasswordForm } from '../password-reset/ResetPasswordForm';
export type { ResetPasswordFormProps } from '../password-reset/ResetPasswordForm';
export { useForgotPassword, useResetPassword } from '../password-reset/api';
