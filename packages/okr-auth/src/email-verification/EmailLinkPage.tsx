import { Button } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { LoadingState, getErrorMessage, isApiError, useSessionStore, useTranslation } from '@okr/core';
import { AuthCard } from '../lib/AuthCard';
import { emailLinkCatalogs } from '../lib/catalogs/emailLinkCatalogs';
import type { AuthKeyOf } from '../lib/catalogs/AuthKeyOf';
import { useLinkClick } from '../lib/useLinkClick';
import { useEmailLink } from './api';
import type { EmailLinkKind } from './api';

export interface EmailLinkPageProps {
  /** The token of the emailed link (`/verify-email/:token`, `/confirm-email/:token`). */
  token: string;
  /** Where "Continue" leads: the app when signed in, else sign-in. */
  continuePath?: string;
  signInPath?: string;
}

const linkWords = {
  verify: { pending: 'auth.verifyEmail.pendingTitle', doneTitle: 'auth.verifyEmail.doneTitle', doneBody: 'auth.verifyEmail.doneBody' },
  confirm: { pending: 'auth.confirmEmail.pendingTitle', doneTitle: 'auth.confirmEmail.doneTitle', doneBody: 'auth.confirmEmail.doneBody' },
} satisfies Record<EmailLinkKind, Record<string, AuthKeyOf<'confirmEmail' | 'emailLink' | 'verifyEmail'>>>;

/** What the link's answer was: done, gone (used or expired, 410), unknown (404) or another failure. */
function outcomeOf(link: ReturnType<typeof useEmailLink>): 'pending' | 'done' | 'gone' | 'invalid' | 'error' {
  if (link.isSuccess) return 'done';
  if (!link.isError) return 'pending';
  if (isApiError(link.error) && link.error.status === 410) return 'gone';
  if (isApiError(link.error) && (link.error.status === 404 || link.error.status === 400)) return 'invalid';
  return 'error';
}

/** Opens an email link once (a second request would find it used) and says what came of it. */
function EmailLinkPage({ kind, token, continuePath = '/app', signInPath = '/login' }: EmailLinkPageProps & { kind: EmailLinkKind }) {
  const t = useTranslation(emailLinkCatalogs);
  const link = useEmailLink(kind);
  const signedIn = useSessionStore((s) => s.isAuthenticated);
  const { mutate } = link;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [mutate, token]);
  const next = signedIn ? continuePath : signInPath;
  const go = useLinkClick(next);
  const outcome = outcomeOf(link);
  const words = linkWords[kind];
  const title = {
    pending: t(words.pending),
    done: t(words.doneTitle),
    gone: t('auth.emailLink.goneTitle'),
    invalid: t('auth.emailLink.invalidTitle'),
    error: t('auth.emailLink.errorTitle'),
  }[outcome];
  const subtitle = {
    pending: undefined,
    done: link.data ? t(words.doneBody, { email: link.data.user.email }) : undefined,
    gone: getErrorMessage(link.error, t('auth.emailLink.goneTitle')),
    invalid: t('auth.emailLink.invalidBody'),
    error: getErrorMessage(link.error, t('auth.emailLink.errorBody')),
  }[outcome];
  return (
    <AuthCard title={title} subtitle={subtitle} state={outcome} focusTitle={outcome !== 'pending'}>
      {outcome === 'pending' ? (
        <LoadingState label={t('auth.emailLink.checking')} />
      ) : (
        <Button asChild size="3">
          <a href={next} onClick={go}>
            {signedIn ? t('auth.emailLink.continue') : t('auth.emailLink.signIn')}
          </a>
        </Button>
      )}
    </AuthCard>
  );
}

/** `/verify-email/:token`: the link sent at sign-up. */
export function VerifyEmailPage(props: EmailLinkPageProps) {
  return <EmailLinkPage kind="verify" {...props} />;
}

/** `/confirm-email/:token`: the link sent to a new address; opening it makes it the account's email. */
export function ConfirmEmailPage(props: EmailLinkPageProps) {
  return <EmailLinkPage kind="confirm" {...props} />;
}
