import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { User } from '@okr/contract';
import { ErrorState, getErrorMessage, useOkrNavigate, useSessionStore, useTranslation } from '@okr/core';
import { onboardingCatalogs } from '../lib/catalogs/onboardingCatalogs';
import { safeAppPath } from '../lib/safeAppPath';
import { useCompleteOnboarding } from './api';

export interface OnboardingPageProps {
  /**
   * Called after completion with where the user was going (`next`, or `/app`); when given, it
   * decides. By default the page goes there through the provider's `navigate`.
   */
  onComplete?: (user: User, destination: string) => void;
  /**
   * Where the user was going when `AppGuard` sent them here (its `?next=`). Default: the `next`
   * parameter of the page's address. Only an `/app` path is followed; anything else is `/app`.
   */
  next?: string | null;
}

/** The `next` of the browser's address, read when it is needed (never during a server render). */
function nextOfAddress(): string | null {
  return typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('next');
}

/** Welcomes the user in the current organization and completes the onboarding. */
export function OnboardingPage({ onComplete, next }: OnboardingPageProps) {
  const t = useTranslation(onboardingCatalogs);
  const navigate = useOkrNavigate();
  const user = useSessionStore((s) => s.user);
  const organization = useSessionStore((s) => s.organization);
  const complete = useCompleteOnboarding();

  const finish = () =>
    complete.mutate(undefined, {
      onSuccess: ({ user: updated }) => {
        const destination = safeAppPath(next === undefined ? nextOfAddress() : next);
        if (onComplete) onComplete(updated, destination);
        else navigate(destination, { replace: true });
      },
    });

  return (
    <Flex className="okr-onboarding" data-state={complete.isError ? 'error' : 'ready'} justify="center" p="4">
      <Card size="3" className="okr-onboarding-card">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h1" size="6">
            {t('auth.onboarding.title', { name: user?.firstName || user?.fullName || '' })}
          </Heading>
          <Text as="p" weight="medium">
            {organization
              ? t('auth.onboarding.organization', { organization: organization.name })
              : t('auth.onboarding.noOrganization')}
          </Text>
          <Text as="p" color="gray">
            {t('auth.onboarding.body')}
          </Text>
          {complete.isError ? (
            <ErrorState message={getErrorMessage(complete.error, t('auth.onboarding.error'))} />
          ) : null}
          <Button onClick={finish} disabled={complete.isPending} loading={complete.isPending}>
            {complete.isPending ? t('auth.onboarding.pending') : t('auth.onboarding.complete')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
