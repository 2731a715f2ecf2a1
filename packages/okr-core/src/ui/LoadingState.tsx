import { Flex, Spinner, Text } from '@radix-ui/themes';
import { coreCatalogs } from '../i18n/coreCatalogs';
import { useTranslation } from '../i18n/useTranslation';
import { cx } from './cx';

export interface LoadingStateProps {
  /** Announced text; defaults to "Loading…". */
  label?: string;
  className?: string;
}

export function LoadingState({ label, className }: LoadingStateProps) {
  const t = useTranslation(coreCatalogs);
  const text = label ?? t('core.loading');
  return (
    <Flex
      className={cx('okr-state', 'okr-state-loading', className)}
      data-state="loading"
      role="status"
      aria-live="polite"
      align="center"
      gap="2"
      p="4"
    >
      <Spinner aria-hidden="true" />
      <Text color="gray">{text}</Text>
    </Flex>
  );
}
