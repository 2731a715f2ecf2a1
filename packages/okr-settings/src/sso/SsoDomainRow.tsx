import { Badge, Button, Card, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import type { SsoDomain, SsoVerifyDomainFailure } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { ssoCatalogs } from '../lib/catalogs/ssoCatalogs';
import { CopyValue } from '../lib/panels/CopyValue';

export interface SsoDomainRowProps {
  domain: SsoDomain;
  verifying: boolean;
  /** What the last check found (its 422), or another refusal's message, shown by the domain. */
  failure?: SsoVerifyDomainFailure | string | null;
  onVerify: () => void;
}

/** One domain: verified, or pending with the TXT record to publish, a copy button and Verify. */
export function SsoDomainRow({ domain, verifying, failure, onVerify }: SsoDomainRowProps) {
  const t = useTranslation(ssoCatalogs);
  const id = useId();
  const found = typeof failure === 'object' && failure !== null ? failure.found : null;
  return (
    <Card size="1" asChild>
      <li className="okr-sso-domain" data-verified={domain.verified}>
        <Flex direction="column" gap="2">
          <Flex justify="between" align="center" gap="2" wrap="wrap">
            <Text weight="medium" style={{ overflowWrap: 'anywhere' }}>
              {domain.domain}
            </Text>
            <Badge color={domain.verified ? 'green' : 'amber'} variant="soft" highContrast>
              {domain.verified ? t('sso.domains.verified') : t('sso.domains.pending')}
            </Badge>
          </Flex>
          {domain.verified ? null : (
            <>
              <Text id={`${id}-record`} size="2" color="gray">
                {t('sso.domains.instructions', { domain: domain.domain })}
              </Text>
              <CopyValue value={domain.verificationRecord} labelledBy={`${id}-record`} copyLabel={t('sso.copy.record', { domain: domain.domain })} />
              <Flex>
                <Button type="button" variant="soft" size="2" loading={verifying} disabled={verifying} aria-label={t('sso.domains.verify', { domain: domain.domain })} onClick={onVerify}>
                  {verifying ? t('sso.domains.verifying') : t('sso.domains.verifyShort')}
                </Button>
              </Flex>
              {failure ? (
                <Text size="2" color="red" role="alert" className="okr-sso-domain-failure" style={{ overflowWrap: 'anywhere' }}>
                  {found === null
                    ? String(failure)
                    : found.length > 0
                      ? t('sso.domains.found', { records: found.map((record) => `"${record}"`).join(', ') })
                      : t('sso.domains.foundNone')}
                </Text>
              ) : null}
            </>
          )}
        </Flex>
      </li>
    </Card>
  );
}
