import { Button, Callout, Code, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from '@okr/core';
import { settingsCatalogs } from '../lib/settingsCatalogs';

export interface SecretRevealProps {
  secret: string;
  /** What the secret is for, e.g. "Use it as Authorization: Bearer <secret>". */
  usage: string;
}

/** A secret shown this once: selectable text and a copy button that says when it copied. */
export function SecretReveal({ secret, usage }: SecretRevealProps) {
  const t = useTranslation(settingsCatalogs);
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
        <Callout.Text>{t('apiKeys.secret.once')}</Callout.Text>
      </Callout.Root>
      <Flex gap="2" align="center" wrap="wrap">
        <Code size="2" variant="soft" className="okr-secret-value" style={{ wordBreak: 'break-all', userSelect: 'all' }} aria-label={t('apiKeys.secret.label')}>
          {secret}
        </Code>
        <Button type="button" variant="soft" onClick={() => void copy()}>
          {copied === 'yes' ? t('apiKeys.secret.copied') : t('apiKeys.secret.copy')}
        </Button>
      </Flex>
      <Text size="2" color="gray" role="status">
        {copied === 'failed' ? t('apiKeys.secret.copyFailed') : usage}
      </Text>
    </Flex>
  );
}
