import { Button, Code, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from '@okr/core';
import { commonCatalogs } from '../catalogs/commonCatalogs';

export interface CopyValueProps {
  value: string;
  /** The copy button's accessible name, e.g. "Copy the redirect URI". */
  copyLabel: string;
  /** The id of the text that labels the value, if any. */
  labelledBy?: string;
}

/** A value to paste elsewhere (provider console, DNS zone): selectable, with a copy button that says when it copied. */
export function CopyValue({ value, copyLabel, labelledBy }: CopyValueProps) {
  const t = useTranslation(commonCatalogs);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      // A page without clipboard permission: the text stays selectable.
      setCopied('failed');
    }
  };
  return (
    <Flex direction="column" gap="1">
      <Flex gap="2" align="center" wrap="wrap">
        <Code size="2" variant="soft" aria-labelledby={labelledBy} style={{ wordBreak: 'break-all', userSelect: 'all', maxWidth: '100%' }}>
          {value}
        </Code>
        <Button type="button" size="1" variant="soft" aria-label={copyLabel} onClick={() => void copy()}>
          {copied === 'yes' ? t('common.copied') : t('common.copy')}
        </Button>
      </Flex>
      <Text size="1" color="gray" role="status">
        {copied === 'failed' ? t('common.copyFailed') : ''}
      </Text>
    </Flex>
  );
}
