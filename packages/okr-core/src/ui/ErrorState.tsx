import { Button, Callout, Flex } from '@radix-ui/themes';
import { coreCatalogs } from '../i18n/coreCatalogs';
import { useTranslation } from '../i18n/useTranslation';
import { cx } from './cx';

export interface ErrorStateProps {
  message?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

export function ErrorState({ message, onRetry, retryLabel, className }: ErrorStateProps) {
  const t = useTranslation(coreCatalogs);
  return (
    <Callout.Root
      className={cx('okr-state', 'okr-state-error', className)}
      data-state="error"
      color="red"
      role="alert"
    >
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>{message ?? t('core.error.title')}</Callout.Text>
        {onRetry ? (
          <Button size="1" variant="soft" color="red" highContrast onClick={onRetry}>
            {retryLabel ?? t('core.error.retry')}
          </Button>
        ) : null}
      </Flex>
    </Callout.Root>
  );
}
