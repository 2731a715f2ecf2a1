import { Button, Callout } from '@radix-ui/themes';
import { PASSWORD_RESET_TTL_MINUTES } from '@okr/contract';
import { fieldErrorsOf, getErrorMessage, isApiError, useOkrNavigate, useToast, useTranslation } from '@okr/core';
import { AuthLink } from '../lib/AuthLink';
import { passwordResetCatalogs } from '../lib/catalogs/passwordResetCatalogs';
import { isSsoRequired } from '../lib/sso/useSsoStart';
import { useLinkClick } from '../lib/useLinkClick';
import { useResetPassword } from './api';
import { AuthCard } from '../lib/AuthCard';
import { ResetPasswordForm } from './ResetPasswordForm';

export interface ResetPasswordPageProps {
  /** The token of the emailed link (`/reset-password/:token`). */
  token: string;
  /** Where the user signs in afterwards, and where "Back to sign in" leads. */
  signInPath?: string;
  /** Where a dead link sends the user for a new one. */
  forgotPasswordPath?: string;
  /** Called after the change; when given, the page does not navigate: the host decides. */
  onPasswordReset?: () => void;
}

type LinkProblem = 'invalid' | 'gone';

/** What an answer says about the link itself: unknown (404, or a token the server refuses as such) or used/expired (410). */
function linkProblemOf(error: unknown): LinkProblem | null {
  if (!isApiError(error)) return null;
  if (error.status === 410) return 'gone';
  if (error.status === 404) return 'invalid';
  return error.status === 400 && 'token' in fieldErrorsOf(error) ? 'invalid' : null;
}

/**
 * `/reset-password/:token`: the new password, under the register form's rules. Success signs the
 * user out everywhere (the server revokes every session) and sends them to sign in with a notice;
 * a used, expired or unknown link says so and offers a new one.
 */
export function ResetPasswordPage({ token, signInPath = '/login', forgotPasswordPath = '/forgot-password', onPasswordReset }: ResetPasswordPageProps) {
  const t = useTranslation(passwordResetCatalogs);
  const toast = useToast();
  const navigate = useOkrNavigate();
  const reset = useResetPassword();
  const requestNew = useLinkClick(forgotPasswordPath);
  const signIn = useLinkClick(signInPath);
  const back = <AuthLink to={signInPath}>{t('auth.forgot.backToSignIn')}</AuthLink>;

  const problem = linkProblemOf(reset.error);
  if (problem) {
    return (
      <AuthCard
        title={problem === 'gone' ? t('auth.reset.goneTitle') : t('auth.reset.invalidTitle')}
        subtitle={problem === 'gone' ? t('auth.reset.goneBody', { minutes: PASSWORD_RESET_TTL_MINUTES }) : t('auth.reset.invalidBody')}
        state={problem}
        footer={back}
        focusTitle
      >
        <Button asChild>
          <a href={forgotPasswordPath} onClick={requestNew}>
            {t('auth.reset.requestNew')}
          </a>
        </Button>
      </AuthCard>
    );
  }

  // The account's domain enforces single sign-on: no password to reset; sign-in sends it to its provider.
  if (isSsoRequired(reset.error)) {
    return (
      <AuthCard title={t('auth.sso.title')} state="sso-required" focusTitle>
        <Callout.Root color="amber" role="alert">
          <Callout.Text>{t('auth.sso.required')}</Callout.Text>
        </Callout.Root>
        <Button asChild size="3">
          <a href={signInPath} onClick={signIn}>
            {t('auth.sso.continue')}
          </a>
        </Button>
      </AuthCard>
    );
  }

  const passwordError = fieldErrorsOf(reset.error).password;
  const failure = reset.isError && !passwordError ? getErrorMessage(reset.error, t('auth.reset.error')) : null;
  const submit = (password: string) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success(t('auth.reset.done'));
          if (onPasswordReset) onPasswordReset();
          else navigate(signInPath, { replace: true });
        },
      },
    );

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} state={reset.isError ? 'error' : 'form'} footer={back}>
      {failure ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{failure}</Callout.Text>
        </Callout.Root>
      ) : null}
      <ResetPasswordForm onSubmit={submit} pending={reset.isPending || reset.isSuccess} passwordError={passwordError} />
    </AuthCard>
  );
}
