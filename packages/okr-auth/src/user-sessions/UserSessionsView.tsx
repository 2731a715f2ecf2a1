import { Flex, Text } from '@radix-ui/themes';
import type { Session } from '@okr/contract';
import { ErrorState, LoadingState, useTranslation } from '@okr/core';
import { ActionError } from '../lib/ActionError';
import type { AccountAction, AccountPanelState } from '../lib/accountAction';
import { AccountSection } from '../lib/AccountSection';
import { sessionsCatalogs } from '../lib/catalogs/sessionsCatalogs';
import { SignedOutNotice } from '../lib/SignedOutNotice';
import { EndOthersButton } from './EndOthersButton';
import { SessionRow } from './SessionRow';

export interface UserSessionsViewProps {
  state: AccountPanelState;
  sessions: Session[];
  onEndSession: (sessionId: string) => void;
  onEndOtherSessions: () => void;
  onRetry?: () => void;
  endingId: string | null;
  actions: { endOne: AccountAction; endOthers: AccountAction };
}

/** My account → Sessions over plain data: every sign-in still alive, this one marked. */
export function UserSessionsView({ state, sessions, onEndSession, onEndOtherSessions, onRetry, endingId, actions }: UserSessionsViewProps) {
  const t = useTranslation(sessionsCatalogs);
  const busy = actions.endOthers.pending || endingId !== null;
  return (
    <Flex direction="column" gap="4" className="okr-account-panel okr-user-sessions" data-state={state}>
      {state === 'signed-out' ? <SignedOutNotice>{t('auth.account.signedOut')}</SignedOutNotice> : null}
      {state === 'loading' ? <LoadingState label={t('auth.sessions.loading')} /> : null}
      {state === 'error' ? <ErrorState message={t('auth.sessions.loadError')} onRetry={onRetry} /> : null}
      {state === 'ready' || state === 'empty' ? (
        <AccountSection
          title={t('auth.sessions.title')}
          description={t('auth.sessions.hint')}
          aside={state === 'ready' ? <EndOthersButton onConfirm={onEndOtherSessions} pending={actions.endOthers.pending} disabled={busy} /> : null}
        >
          <ActionError error={actions.endOne.error ?? actions.endOthers.error} fallback={t('auth.sessions.endError')} />
          <ul className="okr-session-list">
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} onEnd={onEndSession} ending={endingId === session.id} disabled={busy} />
            ))}
          </ul>
          {state === 'empty' ? (
            <Text size="2" color="gray">
              {t('auth.sessions.empty')}
            </Text>
          ) : null}
        </AccountSection>
      ) : null}
    </Flex>
  );
}
