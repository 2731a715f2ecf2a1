import { Flex, Skeleton, VisuallyHidden } from '@radix-ui/themes';
import { coreCatalogs } from '../i18n/coreCatalogs';
import { useTranslation } from '../i18n/useTranslation';

export interface SkeletonRowsProps {
  rows?: number;
  /** Height of one row (a table row, or a card). */
  height?: string;
  /** Announced text; defaults to "Loading…". */
  label?: string;
  className?: string;
}

/** The shape of a list while it loads, announced once as "Loading…". */
export function SkeletonRows({ rows = 5, height = '44px', label, className }: SkeletonRowsProps) {
  const t = useTranslation(coreCatalogs);
  return (
    <Flex direction="column" gap="2" role="status" aria-live="polite" data-state="loading" className={className}>
      <VisuallyHidden>{label ?? t('core.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} width="100%" />
      ))}
    </Flex>
  );
}
