import { Callout, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, useMemo } from 'react';
import { samlCertificateExpiresSoon } from '@okr/contract';
import type { SamlCertificate, SsoConnection } from '@okr/contract';
import { useLocale, useTranslation } from '@okr/core';
import { ssoCatalogs } from '../lib/catalogs/ssoCatalogs';
import { CopyValue } from '../lib/panels/CopyValue';

export interface SamlDetailsProps {
  connection: SsoConnection;
  /** Today, for the certificate's warning (stories and tests pin it). */
  now?: Date;
}

/** A certificate's state: valid, within the 30 days of warning, or past its end. */
export function certificateStateOf(certificate: SamlCertificate, now: Date): 'valid' | 'expiring' | 'expired' {
  if (new Date(certificate.notAfter).getTime() <= now.getTime()) return 'expired';
  return samlCertificateExpiresSoon(certificate.notAfter, now) ? 'expiring' : 'valid';
}

function SpValue({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text id={id} size="2" weight="medium">
        {label}
      </Text>
      <CopyValue value={value} labelledBy={id} copyLabel={copyLabel} />
    </Flex>
  );
}

/**
 * A SAML connection as the server answers it: the service provider's values to copy into the
 * identity provider (entity id, ACS URL, metadata URL), and what the IdP's metadata said (entity
 * id, sign-in URL, each signing certificate's fingerprint and end of validity, warned 30 days
 * ahead and once past).
 */
export function SamlDetails({ connection, now = new Date() }: SamlDetailsProps) {
  const t = useTranslation(ssoCatalogs);
  const locale = useLocale();
  const formatDate = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }), [locale]);
  const certificates = connection.idpCertificates ?? [];
  return (
    <Flex direction="column" gap="4" className="okr-saml-details" style={{ maxWidth: '72ch' }}>
      <Heading as="h3" size="3">
        {t('sso.saml.title')}
      </Heading>
      <Text size="2" color="gray">
        {t('sso.saml.spHint')}
      </Text>
      {connection.spEntityId ? <SpValue label={t('sso.saml.spEntityId')} value={connection.spEntityId} copyLabel={t('sso.saml.copy.spEntityId')} /> : null}
      {connection.acsUrl ? <SpValue label={t('sso.saml.acsUrl')} value={connection.acsUrl} copyLabel={t('sso.saml.copy.acsUrl')} /> : null}
      {connection.spMetadataUrl ? <SpValue label={t('sso.saml.spMetadataUrl')} value={connection.spMetadataUrl} copyLabel={t('sso.saml.copy.spMetadataUrl')} /> : null}
      <Heading as="h4" size="2">
        {t('sso.saml.idpTitle')}
      </Heading>
      <Flex direction="column" gap="1">
        <Text size="2">
          {t('sso.saml.idpEntityId')}: <Code variant="ghost">{connection.idpEntityId ?? connection.issuer}</Code>
        </Text>
        {connection.idpSsoUrl ? (
          <Text size="2">
            {t('sso.saml.idpSsoUrl')}: <Code variant="ghost">{connection.idpSsoUrl}</Code>
          </Text>
        ) : null}
        <Text size="2" color="gray">
          {connection.idpMetadataUrl ? `${t('sso.saml.idpMetadataUrl')}: ${connection.idpMetadataUrl}` : t('sso.saml.idpMetadataPasted')}
        </Text>
        <Text size="2" color="gray">
          {connection.allowIdpInitiated ? t('sso.saml.idpInitiated') : t('sso.saml.spInitiatedOnly')}
        </Text>
      </Flex>
      <Flex direction="column" gap="3" role="list" aria-label={t('sso.saml.certificates')}>
        {certificates.map((certificate) => {
          const state = certificateStateOf(certificate, now);
          const date = formatDate.format(new Date(certificate.notAfter));
          return (
            <Flex key={certificate.fingerprint} role="listitem" direction="column" gap="1" className="okr-saml-certificate" data-state={state}>
              <Text size="1" color="gray">
                {t('sso.saml.fingerprint')}
              </Text>
              <Code size="1" style={{ overflowWrap: 'anywhere' }}>
                {certificate.fingerprint}
              </Code>
              <Text size="2">{t('sso.saml.expires', { date })}</Text>
              {state !== 'valid' ? (
                <Callout.Root color={state === 'expired' ? 'red' : 'amber'} highContrast role="alert">
                  <Callout.Text>{t(state === 'expired' ? 'sso.saml.expired' : 'sso.saml.expiresSoon', { date })}</Callout.Text>
                </Callout.Root>
              ) : null}
            </Flex>
          );
        })}
      </Flex>
    </Flex>
  );
}
