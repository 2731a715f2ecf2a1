import { Button, Callout, Code, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from '@okr/core';
import { commonCatalogs } from '../catalogs/commonCatalogs';

export interface SecretRevealProps {
  secret: string;
  /** What the secret is for, e.g. "Use it as Authorization: Bearer <secret>". */
  usage: string;
  /** The secret's accessible name, e.g. "Secret of the new key". */
  label: string;
  /** The warning that it is shown this once, and what to do if it is lost. */
  once: string;
}

/** A secret shown this once: selectable text and a copy button that says when it copied. */
export function SecretReveal({ secret, usage, label, once }: SecretRevealProps) {
  const t = useTranslation(commonCatalogs);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      // A page without clipboard permission: the text stays selectable.
      setCopied('failed');
    }
  };
  return (
    <Flex direction="column" gap="3" className="okr-secret-reveal">
      <Callout.Root color="amber" highContrast>
        <Callout.Text>{once}</Callout.Text>
      </Callout.Root>
      <Flex gap="2" align="center" wrap="wrap">
        <Code size="2" variant="soft" className="okr-secret-value" style={{ wordBreak: 'break-all', userSelect: 'all' }} aria-label={label}>
          {secret}
        </Code>
        <Button type="button" variant="soft" onClick={() => void copy()}>
          {copied === 'yes' ? t('common.copied') : t('common.copy')}
        </Button>
      </Flex>
      <Text size="2" color="gray" role="status">
        {copied === 'failed' ? t('common.copyFailed') : usage}
      </Text>
    </Flex>
  );
}
