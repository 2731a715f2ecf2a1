import { Box, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { cx, useTranslation } from '@okr/core';
import { AskPanel } from './ask/AskPanel';
import { DocumentsPanel } from './documents/DocumentsPanel';
import { assistantCatalogs } from './lib/assistantCatalogs';

export interface AiPageProps {
  className?: string;
}

/** `/app/ai`: ask the organization's documents, beside the documents themselves. */
export function AiPage({ className }: AiPageProps) {
  const t = useTranslation(assistantCatalogs);
  return (
    <Flex className={cx('okr-assistant-page', className)} direction="column" gap="4" p={{ initial: '3', sm: '5' }}>
      <Box>
        <Heading as="h1" size="7">
          {t('assistant.page.title')}
        </Heading>
        <Text as="p" color="gray" mt="1">
          {t('assistant.page.description')}
        </Text>
      </Box>
      <Grid columns={{ initial: '1', md: '3' }} gap="4" align="start">
        <Box gridColumn={{ initial: '1', md: 'span 2' }}>
          <AskPanel />
        </Box>
        <DocumentsPanel />
      </Grid>
    </Flex>
  );
}
