import { Button, Flex, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { useTranslation } from '@okr/core';
import { adminCatalogs } from '../lib/adminCatalogs';
import { clipMessage } from './clipMessage';

/** A message as its sender wrote it (line breaks kept); a long one opens and closes in place. */
export function MessageText({ text }: { text: string }) {
  const t = useTranslation(adminCatalogs);
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const clipped = clipMessage(text);
  return (
    <Flex direction="column" gap="2" align="start">
      <Text as="p" id={id} size="2" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '75ch' }}>
        {clipped === null || expanded ? text : clipped}
      </Text>
      {clipped !== null ? (
        <Button variant="ghost" size="1" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('admin.messages.showLess') : t('admin.messages.showMore')}
        </Button>
      ) : null}
    </Flex>
  );
}
