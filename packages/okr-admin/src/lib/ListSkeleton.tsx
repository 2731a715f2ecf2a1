import { Flex, Skeleton, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from '@okr/core';
import { adminCatalogs } from './adminCatalogs';

export interface ListSkeletonProps {
  rows?: number;
  /** Height of one row (a table row, or a message's card). */
  height?: string;
}

/** The shape of a list while its first page loads, announced once as "Loading…". */
export function ListSkeleton({ rows = 5, height = '44px' }: ListSkeletonProps) {
  const t = useTranslation(adminCatalogs);
  return (
    <Flex direction="column" gap="2" role="status" aria-live="polite" data-state="loading">
      <VisuallyHidden>{t('admin.common.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} width="100%" />
      ))}
    </Flex>
  );
}
