import { Box, Button, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { useRef } from 'react';
import { ConfirmDeleteDialog, cx, EmptyState, PanelMessage, useTranslation } from '@okr/core';
import { directoryCatalogs } from '../lib/catalogs/directoryCatalogs';
import { PlusIcon } from '../lib/panels/icons';
import { UpgradeNotice } from '../lib/panels/UpgradeNotice';
import { useReturnFocus } from '../lib/panels/useReturnFocus';
import { DirectorySyncCounts } from './DirectorySyncCounts';
import { DirectorySyncSection } from './DirectorySyncSection';
import { ScimEventsList } from './ScimEventsList';
import { ScimGroupsTable } from './ScimGroupsTable';
import { ScimTokenCreatedDialog } from './ScimTokenCreatedDialog';
import { ScimTokensTable } from './ScimTokensTable';
import type { DirectorySyncModel } from './useDirectorySync';

export interface DirectorySyncViewProps extends DirectorySyncModel {
  /** Below Enterprise: the notice's button (the settings page switches to Billing); else a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
  className?: string;
}

/** The directory sync panel drawn from plain values: tokens, group → role, recent events, counts; each state a person meets. */
export function DirectorySyncView(props: DirectorySyncViewProps) {
  const { state, created, creating, onCreateToken, revoking, onSeeBilling, billingHref } = props;
  const t = useTranslation(directoryCatalogs);
  const createButton = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus(() => createButton.current);
  const create = () => {
    focus.remember();
    onCreateToken();
  };
  const createAction = (
    <Button ref={createButton} type="button" loading={creating} onClick={create}>
      <PlusIcon />
      {t('directory.tokens.create')}
    </Button>
  );

  const body = () => {
    if (state === 'locked') {
      return <UpgradeNotice onSeeBilling={onSeeBilling} billingHref={billingHref} className="okr-directory-plan" title={t('directory.plan.title')} body={t('directory.plan.body')} cta={t('directory.plan.cta')} />;
    }
    if (state === 'ready' || state === 'empty') return null;
    return (
      <PanelMessage
        state={state}
        loading={t('directory.loading')}
        error={t('directory.loadError')}
        forbidden={t('directory.forbidden')}
        signedOut={t('directory.signedOut')}
        retryLabel={t('common.retry')}
        onRetry={props.onRetry}
      />
    );
  };

  return (
    <Flex direction="column" gap="4" className={cx('okr-directory-sync', props.className)} data-state={state}>
      <Box style={{ maxWidth: '65ch' }}>
        <Heading as="h2" size="4">
          {t('directory.title')}
        </Heading>
        <Text as="p" size="2" color="gray">
          {t('directory.subtitle')}
        </Text>
      </Box>
      {body()}
      {state === 'empty' ? <EmptyState title={t('directory.empty.title')} description={t('directory.empty.body')} action={<Box mt="2">{createAction}</Box>} /> : null}
      {state === 'ready' ? (
        <Flex direction="column" gap="5">
          <DirectorySyncCounts counts={props.counts} />
          <DirectorySyncSection className="okr-directory-tokens" title={t('directory.tokens.title')} hint={t('directory.tokens.hint')} action={createAction}>
            <ScimTokensTable
              tokens={props.tokens}
              onRevoke={(token) => {
                focus.remember();
                props.onAskRevoke(token);
              }}
            />
          </DirectorySyncSection>
          <Separator size="4" />
          <DirectorySyncSection className="okr-directory-groups" title={t('directory.groups.title')} hint={t('directory.groups.hint')}>
            <ScimGroupsTable groups={props.groups} roles={props.roles} savingGroupId={props.savingGroupId} onSetRole={props.onSetGroupRole} />
          </DirectorySyncSection>
          <Separator size="4" />
          <DirectorySyncSection className="okr-directory-events" title={t('directory.events.title')} hint={t('directory.events.hint')}>
            <ScimEventsList events={props.events} total={props.counts.events} state={props.eventsState} />
          </DirectorySyncSection>
        </Flex>
      ) : null}
      <ScimTokenCreatedDialog created={created} baseUrl={props.baseUrl} onDone={props.onDismissCreated} onCloseAutoFocus={focus.onCloseAutoFocus} />
      <ConfirmDeleteDialog
        open={revoking !== null}
        title={t('directory.revoke.title', { prefix: revoking?.prefix ?? '' })}
        question={t('directory.revoke.confirm')}
        confirmLabel={t('directory.revoke.action')}
        cancelLabel={t('common.cancel')}
        pending={props.revokePending}
        onConfirm={props.onConfirmRevoke}
        onOpenChange={(open) => !open && props.onCancelRevoke()}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </Flex>
  );
}
