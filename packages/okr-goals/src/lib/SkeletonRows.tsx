import { Flex, Skeleton, VisuallyHidden } from '@radix-ui/themes';
import { useGoalsT } from './useGoalsT';

/** The shape of a list while it loads, announced once as "Loading…". */
export function SkeletonRows({ rows = 5, height = '44px', className }: { rows?: number; height?: string; className?: string }) {
  const t = useGoalsT();
  return (
    <Flex direction="column" gap="2" role="status" aria-live="polite" data-state="loading" className={['okr-skeleton', className].filter(Boolean).join(' ')}>
      <VisuallyHidden>{t('goals.common.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} width="100%" />
      ))}
    </Flex>
  );
}
