import { Button, Flex } from '@radix-ui/themes';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@okr/core';
import { AccountSection } from '../lib/AccountSection';
import { securityCatalogs } from '../lib/catalogs/securityCatalogs';

export interface RecoveryCodesNoticeProps {
  codes: string[];
  onDone: () => void;
}

/** Ten recovery codes, shown this once: copy them, download them as a .txt, then say they are saved. */
export function RecoveryCodesNotice({ codes, onDone }: RecoveryCodesNoticeProps) {
  const t = useTranslation(securityCatalogs);
  const [copied, setCopied] = useState(false);
  const text = `${t('auth.security.codesFileHeader')}\n\n${codes.join('\n')}\n`;
  const href = useMemo(() => URL.createObjectURL(new Blob([text], { type: 'text/plain' })), [text]);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <AccountSection title={t('auth.security.newCodesTitle')} description={t('auth.security.newCodesHint')}>
      <Flex direction="column" gap="4" className="okr-recovery-codes" data-state="shown">
        <ul className="okr-recovery-code-list">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Flex gap="3" wrap="wrap">
          <Button
            variant="soft"
            onClick={() =>
              void navigator.clipboard?.writeText(text).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t('auth.security.copied') : t('auth.security.copy')}
          </Button>
          <Button variant="soft" asChild>
            <a href={href} download="okr-recovery-codes.txt">
              {t('auth.security.download')}
            </a>
          </Button>
          <Button onClick={onDone}>{t('auth.security.saved')}</Button>
        </Flex>
      </Flex>
    </AccountSection>
  );
}
