import { Flex, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from '@okr/core';
import { commonCatalogs } from '../catalogs/commonCatalogs';

/** What a settings tab loaded on demand shows while its code arrives. */
export function TabLoading() {
  const t = useTranslation(commonCatalogs);
  return (
    <Flex role="status" align="center" gap="2" p="4" className="okr-panel-loading">
      <Spinner aria-hidden="true" />
      <Text size="2" color="gray">
        {t('common.loadingTab')}
      </Text>
    </Flex>
  );
}
