import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from '@okr/core';
import { adminCatalogs } from './adminCatalogs';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Previous / next for a `{ items, total }` list, with where the user is. */
export function Pager({ page, pageSize, total, onPageChange }: PagerProps) {
  const t = useTranslation(adminCatalogs);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap" py="2">
      <Text size="2" color="gray">
        {t('admin.common.range', {
          from: total === 0 ? 0 : (page - 1) * pageSize + 1,
          to: Math.min(total, page * pageSize),
          total,
        })}
      </Text>
      <Flex align="center" gap="2">
        <Button variant="soft" size="1" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('admin.common.previous')}
        </Button>
        <Text size="2" aria-live="polite">
          {t('admin.common.pageOf', { page, pages })}
        </Text>
        <Button variant="soft" size="1" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('admin.common.next')}
        </Button>
      </Flex>
    </Flex>
  );
}
