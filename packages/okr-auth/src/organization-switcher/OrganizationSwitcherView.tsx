import { Button, Flex, Select, Spinner, Text } from '@radix-ui/themes';
import type { Organization } from '@okr/contract';
import { OKR_ROOT_CLASS, useTranslation } from '@okr/core';
import { switcherCatalogs } from './switcherCatalogs';

/** `signed-out`: there is no session to list organizations for (the request answered 401). */
export type OrganizationSwitcherStatus = 'loading' | 'error' | 'signed-out' | 'ready';

export interface OrganizationSwitcherViewProps {
  organizations: ReadonlyArray<Pick<Organization, 'id' | 'name'>>;
  currentId: string | null;
  onSelect: (organizationId: string) => void;
  status?: OrganizationSwitcherStatus;
  /** True while a switch is in flight: the picker is disabled and says so. */
  switching?: boolean;
  onRetry?: () => void;
}

/** The organization picker without a data layer, for hosts that bring their own. */
export function OrganizationSwitcherView({
  organizations,
  currentId,
  onSelect,
  status = 'ready',
  switching = false,
  onRetry,
}: OrganizationSwitcherViewProps) {
  const t = useTranslation(switcherCatalogs);
  const empty = status === 'ready' && organizations.length === 0;
  const state = empty ? 'empty' : status;

  return (
    <Flex className="okr-organization-switcher" data-state={state} align="center" gap="2">
      {status === 'loading' ? (
        <Flex role="status" align="center" gap="2">
          <Spinner aria-hidden="true" />
          <Text size="2" color="gray">
            {t('auth.switcher.loading')}
          </Text>
        </Flex>
      ) : null}
      {status === 'error' ? (
        <Flex role="alert" align="center" gap="2">
          <Text size="2" color="red">
            {t('auth.switcher.loadError')}
          </Text>
          {onRetry ? (
            <Button size="1" variant="soft" onClick={onRetry}>
              {t('auth.switcher.retry')}
            </Button>
          ) : null}
        </Flex>
      ) : null}
      {status === 'signed-out' ? (
        <Text size="2" color="gray">
          {t('auth.switcher.signedOut')}
        </Text>
      ) : null}
      {empty ? (
        <Text size="2" color="gray">
          {t('auth.switcher.empty')}
        </Text>
      ) : null}
      {status === 'ready' && !empty ? (
        <Select.Root
          value={currentId ?? undefined}
          onValueChange={(id) => id !== currentId && onSelect(id)}
          disabled={switching}
        >
          <Select.Trigger aria-label={t('auth.switcher.label')} aria-busy={switching || undefined} variant="soft" />
          {/* Portalled to the body: it carries our root class to keep our scoped styles. */}
          <Select.Content position="popper" aria-label={t('auth.switcher.label')} className={OKR_ROOT_CLASS}>
            {organizations.map((organization) => (
              <Select.Item key={organization.id} value={organization.id}>
                {organization.name}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      ) : null}
      {switching ? (
        <Text size="1" color="gray" role="status">
          {t('auth.switcher.switching')}
        </Text>
      ) : null}
    </Flex>
  );
}
