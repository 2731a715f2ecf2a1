import { Callout, Card, Flex, Heading, Switch, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ErrorState, LoadingState, getErrorMessage, useApiClient, useCan, useSessionStore, useTranslation } from '@okr/core';
import { mfaPolicyCatalogs } from '../lib/catalogs/mfaPolicyCatalogs';
import { UpgradeNotice } from '../lib/panels/UpgradeNotice';
import { mfaPolicyQueries, useSetRequireMfa } from './mfaPolicyApi';

export interface MfaPolicySettingsProps {
  onSeeBilling?: () => void;
}

/**
 * Settings → "Require a second factor" (`requireMfa`, Pro and Enterprise, `settings:update`) and
 * the members it would send to enrolment. The server enforces every rule; this says them first.
 */
export function MfaPolicySettings({ onSeeBilling }: MfaPolicySettingsProps) {
  const t = useTranslation(mfaPolicyCatalogs);
  const api = useApiClient();
  const can = useCan();
  const organization = useSessionStore((s) => s.organization);
  const switchId = useId();
  const setRequireMfa = useSetRequireMfa();
  const canRead = can('settings', 'read');
  const locked = organization?.plan === 'Free';
  const members = useQuery({
    ...mfaPolicyQueries.membersWithoutFactor(api, organization?.id ?? ''),
    enabled: organization !== null && canRead && !locked,
  });
  if (!organization) return null;
  if (locked) {
    return <UpgradeNotice className="okr-mfa-policy" title={t('mfaPolicy.title')} body={t('mfaPolicy.locked')} cta={t('mfaPolicy.cta')} onSeeBilling={onSeeBilling} />;
  }
  const canUpdate = can('settings', 'update');
  const required = setRequireMfa.isPending ? setRequireMfa.variables.requireMfa : organization.requireMfa;
  return (
    <Card size="3" className="okr-mfa-policy" data-state={required ? 'required' : 'optional'}>
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h3" size="3">
            {t('mfaPolicy.title')}
          </Heading>
          <Text size="2" color="gray" style={{ maxWidth: '65ch' }}>
            {t('mfaPolicy.hint')}
          </Text>
        </Flex>
        <Text as="label" size="2" htmlFor={switchId}>
          <Flex gap="2" align="center">
            <Switch
              id={switchId}
              checked={required}
              disabled={!canUpdate || setRequireMfa.isPending}
              onCheckedChange={(checked) => setRequireMfa.mutate({ orgId: organization.id, requireMfa: checked })}
            />
            {t('mfaPolicy.switch')}
          </Flex>
        </Text>
        {!canUpdate ? (
          <Text size="1" color="gray">
            {t('mfaPolicy.noPermission')}
          </Text>
        ) : null}
        {setRequireMfa.isError ? (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Text>{getErrorMessage(setRequireMfa.error, t('mfaPolicy.saveError'))}</Callout.Text>
          </Callout.Root>
        ) : null}
        {canRead ? (
          <Flex direction="column" gap="2" className="okr-mfa-policy-members" data-state={members.data ? (members.data.length ? 'ready' : 'empty') : members.isError ? 'error' : 'loading'}>
            <Heading as="h4" size="2">
              {t('mfaPolicy.withoutTitle')}
            </Heading>
            {members.isPending ? <LoadingState /> : null}
            {members.isError ? <ErrorState message={t('mfaPolicy.withoutError')} onRetry={() => void members.refetch()} retryLabel={t('mfaPolicy.retry')} /> : null}
            {members.data ? (
              <>
                <Text size="2" color="gray">
                  {members.data.length ? t('mfaPolicy.withoutCount', { count: members.data.length }) : t('mfaPolicy.withoutNone')}
                </Text>
                {members.data.length ? (
                  <ul className="okr-mfa-policy-list" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--space-1)', overflowWrap: 'anywhere' }}>
                    {members.data.map((member) => (
                      <li key={member.id}>
                        <Text size="2" weight="medium">{`${member.firstName} ${member.lastName}`}</Text>{' '}
                        <Text size="2" color="gray">
                          {member.email}
                        </Text>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
