import { Flex, Heading } from '@radix-ui/themes';
import { useState } from 'react';
import type { SsoDomain, SsoVerifyDomainAnswer, SsoVerifyDomainFailure } from '@okr/contract';
import { getErrorMessage, isApiError, useToast, useTranslation } from '@okr/core';
import { ssoCatalogs } from '../lib/catalogs/ssoCatalogs';
import type { PanelAction } from '../lib/panels/panelAction';
import { SsoDomainRow } from './SsoDomainRow';

export interface SsoDomainsListProps {
  domains: SsoDomain[];
  /** `useSsoConnection`'s `verifyDomain` and `verifyingDomain`. */
  verify: PanelAction<string, SsoVerifyDomainAnswer>;
  verifyingDomain: string | null;
  onDomainVerified?: (domain: string) => void;
}

/** The 422's details: the record looked for and what the DNS answered. */
function failureOf(error: unknown): SsoVerifyDomainFailure | string | null {
  if (!isApiError(error) || error.status >= 500) return null;
  const details = error.details as Partial<SsoVerifyDomainFailure> | undefined;
  if (error.status === 422 && Array.isArray(details?.found)) return details as SsoVerifyDomainFailure;
  return error.message;
}

/** The saved connection's domains, each with its state and, while pending, how to verify it. */
export function SsoDomainsList({ domains, verify, verifyingDomain, onDomainVerified }: SsoDomainsListProps) {
  const t = useTranslation(ssoCatalogs);
  const toast = useToast();
  const [failures, setFailures] = useState<Record<string, SsoVerifyDomainFailure | string>>({});

  const check = (domain: string) => {
    setFailures(({ [domain]: _gone, ...rest }) => rest);
    verify.run(domain, {
      onSuccess: () => {
        toast.success(t('sso.domains.verifiedToast', { domain }));
        onDomainVerified?.(domain);
      },
      onError: (error) => {
        const failure = failureOf(error);
        if (failure) setFailures((current) => ({ ...current, [domain]: failure }));
        else toast.error(getErrorMessage(error, t('sso.error.verify')));
      },
    });
  };

  return (
    <Flex direction="column" gap="2">
      <Heading as="h3" size="3">
        {t('sso.domains.title')}
      </Heading>
      <Flex direction="column" gap="2" asChild>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {domains.map((domain) => (
            <SsoDomainRow
              key={domain.domain}
              domain={domain}
              verifying={verifyingDomain === domain.domain}
              failure={failures[domain.domain]}
              onVerify={() => check(domain.domain)}
            />
          ))}
        </ul>
      </Flex>
    </Flex>
  );
}
