import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import type { ComponentType, ReactNode } from 'react';
import { cx, EmptyState, PanelMessage } from '@okr/core';
import type { PanelState } from '@okr/core';
import { PlanNotice } from './PlanNotice';

/** The words of one integration panel, already translated. */
export interface IntegrationPanelTexts {
  title: string;
  subtitle: string;
  loading: string;
  loadError: string;
  forbidden: string;
  signedOut: string;
  retry: string;
  emptyTitle: string;
  emptyBody: string;
}

type PanelKey<P extends string> = `${P}.${'title' | 'subtitle' | 'loading' | 'loadError' | 'forbidden' | 'signedOut' | 'empty.title' | 'empty.body'}` | 'common.retry';

/** The frame's words from a catalog whose panel keys sit under `prefix` (`webhooks.title`…). */
export function integrationPanelTexts<P extends string>(t: (key: PanelKey<P>) => string, prefix: P): IntegrationPanelTexts {
  return {
    title: t(`${prefix}.title`),
    subtitle: t(`${prefix}.subtitle`),
    loading: t(`${prefix}.loading`),
    loadError: t(`${prefix}.loadError`),
    forbidden: t(`${prefix}.forbidden`),
    signedOut: t(`${prefix}.signedOut`),
    retry: t('common.retry'),
    emptyTitle: t(`${prefix}.empty.title`),
    emptyBody: t(`${prefix}.empty.body`),
  };
}

export interface IntegrationPanelProps<T> {
  /** The panel's root class (`okr-webhooks`), then the partner's own. */
  rootClass: string;
  className?: string;
  state: PanelState | 'locked';
  texts: IntegrationPanelTexts;
  /** The items once loaded (empty or undefined before: the state says which message shows). */
  items: readonly T[] | undefined;
  onRetry: () => void;
  /** The header's action (add, create): shown only once the list is there; none when the caller may not. */
  action: ReactNode;
  /** Replaces the empty state (the `empty` slot). */
  empty?: ComponentType;
  /** The list, when it has items. */
  list: (items: readonly T[]) => ReactNode;
  /** Dialogs the panel opens (rendered whatever the state, closed by default). */
  children?: ReactNode;
  onSeeBilling?: () => void;
  billingHref?: string;
  /** What the Free plan sees instead of the list; the integrations' own notice by default. */
  planNotice?: ReactNode;
}

/**
 * The frame the Integrations tab's panels share: title and subtitle with the action beside them,
 * then one of the plan notice (Free), loading, load error with a retry, refusal, no session, the
 * empty state, or the list.
 */
export function IntegrationPanel<T>({ rootClass, className, state, texts, items, onRetry, action, empty: Empty, list, children, onSeeBilling, billingHref, planNotice }: IntegrationPanelProps<T>) {
  return (
    <Flex direction="column" gap="4" className={cx(rootClass, className)} data-state={state}>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Box style={{ maxWidth: '60ch' }}>
          <Heading as="h2" size="4">
            {texts.title}
          </Heading>
          <Text as="p" size="2" color="gray">
            {texts.subtitle}
          </Text>
        </Box>
        {state === 'ready' || state === 'empty' ? action : null}
      </Flex>

      {state === 'locked' ? (
        (planNotice ?? <PlanNotice onSeeBilling={onSeeBilling} billingHref={billingHref} />)
      ) : state !== 'ready' && state !== 'empty' ? (
        <PanelMessage
          state={state}
          loading={texts.loading}
          error={texts.loadError}
          forbidden={texts.forbidden}
          signedOut={texts.signedOut}
          retryLabel={texts.retry}
          onRetry={onRetry}
        />
      ) : items === undefined || items.length === 0 ? (
        Empty ? (
          <Empty />
        ) : (
          <EmptyState title={texts.emptyTitle} description={texts.emptyBody} />
        )
      ) : (
        <Box style={{ overflowX: 'auto' }}>{list(items)}</Box>
      )}

      {children}
    </Flex>
  );
}
