import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { coreCatalogs } from '../i18n/coreCatalogs';
import { useTranslation } from '../i18n/useTranslation';
import { cx } from './cx';

export interface EmptyStateProps {
  title?: string;
  description?: string;
  /** Usually the button that creates the first item. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, action, className }: EmptyStateProps) {
  const t = useTranslation(coreCatalogs);
  return (
    <Flex
      className={cx('okr-state', 'okr-state-empty', className)}
      data-state="empty"
      direction="column"
      align="center"
      gap="2"
      p="5"
    >
      <Heading as="h3" size="3">
        {title ?? t('core.empty.title')}
      </Heading>
      {description ? <Text color="gray">{description}</Text> : null}
      {action}
    </Flex>
  );
}
