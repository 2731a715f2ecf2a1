import { Box, Button, Callout, Flex, Tabs, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Organization, PublicInvitation } from '@okr/contract';
import { getErrorMessage, isApiError, useApiClient, useLocale, useOkrNavigate, useSessionStore, useToast, useTranslation } from '@okr/core';
import { useLogin, useRegister } from './api';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { AuthLink } from '../lib/AuthLink';
import { invitationCatalogs } from '../lib/catalogs/invitationCatalogs';
import { AuthCard } from '../lib/AuthCard';
import { useLogout } from '../lib/useLogout';
import { publicInvitationQuery, useAcceptInvitation } from './invitationApi';

export interface InvitationPageProps {
  /** The token of the emailed link (`/invite/:token`). */
  token: string;
  /** Called once the person is in the organization (accepted, or registered through the link); else the page goes to `/app`. */
  onAccepted?: (organization: Organization) => void;
  /** Where a dead link's "Go to sign in" leads. */
  signInPath?: string;
  forgotPasswordPath?: string;
}

type GoneReason = 'accepted' | 'revoked' | 'expired' | 'replaced';

const goneReasonOf = (error: unknown): GoneReason | null => {
  if (!isApiError(error) || error.status !== 410) return null;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return reason === 'accepted' || reason === 'revoked' || reason === 'expired' || reason === 'replaced' ? reason : 'expired';
};

/**
 * `/invite/:token` (api-contract.md "Invitations"): who invites whom to which organization with
 * which role. Signed in with the invited address: Accept joins and switches. Signed in as someone
 * else: says so and offers to sign out. Signed out: sign in, or create the account with the
 * address fixed (the server accepts in the same step). A used, revoked, expired or replaced link
 * says which, in the server's words.
 */
export function InvitationPage({ token, onAccepted, signInPath = '/login', forgotPasswordPath = '/forgot-password' }: InvitationPageProps) {
  const t = useTranslation(invitationCatalogs);
  const api = useApiClient();
  const query = useQuery(publicInvitationQuery(api, token));
  const back = <AuthLink to={signInPath}>{t('auth.invite.toSignIn')}</AuthLink>;

  if (query.data) return <OpenInvitation token={token} invitation={query.data} onAccepted={onAccepted} forgotPasswordPath={forgotPasswordPath} />;
  if (query.isPending) {
    return (
      <AuthCard title={t('auth.invite.loading')} state="loading">
        <Text role="status" size="2" color="gray">
          {t('auth.invite.loading')}
        </Text>
      </AuthCard>
    );
  }
  const gone = goneReasonOf(query.error);
  if (gone) {
    return (
      <AuthCard title={t('auth.invite.goneTitle')} state={`gone-${gone}`} footer={back} focusTitle>
        <Callout.Root color={gone === 'accepted' ? 'blue' : 'amber'} role="alert">
          <Callout.Text>{getErrorMessage(query.error, t('auth.invite.goneTitle'))}</Callout.Text>
        </Callout.Root>
        <Text as="p" size="2" color="gray">
          {gone === 'accepted' ? t('auth.invite.goneAccepted') : t('auth.invite.goneOther')}
        </Text>
      </AuthCard>
    );
  }
  if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
    return (
      <AuthCard title={t('auth.invite.invalidTitle')} state="invalid" footer={back} focusTitle>
        <Text as="p" size="2" color="gray">
          {t('auth.invite.invalidBody')}
        </Text>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.invite.loadError')} state="error" footer={back}>
      <Button onClick={() => void query.refetch()}>{t('auth.invite.retry')}</Button>
    </AuthCard>
  );
}

interface OpenInvitationProps {
  token: string;
  invitation: PublicInvitation;
  onAccepted?: (organization: Organization) => void;
  forgotPasswordPath: string;
}

function OpenInvitation({ token, invitation, onAccepted, forgotPasswordPath }: OpenInvitationProps) {
  const t = useTranslation(invitationCatalogs);
  const locale = useLocale();
  const toast = useToast();
  const navigate = useOkrNavigate();
  const session = useSessionStore((s) => (s.isAuthenticated && s.user ? s.user.email : null));
  const accept = useAcceptInvitation(token);
  const login = useLogin();
  const register = useRegister();
  const logout = useLogout();
  const expires = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(invitation.expiresAt)), [locale, invitation.expiresAt]);
  const { email } = invitation;
  const organization = invitation.organization.name;

  const joined = (joinedOrganization: Organization) => {
    toast.success(t('auth.invite.accepted', { organization: joinedOrganization.name }));
    if (onAccepted) onAccepted(joinedOrganization);
    else navigate('/app', { replace: true });
  };

  const isInvited = session !== null && session.toLowerCase() === email.toLowerCase();
  return (
    <AuthCard
      title={t('auth.invite.title', { organization })}
      subtitle={t('auth.invite.subtitle', { inviter: invitation.invitedBy.fullName, organization, role: invitation.roleType })}
      state={session === null ? 'signed-out' : isInvited ? 'ready' : 'other-account'}
    >
      <Box className="okr-invitation-facts">
        <Text as="p" size="2" weight="medium">
          {t('auth.invite.for', { email })}
        </Text>
        <Text as="p" size="1" color="gray">
          {t('auth.invite.expires', { date: expires })}
        </Text>
      </Box>
      {isInvited ? (
        <Button
          size="3"
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(undefined, {
              onSuccess: ({ organization: joinedOrganization }) => joined(joinedOrganization),
              onError: (error) => toast.error(getErrorMessage(error, t('auth.invite.acceptError'))),
            })
          }
        >
          {accept.isPending ? t('auth.invite.accepting') : t('auth.invite.accept')}
        </Button>
      ) : session !== null ? (
        <Flex direction="column" gap="3">
          <Callout.Root color="amber" role="alert">
            <Callout.Text>{t('auth.invite.otherAccount', { email, current: session })}</Callout.Text>
          </Callout.Root>
          <Text as="p" size="2" color="gray">
            {t('auth.invite.otherAccountHint', { email })}
          </Text>
          <Button variant="soft" onClick={() => void logout()}>
            {t('auth.invite.signOut')}
          </Button>
        </Flex>
      ) : (
        <Flex direction="column" gap="3">
          <Text as="p" size="2" color="gray">
            {t('auth.invite.signedOut', { email })}
          </Text>
          <Tabs.Root defaultValue="register">
            <Tabs.List aria-label={t('auth.invite.modes')}>
              <Tabs.Trigger value="register">{t('auth.register.tab')}</Tabs.Trigger>
              <Tabs.Trigger value="login">{t('auth.login.tab')}</Tabs.Trigger>
            </Tabs.List>
            <Box pt="4">
              <Tabs.Content value="register">
                <RegisterForm
                  emailLocked
                  defaultValues={{ email }}
                  pending={register.isPending}
                  onSubmit={(body) =>
                    register.mutate(
                      { ...body, email, invitationToken: token },
                      {
                        onSuccess: (created) => created.organization && joined(created.organization),
                        onError: (error) => toast.error(getErrorMessage(error, t('auth.register.error'))),
                      },
                    )
                  }
                />
              </Tabs.Content>
              <Tabs.Content value="login">
                <LoginForm
                  defaultValues={{ email }}
                  pending={login.isPending}
                  forgotPasswordHref={forgotPasswordPath}
                  onSubmit={(body) => login.mutate(body, { onError: (error) => toast.error(getErrorMessage(error, t('auth.login.error'))) })}
                />
              </Tabs.Content>
            </Box>
          </Tabs.Root>
        </Flex>
      )}
    </AuthCard>
  );
}
