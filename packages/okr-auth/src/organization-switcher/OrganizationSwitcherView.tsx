import { Button, Flex, Select, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { Organization } from '@okr/contract';
import { OKR_ROOT_CLASS, useTranslation } from '@okr/core';
import { switcherCatalogs } from './switcherCatalogs';

/**
 * `signed-out`: there is no session to list organizations for (the request answered 401). `ready`
 * with no organizations shows as `empty`.
 */
export type OrganizationSwitcherStatus = 'loading' | 'error' | 'signed-out' | 'empty' | 'ready';

type SwitcherOrganization = Pick<Organization, 'id' | 'name'>;

/** What the trigger slot gets to draw the closed picker. */
export interface OrganizationSwitcherTriggerProps {
  current: SwitcherOrganization | null;
  switching: boolean;
}

/**
 * Parts of the picker a host replaces, keeping the rest. `trigger` is what the closed picker shows
 * (an avatar, initials…) in place of the current organization's name and the soft button: our
 * button stays around it, borderless, with its label, keyboard behaviour and chevron (Radix
 * Themes' Select has no way to hand the trigger itself to a host). `item` is what one option
 * shows; its text is what type-ahead reads, so keep the name in it.
 */
export interface OrganizationSwitcherSlots {
  trigger?: (props: OrganizationSwitcherTriggerProps) => ReactNode;
  item?: (organization: SwitcherOrganization, current: boolean) => ReactNode;
}

export interface OrganizationSwitcherViewProps {
  organizations: readonly SwitcherOrganization[];
  currentId: string | null;
  onSelect: (organizationId: string) => void;
  status?: OrganizationSwitcherStatus;
  /** True while a switch is in flight: the picker is disabled and says so. */
  switching?: boolean;
  onRetry?: () => void;
  slots?: OrganizationSwitcherSlots;
}

/** The organization picker without a data layer, for hosts that bring their own. */
export function OrganizationSwitcherView({
  organizations,
  currentId,
  onSelect,
  status = 'ready',
  switching = false,
  onRetry,
  slots = {},
}: OrganizationSwitcherViewProps) {
  const t = useTranslation(switcherCatalogs);
  const empty = status === 'empty' || (status === 'ready' && organizations.length === 0);
  const state = empty ? 'empty' : status;
  const label = t('auth.switcher.label');

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
      {state === 'ready' ? (
        <Select.Root
          value={currentId ?? undefined}
          onValueChange={(id) => id !== currentId && onSelect(id)}
          disabled={switching}
        >
          <Select.Trigger aria-label={label} aria-busy={switching || undefined} variant={slots.trigger ? 'ghost' : 'soft'}>
            {slots.trigger?.({ current: organizations.find((o) => o.id === currentId) ?? null, switching })}
          </Select.Trigger>
          {/* Portalled to the body: it carries our root class to keep our scoped styles. */}
          <Select.Content position="popper" aria-label={label} className={OKR_ROOT_CLASS}>
            {organizations.map((organization) => (
              <Select.Item key={organization.id} value={organization.id}>
                {slots.item ? slots.item(organization, organization.id === currentId) : organization.name}
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
